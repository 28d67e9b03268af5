/**
 * What the browser downloads before the first pages show, gzipped, against budgets. Not a test:
 * run `npm run build` first, then `npm run bench:bundle -w @console/bench`. Reads the Vite manifest
 * of `apps/web/dist`; exits non-zero when a figure is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const MANIFEST = `${DIST}.vite/manifest.json`;

const ENTRY = 'index.html';
const LOGIN_PAGE = 'src/features/auth/login-page.tsx';
const HOME_PAGE = 'src/features/home/home-page.tsx';
/** A page's feature messages load with it, a chunk of their own (`app/features.ts`). */
const LOGIN_MESSAGES = 'src/features/auth/messages.ts';
const HOME_MESSAGES = 'src/features/home/messages.ts';
/** The admin layout, which the router loads after sign-in. */
const SHELL = 'src/shell/admin-layout.tsx';
/** A page's module, by the naming rule of the features (`users.page.tsx`, `login-page.tsx`). */
const PAGE_MODULE = /(\.page|Page)\.tsx$/;

const KB = 1000;
const BUDGETS_KB = { beforeSignIn: 250, beforeHome: 300, pageChunk: 60 };

interface ManifestChunk { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

const gzipBytes = (file: string) => gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length;

/** The chunks the browser fetches to run these manifest entries: themselves and their static imports, transitively. */
function closureOf(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const pending = keys.filter((key) => key in manifest);
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]!.imports ?? []));
  }
  return [...seen].map((key) => manifest[key]!);
}

/** Gzipped JavaScript and CSS of a set of chunks, each file counted once. */
function weightOf(chunks: readonly ManifestChunk[]) {
  const scripts = new Set(chunks.map((chunk) => chunk.file));
  const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
  return { js: sum(scripts), css: sum(styles), files: scripts.size };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Prints a figure against its budget; whether it is within. */
function report(label: string, bytes: number, budgetKb: number): boolean {
  const within = bytes <= budgetKb * KB;
  console.log(`${within ? 'ok  ' : 'OVER'} ${label}: ${kb(bytes)} (budget ${budgetKb} kB)`);
  return within;
}

function main() {
  if (!existsSync(MANIFEST)) {
    console.error(`No ${MANIFEST}: run \`npm run build\` first (the web build writes its manifest).`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  for (const required of [ENTRY, LOGIN_PAGE, HOME_PAGE, LOGIN_MESSAGES, HOME_MESSAGES]) {
    if (!(required in manifest)) throw new Error(`${required} is not in the manifest: has the router changed?`);
  }

  const beforeSignIn = weightOf(closureOf(manifest, [ENTRY, LOGIN_PAGE, LOGIN_MESSAGES]));
  const beforeHome = weightOf(closureOf(manifest, [ENTRY, SHELL, HOME_PAGE, HOME_MESSAGES]));
  const afterHome = new Set(closureOf(manifest, [ENTRY, SHELL, HOME_PAGE, HOME_MESSAGES]).map((chunk) => chunk.file));
  const pages = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && PAGE_MODULE.test(key))
    .map(([key, chunk]) => ({
      src: key,
      bytes: gzipBytes(chunk.file),
      withKit: weightOf(closureOf(manifest, [key]).filter((needed) => !afterHome.has(needed.file))).js,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const mostNeeded = [...pages].sort((a, b) => b.withKit - a.withKit)[0];
  const onDemand = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !PAGE_MODULE.test(key))
    .map(([key, chunk]) => ({ src: key, bytes: gzipBytes(chunk.file) }))
    .filter((part) => part.bytes > BUDGETS_KB.pageChunk * KB);

  console.log(`gzip level 9, 1 kB = ${KB} bytes; each file counted once per figure\n`);
  const results = [
    report(`(a) JavaScript before the sign-in page (${beforeSignIn.files} files)`, beforeSignIn.js, BUDGETS_KB.beforeSignIn),
    report(`(b) JavaScript before the signed-in home page (${beforeHome.files} files)`, beforeHome.js, BUDGETS_KB.beforeHome),
  ];
  console.log(`     CSS before the sign-in page: ${kb(beforeSignIn.css)}; before the home page: ${kb(beforeHome.css)} (no budget)`);
  const heavy = pages.filter((page) => page.bytes > BUDGETS_KB.pageChunk * KB);
  console.log(`(c) page chunks over ${BUDGETS_KB.pageChunk} kB: ${heavy.length} of ${pages.length}; largest ${pages[0]?.src} ${kb(pages[0]?.bytes ?? 0)}`);
  for (const page of heavy) results.push(report(`    ${page.src}`, page.bytes, BUDGETS_KB.pageChunk));
  if (mostNeeded) console.log(`     the most a first page fetches after the home page, shared parts included (no budget): ${mostNeeded.src} ${kb(mostNeeded.withKit)}`);
  for (const part of onDemand) console.log(`     loaded on demand, when first used (no budget): ${part.src} ${kb(part.bytes)}`);
  process.exit(results.every(Boolean) ? 0 : 1);
}

main();
