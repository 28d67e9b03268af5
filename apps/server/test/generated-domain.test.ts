import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { namesOf } from '@console/contract';
import { entityDefinition, type EntityDefinitionInput, type GeneratedCode } from '@console/contract/generator';
import { generate } from '../src/modules/generator/emit/generate.ts';
import { knownReference } from '../src/modules/generator/generation-context.ts';
import { projectTables } from '../src/modules/generator/project-tables.ts';
import { EVERY_TYPE } from '../src/modules/generator/generator.test-support.ts';
import { addGenerated, copyProject } from './generated-project.ts';

const execute = promisify(execFile);

/** Runs a command; a failure says what it printed (tsc and eslint print their findings on stdout). */
async function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<{ stdout: string }> {
  try {
    return await execute(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/**
 * A plain domain: nothing to look up or store before its tests (no reference, no file field). Its
 * contract file exports `followRecord` and `FollowRecord`, which the company-watch domain's exports
 * too: each domain's names are its own.
 */
const PLAIN: EntityDefinitionInput = {
  name: 'follow',
  label: '关注',
  labelEn: 'follow',
  fields: [
    { name: 'target', label: '关注对象', type: 'text', required: true, unique: true, maxLength: 20, search: 'contains', sortable: true },
    { name: 'level', label: '关注度', type: 'integer', min: -5, max: 50, search: 'exact' },
    { name: 'muted', label: '免打扰', type: 'boolean' },
  ],
};

/** One field of every type, under a label that tries to break out of its strings. */
const EVERY_TYPE_HOSTILE: EntityDefinitionInput = { ...EVERY_TYPE, label: "培训室 'A' `${x}` */" };

/** A reference and a dictionary field, both required, and a reference to a record of its own table. */
const REFERENCE_AND_DICT: EntityDefinitionInput = {
  name: 'deskBooking',
  label: '工位预订',
  labelEn: 'desk booking',
  fields: [
    { name: 'bookedBy', label: '预订人', type: 'reference', references: 'users', required: true, search: 'exact' },
    { name: 'gender', label: '性别', type: 'dict', dictType: 'sex', required: true, search: 'exact' },
    { name: 'note', label: '备注', type: 'text', search: 'contains' },
    { name: 'movedFrom', label: '改自', type: 'reference', references: 'desk_bookings' },
  ],
};

/** The code of a definition, with the context the running server would give it (the project's tables, a value of each dictionary). */
async function codeOf(input: EntityDefinitionInput, nextMigration: string, dictValues: Record<string, string>): Promise<GeneratedCode> {
  const entity = entityDefinition.parse(input);
  const tables = await projectTables();
  const refs = new Map(entity.fields.filter((field) => field.type === 'reference').map((field) => [field.name, knownReference(entity, field, tables)!]));
  return generate(entity, 'all', { refs, dictValues: new Map(Object.entries(dictValues)), nextMigration });
}

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/**
 * The proof that generated code works: three domains — a plain one, one with a field of every type (a
 * reference and a file among them) and one naming a record of its own table — generated into a copy of
 * the project as new files only (no file the project has is changed), their migrations written by drizzle-kit (and the same as
 * the generated ones), then the project's type check, the linter and the generated domains' own API and
 * page tests, all passing.
 */
describe('generated domains in a copy of the project', () => {
  it('type-check, lint and pass their own API and page tests', { timeout: 600_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'generated-project-'));
    folders.push(folder);
    await copyProject(folder);
    const journal = JSON.parse(await readFile(path.join(folder, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const definitions: { input: EntityDefinitionInput; dictValues: Record<string, string> }[] = [
      { input: PLAIN, dictValues: {} },
      { input: EVERY_TYPE_HOSTILE, dictValues: { sys_status: '1' } },
      { input: REFERENCE_AND_DICT, dictValues: { sex: '1' } },
    ];
    const server = path.join(folder, 'apps/server');
    const domains: GeneratedCode[] = [];
    for (const [at, { input, dictValues }] of definitions.entries()) {
      const number = String(journal.entries.length + at).padStart(4, '0');
      const code = await codeOf(input, number, dictValues);
      domains.push(code);
      await addGenerated(folder, { ...code, files: code.files.filter((file) => file.language !== 'sql') });
      const { table } = namesOf(input.name);
      await run('npx', ['drizzle-kit', 'generate', '--name', table], { cwd: server });
      const written = await readFile(path.join(server, `drizzle/${number}_${table}.sql`), 'utf8');
      expect(written).toBe(code.files.find((file) => file.language === 'sql')!.content);
    }

    // The workspaces' own type checks, side by side. The contract's sources are part of the server's program (and the
    // web's): checking them on their own would check them again.
    await Promise.all(['@console/server', '@console/web'].map((workspace) => run('npm', ['run', 'typecheck', '-w', workspace], { cwd: folder })));
    const generated = domains.flatMap((code) => code.files.map((file) => file.path)).filter((file) => !file.endsWith('.sql'));
    await run('npx', ['eslint', ...generated], { cwd: folder });
    const testsOf = (workspace: string, ending: string) =>
      generated.filter((file) => file.startsWith(`${workspace}/`) && file.endsWith(ending)).map((file) => path.relative(workspace, file));
    const env = { ...process.env, DATABASE_URL: '', REDIS_URL: '', NO_COLOR: '1', KEEP_TEST_TEMPLATE: '1' };
    const [api, pages] = await Promise.all([
      run('npx', ['vitest', 'run', '--project', 'embedded', ...testsOf('apps/server', '.test.ts')], { cwd: server, env }),
      run('npx', ['vitest', 'run', ...testsOf('apps/web', '.test.tsx')], { cwd: path.join(folder, 'apps/web'), env }),
    ]);
    expect(api.stdout).toMatch(/Test Files\s+3 passed/);
    expect(pages.stdout).toMatch(/Test Files\s+3 passed/);
  });
});
