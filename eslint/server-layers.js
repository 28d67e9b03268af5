import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const SRC = join(SERVER, 'src');
const MODULES = join(SRC, 'modules');

/** Shared code knows no domain: each of these folders may not import what sits above it. */
const SHARED = [
  { folder: 'config', above: ['platform', 'http', 'crud', 'modules', 'module.ts', 'modules.ts', 'module-order.ts', 'build-modules.ts', 'app.ts'] },
  { folder: 'platform', above: ['http', 'crud', 'modules', 'module.ts', 'modules.ts', 'module-order.ts', 'build-modules.ts', 'app.ts'] },
  { folder: 'http', above: ['crud', 'modules', 'module.ts', 'modules.ts', 'module-order.ts', 'build-modules.ts', 'app.ts'] },
  { folder: 'crud', above: ['modules', 'module.ts', 'modules.ts', 'module-order.ts', 'build-modules.ts', 'app.ts'] },
];

const ORDER = 'config < platform < http < crud < module.ts < modules/* < modules.ts < module-order.ts, build-modules.ts, app.ts';

const sharedZones = SHARED.map(({ folder, above }) => ({
  target: join(SRC, folder),
  from: above.map((name) => join(SRC, name)),
  message: `${folder}/ is shared code and knows no domain: ${ORDER}.`,
}));

/** A module uses another only through its tables (for joins) and its `*.api.ts` interface. */
const moduleZones = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: join(MODULES, name),
    from: `${MODULES}/**`,
    except: [`${MODULES}/${name}/**`, `${MODULES}/*/*.table.ts`, `${MODULES}/*/*.api.ts`],
    message: `modules/${name} may use another module only through its *.table.ts and *.api.ts.`,
  }));

export default [
  {
    files: ['apps/server/{src,test}/**/*.ts', 'apps/server/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(SERVER, 'tsconfig.json') })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests assemble several layers to try them together; the layers hold for everything they test.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-support.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...sharedZones, ...moduleZones] }] },
  },
];
