import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** The problems lint finds in a module placed at `file` of the project, as `rule: message`. */
async function problemsAt(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

/** The problems lint finds in a module placed at `file` under apps/server/src. */
const problemsOf = (file: string, code: string) => problemsAt(join('apps/server/src', file), code);

const importing = (...paths: string[]) =>
  `${paths.map((path, index) => `import * as imported${index} from '${path}';`).join('\n')}\n\nexport const probe = [${paths.map((_, index) => `imported${index}`).join(', ')}];\n`;

describe('the layers of the server', () => {
  it('keep shared code from knowing a domain', async () => {
    expect(await problemsOf('platform/probe.ts', importing('../modules/users/users.table.ts')))
      .toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*platform\/ is shared code and knows no domain/)]);
    expect(await problemsOf('crud/probe.ts', importing('../modules.ts'))).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  it('keep a module from using another module\'s internals', async () => {
    expect(await problemsOf('modules/domains/probe.ts', importing('../users/users.service.ts')))
      .toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*modules\/domains may use another module only through its \*\.table\.ts and \*\.api\.ts/)]);
  });

  it('let a module use its own folder, the shared code and other modules\' tables and interfaces', async () => {
    const code = importing('./domains.service.ts', '../../crud/crud-service.ts', '../users/users.table.ts', '../users/users.api.ts', '../../module.ts');
    expect(await problemsOf('modules/domains/probe.ts', code)).toEqual([]);
  });
});

describe('the layers of the other workspaces', () => {
  it('catch an import cycle in the contract', async () => {
    // crud-declaration.ts imports crud.ts: crud.ts importing it back closes a circle.
    const problems = await problemsAt('packages/contract/src/crud.ts', importing('./crud-declaration.ts'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('keep the contract\'s shared parts from knowing a domain, even by a type', async () => {
    const problems = await problemsAt('packages/contract/src/route.ts', "import type { IsvRecord } from './routes/open-platform.ts';\n\nexport type Probe = IsvRecord;\n");
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*the contract's shared parts know no domain/)]);
  });

  it('keep a contract domain from importing the list of every domain', async () => {
    const problems = await problemsAt('packages/contract/src/routes/cache.ts', importing('../index.ts'));
    expect(problems).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*does not import the lists of every domain/));
  });

  it('keep the partners\' client apart from the project', async () => {
    const problems = await problemsAt('packages/open-client/src/probe.ts', importing('../../contract/src/index.ts'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*open-client is handed to partners on its own/)]);
  });

  it('keep the browser specs from importing the web app or the server\'s internals', async () => {
    expect(await problemsAt('e2e/specs/probe.ts', importing('../../apps/web/src/lib/i18n.ts')))
      .toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*e2e drives the web app in a browser/)]);
    expect(await problemsAt('e2e/specs/probe.ts', importing('../../apps/server/src/modules/users/users.service.ts')))
      .toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*a spec reaches the server through the browser/)]);
  });

  it('keep the benches\' helpers from importing a bench', async () => {
    const problems = await problemsAt('bench/probe.ts', importing('./api.bench.ts'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*a bench helper imports no bench/)]);
  });
});

describe('the names of the tree', () => {
  it('refuse a file or folder name that is not kebab-case, and an import of one', async () => {
    expect(await problemsAt('apps/web/src/shell/TopBar.tsx', 'export const probe = 1;\n'))
      .toEqual([expect.stringMatching(/^names\/kebab-case: TopBar\.tsx: every file and folder name is kebab-case/)]);
    expect(await problemsAt('apps/server/src/modules/Users_v2/users.table.ts', 'export const probe = 1;\n'))
      .toEqual([expect.stringMatching(/^names\/kebab-case: Users_v2: /)]);
    expect(await problemsAt('apps/web/src/shell/probe.ts', "import './TagsView.module.css';\n"))
      .toContainEqual(expect.stringMatching(/^names\/kebab-case: TagsView\.module\.css: /));
  });

  it('take kebab-case words with dotted roles', async () => {
    expect(await problemsAt('apps/web/src/features/web-services/web-services.page.tsx', "import './web-service-apis.tsx';\n")).toEqual([]);
  });
});
