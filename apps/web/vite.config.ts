import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
// By its path: Vite loads this file with the packages left outside, and Node cannot load the contract's TypeScript.
import { CSP_NONCE_SLOT } from '../../packages/contract/src/web-page.ts';

/** In development the API runs on its own port; the built app is served by the server itself. */
const apiTarget = 'http://127.0.0.1:8080';

/** Where @rc-component/util gives the style elements it adds the nonce its caller passed, if any. */
const STYLE_NONCE = /if \(csp\?\.nonce\) \{\s*styleNode\.nonce = csp\?\.nonce;\s*\}/;

/**
 * antd's building blocks add style elements through @rc-component/util without the page's nonce when
 * measuring a scrollbar (every table) and when locking the page's scrolling under a dialog or drawer
 * (react-component/util#613; the fix proposed, #744, passes the nonce to the measure only). The policy
 * refuses them, and reports each. Until a release gives them the nonce, the build makes the page's
 * nonce their default; a build in which that code is not found stops, so the next version is looked at.
 */
function rcStylesWithNonce(): Plugin {
  let given = false;
  return {
    name: 'rc-styles-with-nonce',
    // The development server sends no policy.
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/@rc-component/util/es/Dom/dynamicCSS.js') || !STYLE_NONCE.test(code)) return null;
      given = true;
      return code.replace(STYLE_NONCE, `const nonce = csp?.nonce ?? document.querySelector('meta[property="csp-nonce"]')?.nonce;
  if (nonce) styleNode.nonce = nonce;`);
    },
    buildEnd(error) {
      if (!error && !given) this.error('@rc-component/util no longer adds its style elements as it did: see whether they now carry the nonce');
    },
  };
}

/**
 * antd's static style sheet (its components' styles, read with `zeroRuntime` instead of being written
 * at run time) also declares the variables of antd's default theme, under the classes of the elements
 * it was extracted from (`.css-var-_R_0_` …, React's ids, which a nested theme of the app may get too).
 * The app's theme writes its own variables at run time: the default theme's are left out of the sheet.
 */
const DEFAULT_THEME_VARIABLES = /\.css-var-_R_[0-9a-z]+_[^{}]*\{[^{}]*\}/g;

function antdStylesWithoutDefaultTheme(): Plugin {
  return {
    name: 'antd-styles-without-default-theme',
    transform(code, id) {
      if (!id.endsWith('/antd/dist/antd.css')) return null;
      const themeless = code.replace(DEFAULT_THEME_VARIABLES, '');
      if (themeless === code) this.error('antd.css no longer declares its default theme as it did: see how its variables are now scoped');
      return themeless;
    },
  };
}

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Set while the build looks at its own chunks, so that that build does not look again. */
const ANALYSING = 'CONSOLE_WEB_FIRST_LOAD_ANALYSIS';

/**
 * The lazy modules of the two first screens, each with the feature messages it loads with it (as
 * bench/bundle-size.ts counts them): the sign-in page, and the admin layout with the home page.
 */
const SIGN_IN = ['src/features/auth/login-page.tsx', 'src/features/auth/messages.ts'];
const SIGNED_IN = ['src/shell/admin-layout.tsx', 'src/features/home/home-page.tsx', 'src/features/home/messages.ts'];

/** The modules of a chunk and of every chunk it imports statically, transitively. */
function modulesBefore(chunks: readonly Rolldown.OutputChunk[], from: readonly Rolldown.OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Rolldown.OutputChunk>();
  const pending = [...from];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    pending.push(...chunk.imports.map((file) => byFile.get(file)!));
  }
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}

/**
 * Groups the first screens' modules into few chunks, each compressed whole. Left to itself the bundler
 * cuts the first load by which lazy pages share each module, into dozens of files gzipped one by one.
 * Which modules a screen runs is known only once tree-shaking has kept what is used (the raw import
 * graph reaches, through antd's shared contexts, what only lazy pages use), so the build first builds
 * without writing and reads its chunks; then:
 * - `app`: the entry's static import graph and what both first screens use (merged into the entry's chunk);
 * - `sign-in`: what only the sign-in page uses;
 * - `shell`: what only the signed-in screens use (the customers' shell shares nearly all of it).
 * A lazy page that uses one of these modules imports its chunk; the screens' own modules (lazily
 * imported) stay chunks of their own, so that the manifest still names them.
 */
function firstLoadChunks(): Plugin {
  return {
    name: 'first-load-chunks',
    apply: 'build',
    async config() {
      if (process.env[ANALYSING]) return;
      process.env[ANALYSING] = '1';
      let output: Awaited<ReturnType<typeof build>>;
      try {
        output = await build({ root: ROOT, logLevel: 'warn', build: { write: false, minify: false, sourcemap: false, manifest: false, reportCompressedSize: false, emptyOutDir: false } });
      } finally {
        delete process.env[ANALYSING];
      }
      if (!('output' in output)) throw new Error('the first load\'s analysis build gave no single output');
      const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const facadeOf = (source: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${ROOT}${source}`);
        if (!chunk) throw new Error(`${source} is no longer a chunk of its own: has the router changed?`);
        return chunk;
      };
      const lazyEntries = new Set(chunks.filter((chunk) => chunk.isDynamicEntry).map((chunk) => chunk.facadeModuleId));
      const entry = modulesBefore(chunks, chunks.filter((chunk) => chunk.isEntry));
      const only = (modules: Set<string>) => [...modules].filter((id) => !entry.has(id) && !lazyEntries.has(id));
      const signIn = new Set(only(modulesBefore(chunks, SIGN_IN.map(facadeOf))));
      const signedIn = new Set(only(modulesBefore(chunks, SIGNED_IN.map(facadeOf))));
      const groups = [
        { name: 'app', test: (id: string) => entry.has(id) || (signIn.has(id) && signedIn.has(id)) },
        { name: 'sign-in', test: (id: string) => signIn.has(id) && !signedIn.has(id) },
        { name: 'shell', test: (id: string) => signedIn.has(id) && !signIn.has(id) },
      ].map((group) => ({ ...group, includeDependenciesRecursively: false }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}

export default defineConfig({
  plugins: [react(), rcStylesWithNonce(), antdStylesWithoutDefaultTheme(), firstLoadChunks()],
  // Every script and style of the page, and the `csp-nonce` meta the app reads, carry the slot the
  // server fills with each answer's nonce: the policy admits no inline script or style without it.
  html: { cspNonce: CSP_NONCE_SLOT },
  build: {
    manifest: true,
    // Two chunks are large on purpose: the entry's, which holds the whole first load compressed together
    // (about 660 kB, 232 kB gzipped), and the charts' ECharts (about 0.5 MB), which loads only with its
    // pages. What the first screens load is held to its own budgets by the bundle check
    // (bench/bundle-size.ts), so Vite's 500 kB warning would only be noise at every build; it still
    // speaks if a chunk grows past 800 kB.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // antd's building blocks declare no `sideEffects` though importing them does nothing: the first
      // screen's inputs need the form context, not the whole form library behind it.
      treeshake: { moduleSideEffects: [{ test: /node_modules\/@rc-component\//, sideEffects: false }] },
    },
  },
  server: {
    // `ws`: the message socket lives under the API's base too.
    proxy: { '/yl1001': { target: apiTarget, ws: true }, '/vue-admin-template': apiTarget },
  },
});
