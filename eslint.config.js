import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import webLayers from './eslint/web-layers.js';
import serverLayers from './eslint/server-layers.js';
import workspaceLayers from './eslint/workspace-layers.js';
import fileNames from './eslint/file-names.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/builds/**', '**/.vitest-tmp/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**', '**/data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An owner's messages join the web app's typed keys by an interface extending them (`AppMessages` of lib/i18n.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in apps/server/src/config only.' }],
    },
  },
  {
    files: ['apps/server/src/config/**', '**/*.config.ts', 'apps/server/test/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  ...webLayers,
  ...serverLayers,
  ...workspaceLayers,
  ...fileNames,
);
