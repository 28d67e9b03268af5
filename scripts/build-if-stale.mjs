// Builds the web app and the server when a build is missing or older than a file it is made from, so
// that `npm start` starts from the build at once when nothing changed (`npm run build` always builds).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED = ['packages/contract/src', 'package-lock.json'];
const PARTS = [
  { name: 'web app', workspace: '@console/web', built: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build.mjs', ...SHARED] },
  { name: 'server', workspace: '@console/server', built: 'apps/server/dist/main.mjs', sources: ['apps/server/src', 'apps/server/drizzle', 'apps/server/build.mjs', ...SHARED] },
];
/** Tests are not part of a build. */
const NOT_BUILT = /\.test\.tsx?$|\.test-support\.ts$/;

function newestChange(source) {
  const at = path.join(ROOT, source);
  if (!existsSync(at)) return 0;
  const stat = statSync(at);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(at, { recursive: true, withFileTypes: true })) {
    if (NOT_BUILT.test(entry.name)) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

for (const { name, workspace, built, sources } of PARTS) {
  const builtAt = existsSync(path.join(ROOT, built)) ? statSync(path.join(ROOT, built)).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestChange));
  if (builtAt > changedAt) continue;
  console.log(builtAt === 0 ? `Building the ${name}: no build yet` : `Building the ${name}: its sources changed since its build`);
  const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
