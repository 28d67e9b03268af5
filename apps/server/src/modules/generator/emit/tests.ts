import type { Names } from '@console/contract';
import type { EntityDefinition, GeneratorField } from '@console/contract/generator';
import { textMax } from './fields.ts';
import { tsNumber, tsString } from './literals.ts';
import type { Refs } from './server.ts';

/** What the generated test needs to know beyond the definition: a value of each dictionary it uses. */
export interface TestSamples {
  dictValues: ReadonlyMap<string, string>;
}

/** Whether the serials the test uses (1 to 9) are values of an integer field. */
const takesSerials = (field: GeneratorField) => (field.min ?? 1) <= 1 && (field.max ?? 9) >= 9;

/**
 * A valid value of a field as code: different for each \`serial\` of the test (1 to 9) where the
 * type allows, so that unique fields stay unique; references and files are looked up or made by the test.
 */
function sampleOf(field: GeneratorField, samples: TestSamples, refs: Refs): string {
  switch (field.type) {
    case 'text':
    case 'longText':
      return `\`\${serial}\${stamp}\`.slice(0, ${textMax(field)})`;
    case 'dict':
      return tsString(samples.dictValues.get(field.dictType!) ?? '');
    case 'integer':
      return takesSerials(field) ? 'serial' : tsNumber(field.min ?? field.max ?? 0);
    case 'decimal':
      return tsNumber(Math.min(field.max ?? 1.25, Math.max(field.min ?? 1.25, 1.25)));
    case 'boolean':
      return 'serial % 2 === 1';
    case 'date':
      return '`2026-01-1${serial}`';
    case 'dateTime':
      return '`2026-01-1${serial}T08:30:00.000Z`';
    case 'reference':
      return refs.get(field.name)!.importPath ? `referenced.${field.name}!` : 'null';
    case 'file':
      return 'storedFile.id';
  }
}

/** The tests of the records a reference field offers, and of a record naming one of its own table. */
function referenceTests(references: GeneratorField[], refs: Refs, names: Names): string {
  return references.map((field) => {
    const choices = `(await t.call('GET', '${names.path}/choices/${field.name}', { token: t.admin })).json().data.map((choice: { id: number }) => choice.id)`;
    if (refs.get(field.name)!.importPath) {
      return `
  it('offers the records ${field.name} may name', async () => {
    expect(${choices}).toContain(referenced.${field.name});
  });
`;
    }
    return `
  it('names a record of its own table as ${field.name}, which then cannot be deleted before it', async () => {
    const parent = (await save(valid(8))).json().data;
    const child = await save({ ...valid(9), ${field.name}: parent.id });
    expect(child.statusCode, child.body).toBe(200);
    expect(${choices}).toContain(parent.id);
    expect((await remove(String(parent.id))).statusCode).toBe(409);
  });
`;
  }).join('');
}

/** The test that a file field holds a stored file only, and answers it. */
const fileTest = (field: GeneratorField) => `
  it('keeps the stored file of ${field.name} and refuses one that is not stored', async () => {
    const { id } = (await save(valid(6))).json().data;
    expect((await info(id)).json().data.${field.name}).toMatchObject({ id: storedFile.id, name: 'sample.txt' });
    const refused = await update({ id, ${field.name}: 2_147_483_647 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().status_desc).toMatch(/^参数错误：${field.name}/);
  });
`;

/** `<folder>.test.ts`: the API tests of the generated domain, as every domain has them. */
export function testFile(entity: EntityDefinition, names: Names, refs: Refs, samples: TestSamples): string {
  const references = entity.fields.filter((field) => field.type === 'reference');
  const others = references.filter((field) => refs.get(field.name)!.importPath);
  const file = entity.fields.find((field) => field.type === 'file');
  const files = file !== undefined;
  const required = entity.fields.filter((field) => field.required);
  const unique = entity.fields.find((field) => field.unique);
  const dict = entity.fields.find((field) => field.type === 'dict');
  const values = `{\n${entity.fields.map((field) => `  ${field.name}: ${sampleOf(field, samples, refs)},`).join('\n')}\n})`;
  const beforeAllBody = [
    ...others.map((field) => {
      const table = refs.get(field.name)!.exportName;
      return `  const [${field.name}Row] = await t.database.db.select({ id: ${table}.id }).from(${table}).orderBy(asc(${table}.id)).limit(1);
  referenced.${field.name} = ${field.name}Row!.id;`;
    }),
    ...(files ? ["  storedFile = (await fileCalls(t).uploadAttachment('sample.txt', Buffer.from('sample'))).json().data;"] : []),
  ];
  // A domain with nothing to look up or store before its tests (no reference to another table, no file) has no beforeAll.
  const imports = [
    `import { ${beforeAllBody.length > 0 ? 'beforeAll, ' : ''}describe, expect, it } from 'vitest';`,
    ...(others.length > 0 ? ["import { asc } from 'drizzle-orm';"] : []),
    `import { ${names.plural}Messages } from '@console/contract/${names.folder}';`,
    "import { useFileApp } from '../../../test/harness.ts';",
    ...(files ? ["import { fileCalls, freshDataDir } from '../files/files.test-support.ts';"] : []),
    ...[...new Map(others.map((field) => [refs.get(field.name)!.exportName, refs.get(field.name)!])).values()]
      .map((ref) => `import { ${ref.exportName} } from '${ref.importPath}';`),
  ];
  const setup = [
    ...(others.length > 0 ? [`const referenced: Record<string, number> = {};`] : []),
    ...(files ? ['let storedFile: { id: number };'] : []),
  ];
  const name = tsString(entity.labelEn);
  return `${imports.join('\n')}

const t = useFileApp(${files ? '{ dataDir: freshDataDir() }' : ''});
const stamp = Date.now().toString(36);
${setup.join('\n')}
${beforeAllBody.length > 0 ? `beforeAll(async () => {\n${beforeAllBody.join('\n')}\n});\n` : ''}
type Body = Record<string, unknown>;
const save = (json: Body, token = t.admin) => t.call('POST', '${names.path}/save', { token, json });
const update = (json: Body, token = t.admin) => t.call('POST', '${names.path}/update', { token, json });
const list = (json: Body = {}, token = t.admin) => t.call('POST', '${names.path}/list', { token, json });
const info = (id: number, token = t.admin) => t.call('GET', \`${names.path}/info/\${id}\`, { token });
const remove = (ids: string, token = t.admin) => t.call('GET', \`${names.path}/delByIds/\${ids}\`, { token });
const valid = (serial: number): Body => (${values};

describe(${name}, () => {
  it('creates a record, lists it, changes it and deletes it', async () => {
    const created = await save(valid(1));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect((await list({ pageSize: 100 })).json().data.records.map((record: { id: number }) => record.id)).toContain(id);
    expect((await info(id)).json().data).toMatchObject({ id });
    const changed = await update({ id, ...valid(2) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await remove(String(id))).json().data).toEqual({ deleted: 1 });
    expect((await info(id)).statusCode).toBe(404);
  });
${required.length === 0 ? '' : `
  it('refuses a record without a required field, naming it', async () => {
    for (const field of [${required.map((field) => `'${field.name}'`).join(', ')}]) {
      const { [field]: _left, ...rest } = valid(3);
      const refused = await save(rest);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().status_desc).toMatch(new RegExp(\`^参数错误：\${field}\`));
    }
  });
`}${unique === undefined ? '' : `
  it('refuses a second record with the same ${unique.name}', async () => {
    const first = valid(4);
    expect((await save(first)).statusCode).toBe(200);
    expect((await save({ ...valid(5), ${unique.name}: first.${unique.name} })).statusCode).toBe(409);
  });
`}${dict === undefined ? '' : `
  it('refuses a value that is not in its dictionary', async () => {
    const refused = await save({ ...valid(6), ${dict.name}: 'not-a-dictionary-value' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().status_desc).toMatch(/^参数错误：${dict.name}/);
  });
`}${referenceTests(references, refs, names)}${file === undefined ? '' : fileTest(file)}
  it('keeps adding to holders of add', async () => {
    await t.createUser(\`viewer-\${stamp}\`, 'viewer-password-1', { '${names.page}': ['view'] });
    const viewer = await t.login(\`viewer-\${stamp}\`, 'viewer-password-1');
    expect((await list({}, viewer)).statusCode).toBe(200);
    expect((await save(valid(7), viewer)).statusCode).toBe(403);
  });

  it('answers 404 for a record that does not exist, in the language of the reader', async () => {
    expect((await info(2_147_483_647)).json()).toMatchObject({ code: 404, status_desc: ${names.plural}Messages.zh.notFound });
    const english = await t.call('GET', '${names.path}/info/2147483647', { token: t.admin, headers: { 'accept-language': 'en' } });
    expect(english.json().status_desc).toBe(${names.plural}Messages.en.notFound);
  });
});
`;
}
