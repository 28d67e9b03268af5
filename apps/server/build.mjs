// Builds the server into one ES module, `dist/main.mjs`: its own code and the contract's, compiled
// once, beside the packages it imports from node_modules as they are. See docs/decisions.md. The
// commands `npm run backup` and `npm run restore` are built beside it (`dist/backup.mjs`, `dist/restore.mjs`).
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
  external: Object.keys(packageJson.dependencies),
  metafile: true,
  logLevel: 'warning',
});
const bundled = Object.keys(metafile.inputs).filter((input) => input.includes('node_modules/'));
if (bundled.length > 0) throw new Error(`The server imports packages it does not depend on:\n${bundled.join('\n')}`);
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
