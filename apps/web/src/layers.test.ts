import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** The problems lint finds in a module placed at `file` under apps/web/src, as `rule: message`. */
async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'apps/web/src', file) });
  return result!.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

const importing = (from: string) => `import imported from '${from}';\n\nexport const probe = imported;\n`;

describe('the layers of the web app', () => {
  it('keep lib from importing a feature', async () => {
    const problems = await problemsOf('lib/probe.ts', importing('../features/users/users.page.tsx'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ may import only the layers below it/)]);
  });

  it('keep crud from importing the shell', async () => {
    const problems = await problemsOf('crud/probe.ts', importing('../shell/admin-layout.tsx'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  it('keep a feature from importing another feature', async () => {
    const problems = await problemsOf('features/users/probe.ts', importing('../roles/roles.page.tsx'));
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*features\/users may not import another feature/)]);
  });

  it('let a feature import its own folder and the layers below it', async () => {
    const code = [
      "import UsersPage from './users.page.tsx';",
      "import { CrudPage } from '../../crud/crud-page.tsx';",
      "import { useHas } from '../../components/permission.tsx';",
      "import { useSession } from '../../stores/session.store.ts';",
      "import { call } from '../../lib/request.ts';",
      '',
      'export const probe = [UsersPage, CrudPage, useHas, useSession, call];',
      '',
    ].join('\n');
    expect(await problemsOf('features/users/probe.ts', code)).toEqual([]);
  });
});
