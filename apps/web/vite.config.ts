import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), rcStylesWithNonce()],
  // Every script and style of the page, and the `csp-nonce` meta the app reads, carry the slot the
  // server fills with each answer's nonce: the policy admits no inline script or style without it.
  html: { cspNonce: CSP_NONCE_SLOT },
  build: {
    manifest: true,
    // Two chunks are large on purpose and load only with their pages: the API reference's Swagger UI
    // (about 1.3 MB) and the charts' ECharts (about 0.5 MB). What the first screens load is held to its
    // own budgets by the bundle check (bench/bundle-size.ts), so Vite's 500 kB warning would only be noise
    // at every build; it still speaks if a chunk grows past either library.
    chunkSizeWarningLimit: 1_500,
    rolldownOptions: {
      // antd's building blocks declare no `sideEffects` though importing them does nothing: the first
      // screen's inputs need the form context, not the whole form library behind it.
      treeshake: { moduleSideEffects: [{ test: /node_modules\/@rc-component\//, sideEffects: false }] },
      // The entry's static import graph in one chunk with the entry, compressed together: left to itself the
      // bundler cuts it by which lazy pages share each module, into dozens of files each gzipped alone
      // (`$initial` names the modules the entry's code uses, after tree-shaking; their dependencies are
      // not added on the raw import graph, which would bring in what only lazy pages use).
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }] } },
    },
  },
  server: {
    // `ws`: the message socket lives under the API's base too.
    proxy: { '/yl1001': { target: apiTarget, ws: true }, '/vue-admin-template': apiTarget },
  },
});
