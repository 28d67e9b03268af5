import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GeneratedCode } from '@console/contract/generator';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** What a copy of the project leaves out: what installing, building and running make. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'builds', 'data', 'test-results', 'playwright-report', '.turbo', '.test-times']);

/**
 * A copy of the project in `folder` to add generated code to: its sources copied, its installed
 * packages linked (the workspace's own packages linked to the copy's).
 */
export async function copyProject(folder: string): Promise<void> {
  await cp(ROOT, folder, { recursive: true, filter: (source) => !NOT_COPIED.has(path.basename(source)) });
  await mkdir(path.join(folder, 'node_modules/@console'), { recursive: true });
  for (const entry of await readdir(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@console') await symlink(path.join(ROOT, 'node_modules', entry), path.join(folder, 'node_modules', entry));
  }
  // A workspace's own packages (a version other than the root's) are linked where they are.
  for (const workspace of ['apps/server', 'apps/web', 'packages/contract', 'packages/open-client', 'e2e', 'bench']) {
    const own = path.join(ROOT, workspace, 'node_modules');
    if (existsSync(own)) await symlink(own, path.join(folder, workspace, 'node_modules'));
  }
  const workspaces = path.join(ROOT, 'node_modules/@console');
  for (const entry of await readdir(workspaces)) {
    const target = path.resolve(workspaces, await readlink(path.join(workspaces, entry)));
    await symlink(path.join(folder, path.relative(ROOT, target)), path.join(folder, 'node_modules/@console', entry));
  }
  // The initialised empty database the build makes is PGlite's, whatever the code: the copy's build need not make it again (5 s).
  const initialData = 'apps/server/dist/pgdata-initial.tar.gz';
  if (existsSync(path.join(ROOT, initialData))) await cp(path.join(ROOT, initialData), path.join(folder, initialData));
}

/**
 * Writes the generated files into the copy, then the lists of domains and modules that find them.
 * A domain is its own files: one that would change a file the project has is refused.
 */
export async function addGenerated(folder: string, code: GeneratedCode): Promise<void> {
  const existing = code.files.filter((file) => existsSync(path.join(folder, file.path))).map((file) => file.path);
  if (existing.length > 0) throw new Error(`The generated domain would change files the project has: ${existing.join(', ')}`);
  for (const file of code.files) {
    await mkdir(path.dirname(path.join(folder, file.path)), { recursive: true });
    await writeFile(path.join(folder, file.path), file.content);
  }
  await promisify(execFile)('node', ['scripts/domain-index.mjs'], { cwd: folder });
}
