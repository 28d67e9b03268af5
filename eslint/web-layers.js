import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');
const SRC = join(WEB, 'src');

/**
 * The layers of the web app, lowest first. A folder may import its own layer and those below it;
 * features and the shell stand side by side, and only the app puts them together.
 */
const LAYERS = [['lib'], ['stores'], ['components'], ['crud'], ['features', 'shell'], ['app']];

const ORDER = LAYERS.map((names) => names.join(' = ')).join(' < ');

const layerZones = LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((folder) => ({
    target: join(SRC, folder),
    from: [...LAYERS.slice(index + 1).flat(), ...layer.filter((other) => other !== folder)].map((other) => join(SRC, other)),
    message: `${folder}/ may import only the layers below it: ${ORDER}.`,
  })));

/** A feature imports no other feature: what two features share goes to components/ or crud/. */
const featureZones = readdirSync(join(SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: join(SRC, 'features', name),
    from: join(SRC, 'features'),
    except: [`./${name}`],
    message: `features/${name} may not import another feature: move what they share to components/ or crud/.`,
  }));

const TESTS = ['apps/web/src/test/**', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*-harness.{ts,tsx}'];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(WEB, 'tsconfig.json') })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests assemble several layers to try them together; the layers hold for everything they test.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }] },
  },
];
