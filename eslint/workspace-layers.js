import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = join(ROOT, 'packages', 'contract', 'src');
const OPEN_CLIENT = join(ROOT, 'packages', 'open-client', 'src');
const SERVER = join(ROOT, 'apps', 'server');
const WEB = join(ROOT, 'apps', 'web');
const E2E = join(ROOT, 'e2e');
const BENCH = join(ROOT, 'bench');

/** What a workspace may resolve its imports with: its own TypeScript project. */
const importSettings = (tsconfig) => ({
  'import-x/extensions': ['.ts', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfig })],
});

const CONTRACT_ORDER = 'shared parts (route.ts, crud.ts, messages.ts …) < routes/<domain>.ts < domains.ts < contract-names.ts, page-tree.ts < index.ts';

/** The contract's files that gather every domain. */
const GATHERING = ['domains.ts', 'contract-names.ts', 'page-tree.ts', 'index.ts'].map((file) => join(CONTRACT, file));

/**
 * The contract: its shared parts know no domain, a domain file may use another's schemas but never the
 * lists that gather every domain, and the contract knows none of the workspaces that use it.
 */
const contractZones = [
  {
    target: `${CONTRACT}/!(domains|contract-names|page-tree|index).ts`,
    from: [join(CONTRACT, 'routes'), ...GATHERING],
    message: `the contract's shared parts know no domain: ${CONTRACT_ORDER}.`,
  },
  {
    target: join(CONTRACT, 'routes'),
    from: GATHERING,
    message: `a domain of the contract does not import the lists of every domain: ${CONTRACT_ORDER}.`,
  },
  {
    target: CONTRACT,
    from: [join(ROOT, 'apps'), E2E, BENCH, OPEN_CLIENT],
    message: 'the contract is what the workspaces share: it imports none of them.',
  },
];

/** The partners' client is handed to outside partners: it stands alone, signing below the client below its face. */
const openClientZones = [
  {
    target: OPEN_CLIENT,
    from: [join(ROOT, 'apps'), join(ROOT, 'packages', 'contract'), E2E, BENCH],
    message: "open-client is handed to partners on its own: it imports nothing of the project's.",
  },
  {
    target: join(OPEN_CLIENT, 'signing.ts'),
    from: [join(OPEN_CLIENT, 'client.ts'), join(OPEN_CLIENT, 'index.ts')],
    message: 'open-client: signing.ts < client.ts < index.ts.',
  },
  {
    target: join(OPEN_CLIENT, 'client.ts'),
    from: join(OPEN_CLIENT, 'index.ts'),
    message: 'open-client: signing.ts < client.ts < index.ts.',
  },
];

/**
 * The browser specs drive the built product as a person does: they never import the web app, and the
 * server only through the fixtures that seed it and a module's `*.test-support.ts` (a stand-in of an
 * outside service). Fixtures know no spec; a spec shares with others only through helpers, never a spec.
 */
const e2eZones = [
  {
    target: E2E,
    from: [WEB, BENCH],
    message: 'e2e drives the web app in a browser: it imports neither the web app nor the benches.',
  },
  {
    target: join(E2E, 'specs'),
    from: `${SERVER}/src/**`,
    except: [`${SERVER}/src/**/*.test-support.ts`],
    message: "a spec reaches the server through the browser, its fixtures (seeding) or a module's *.test-support.ts.",
  },
  {
    target: join(E2E, 'fixtures'),
    from: join(E2E, 'specs'),
    message: 'e2e fixtures are below the specs: they import none.',
  },
  {
    target: join(E2E, 'specs'),
    from: `${E2E}/specs/*.spec.ts`,
    message: 'a spec imports no other spec: what specs share goes to a helper.',
  },
];

/**
 * The benches measure the server and the built product: they never import the web app's sources or the
 * browser specs, and the helpers they share (bench-env, side-by-side …) import no bench.
 */
const benchZones = [
  {
    target: BENCH,
    from: [join(WEB, 'src'), E2E],
    message: "the benches measure the built web app, never its sources; they import nothing of e2e's.",
  },
  {
    target: `${BENCH}/!(*.bench).{ts,mjs}`,
    from: `${BENCH}/*.bench.ts`,
    message: 'a bench helper imports no bench: benches stand on the helpers.',
  },
  {
    target: `${BENCH}/*.bench.ts`,
    from: `${BENCH}/*.bench.ts`,
    message: 'a bench imports no other bench: what they share goes to a helper.',
  },
];

const workspace = (files, tsconfig, zones) => ({
  files,
  plugins: { 'import-x': importX },
  settings: importSettings(tsconfig),
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': ['error', { zones }],
  },
});

export default [
  workspace(['packages/contract/src/**/*.ts'], join(ROOT, 'packages', 'contract', 'tsconfig.json'), contractZones),
  workspace(['packages/open-client/src/**/*.ts'], join(ROOT, 'packages', 'open-client', 'tsconfig.json'), openClientZones),
  workspace(['e2e/**/*.ts'], join(E2E, 'tsconfig.json'), e2eZones),
  workspace(['bench/**/*.{ts,mjs}'], join(BENCH, 'tsconfig.json'), benchZones),
];
