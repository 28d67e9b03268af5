import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** The problems lint finds in a module placed at `file` under apps/server/src, as `rule: message`. */
async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'apps/server/src', file) });
  return result!.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

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
