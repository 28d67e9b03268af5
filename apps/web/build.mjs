// Builds the web app into a folder of its own under `builds/` and then points `dist` at it, in one
// rename: a server starting meanwhile finds either the last whole build or the new whole one, and a
// running server keeps the build it started on (it serves `dist` as resolved at its start), so a page
// that has loaded its entry still gets its chunks. The build before the new one stays for such pages;
// older ones are removed.
import { existsSync, lstatSync } from 'node:fs';
import { readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

const ROOT = import.meta.dirname;
const BUILDS = path.join(ROOT, 'builds');
const CURRENT = path.join(ROOT, 'dist');
const KEPT = 2;

const name = `${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`;
await build({ root: ROOT, logLevel: 'warn', build: { outDir: path.join(BUILDS, name), emptyOutDir: true } });

const link = `${CURRENT}.switching-${process.pid}`;
await symlink(path.join('builds', name), link);
// `dist` was a folder before builds were switched by a link: a link cannot replace a folder.
if (existsSync(CURRENT) && !lstatSync(CURRENT).isSymbolicLink()) await rm(CURRENT, { recursive: true });
await rename(link, CURRENT);

const older = (await readdir(BUILDS)).sort().reverse().slice(KEPT);
await Promise.all(older.map((folder) => rm(path.join(BUILDS, folder), { recursive: true, force: true })));
