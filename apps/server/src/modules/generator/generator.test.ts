import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import ts from 'typescript';
import { GENERATOR_FIELDS_MAX, type GeneratedCode } from '@console/contract/generator';
import { useFileApp } from '../../../test/harness.ts';
import { EVERY_TYPE } from './generator.test-support.ts';

const t = useFileApp();

type Body = Record<string, unknown>;
const generate = (entity: string, target: string, json: Body, token = t.admin) => t.call('POST', `/generate/table/${entity}/${target}`, { token, json });
const saveDefinition = (json: Body, token = t.admin) => t.call('POST', '/generate/definition/save', { token, json });

const filesOf = (code: GeneratedCode) => new Map(code.files.map((file) => [file.path, file.content]));

/** The syntax errors TypeScript finds in a generated file (no type check: the proof of that is the generated project's own). */
function syntaxErrors(path: string, content: string): string[] {
  const output = ts.transpileModule(content, { fileName: path, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext } });
  return (output.diagnostics ?? []).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('generating a domain', () => {
  it('answers every file of a domain in the shape of the project, and the command left to run', async () => {
    const response = await generate('trainingRoom', 'all', EVERY_TYPE);
    expect(response.statusCode, response.body).toBe(200);
    const code = response.json().data as GeneratedCode;
    const files = filesOf(code);
    expect([...files.keys()]).toEqual([
      'packages/contract/src/routes/training-rooms.ts',
      'packages/contract/src/placed-pages/training-rooms.ts',
      'apps/server/src/modules/training-rooms/training-rooms.table.ts',
      'apps/server/src/modules/training-rooms/training-rooms.service.ts',
      'apps/server/src/modules/training-rooms/training-rooms.module.ts',
      expect.stringMatching(/^apps\/server\/drizzle\/\d{4}_training_rooms\.sql$/),
      'apps/web/src/features/training-rooms/feature.ts',
      'apps/web/src/features/training-rooms/messages.ts',
      'apps/web/src/features/training-rooms/training-rooms.resource.tsx',
      'apps/web/src/features/training-rooms/training-rooms.page.tsx',
      'apps/server/src/modules/training-rooms/training-rooms.test.ts',
      'apps/web/src/features/training-rooms/training-rooms.test.tsx',
    ]);
    for (const file of code.files.filter((candidate) => candidate.language !== 'sql')) expect(syntaxErrors(file.path, file.content), file.path).toEqual([]);
    const contract = files.get('packages/contract/src/routes/training-rooms.ts')!;
    expect(contract).toContain("page: 'training-room-manage'");
    expect(contract).toContain("list: 'POST /training-room/list'");
    expect(contract).toMatch(/seatsFrom: filterBy\.custom\(numberFilter\)/);
    expect(files.get('apps/server/src/modules/training-rooms/training-rooms.table.ts')).toContain(".references(() => users.id)");
    // A reference offers its table's records by name; a field not required answers null when blank
    // unless it is text or a yes/no, and a file field answers none once its file is deleted.
    expect(contract).toContain("choices: ['managerId'],");
    expect(contract).toContain("nullable: ['hourlyRate', 'openedOn', 'checkedAt', 'managerId', 'floorPlan'],");
    expect(contract).toContain("dicts: { floorStatus: 'sys_status' },");
    expect(files.get('apps/server/src/modules/training-rooms/training-rooms.service.ts')).toContain('label: users.name');
    // Its module reads the files' and the dictionaries' services when built: it comes after their modules.
    expect(files.get('apps/server/src/modules/training-rooms/training-rooms.module.ts')).toContain("after: ['files', 'dicts'],");
    const resource = files.get('apps/web/src/features/training-rooms/training-rooms.resource.tsx')!;
    expect(resource).toContain("options: namedOptions(trainingRoomsCrud.routes.choices, { params: { field: 'managerId' } })");
    expect(resource).toContain('control: <FileField />');
    // The domain places its own page: no line is added to a shared file, only the migration's command is left to run.
    const placed = files.get('packages/contract/src/placed-pages/training-rooms.ts')!;
    expect(placed).toContain("placePages('sys-manage', [page('training-room-manage', '培训室', 'training room', sys('training-room-manage'))])");
    expect(placed).toContain("interface DomainPages { 'training-room-manage': true }");
    expect(code.registrations).toEqual([{ path: 'apps/server', line: 'npm run db:generate -- --name training_rooms', place: 'migration' }]);
  });

  it('answers the files of one target only', async () => {
    const code = (await generate('trainingRoom', 'contract', EVERY_TYPE)).json().data as GeneratedCode;
    expect(code.files.map((file) => file.path)).toEqual(['packages/contract/src/routes/training-rooms.ts', 'packages/contract/src/placed-pages/training-rooms.ts']);
    const migration = (await generate('trainingRoom', 'migration', EVERY_TYPE)).json().data as GeneratedCode;
    expect(migration.files[0]!.content).toMatch(/^CREATE TABLE "training_rooms" \(/);
  });

  it('keeps quotes, backticks, ${ and */ of labels inside their strings', async () => {
    const label = "O'Brien `${process.exit()}` */ \\ 室";
    const code = (await generate('trainingRoom', 'all', { ...EVERY_TYPE, label, labelEn: label, fields: [{ ...EVERY_TYPE.fields[0]!, label }] })).json().data as GeneratedCode;
    for (const file of code.files.filter((candidate) => candidate.language !== 'sql')) {
      expect(syntaxErrors(file.path, file.content), file.path).toEqual([]);
      const strings: string[] = [];
      const identifiers: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteral(node)) strings.push(node.text);
        if (ts.isIdentifier(node)) identifiers.push(node.text);
        node.forEachChild(visit);
      };
      visit(ts.createSourceFile(file.path, file.content, ts.ScriptTarget.Latest, true, file.language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
      if (file.content.includes('Brien')) expect(strings.some((text) => text.includes(label)), file.path).toBe(true);
      expect(identifiers, file.path).not.toContain('process');
    }
  });

  it('answers every file and a README of the command to run in a zip', async () => {
    const response = await generate('trainingRoom', 'zip', EVERY_TYPE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toContain('apps/server/src/modules/training-rooms/training-rooms.service.ts');
    expect(strFromU8(entries['REGISTER.md']!)).toContain('npm run db:generate -- --name training_rooms');
  });
});

describe('refusing bad definitions', () => {
  const withField = (field: Body) => ({ ...EVERY_TYPE, fields: [{ name: 'roomName', label: '名称', type: 'text', ...field }] });
  const refused = async (body: Body, field: RegExp | string, entity = 'trainingRoom') => {
    const response = await generate(entity, 'all', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().status_desc).toMatch(typeof field === 'string' ? new RegExp(`^参数错误：${field.replace(/\./g, '\\.')} `) : field);
    expect(response.json().data?.files).toBeUndefined();
  };

  it('refuses keywords, leading digits, quotes, backticks, ${, */ and line breaks in names, naming the field', async () => {
    for (const name of ['select', 'class', 'Constructor', '1room', "room'name", 'room`name', 'room${x}', 'room*/', 'room\nname', 'room name', 'r']) {
      await refused(withField({ name }), 'fields.0.name');
      await refused({ ...EVERY_TYPE, name }, /^参数错误：(name|entity)/, 'trainingRoom');
    }
  });

  it('refuses duplicate field names, a missing table or dictionary, too many fields and a label on two lines', async () => {
    await refused({ ...EVERY_TYPE, fields: [EVERY_TYPE.fields[0]!, { ...EVERY_TYPE.fields[1]!, name: 'roomname' }] }, /^参数错误：fields\.1\.name .*重复/);
    await refused(withField({ type: 'reference', references: 'no_such_table' }), 'fields.0.references');
    await refused(withField({ type: 'dict', dictType: 'no_such_dict' }), 'fields.0.dictType');
    const many = Array.from({ length: 500 }, (_, at) => ({ name: `field${at}`, label: `字段${at}`, type: 'text' }));
    await refused({ ...EVERY_TYPE, fields: many }, new RegExp(`^参数错误：fields .*最多 ${GENERATOR_FIELDS_MAX} 个字段`));
    await refused(withField({ label: '第一行\n第二行' }), 'fields.0.label');
    await refused(withField({ search: 'range' }), 'fields.0.search');
    await refused({ ...EVERY_TYPE, name: 'user' }, 'name');
  });

  it('references a record of its own table (a parent) only when the field is optional', async () => {
    const parent = { name: 'parentId', label: '上级', type: 'reference', references: 'training_rooms' };
    await refused({ ...EVERY_TYPE, fields: [...EVERY_TYPE.fields, { ...parent, required: true }] }, /^参数错误：fields\.10\.required .*不能必填/);
    const tree = await generate('trainingRoom', 'server', { ...EVERY_TYPE, fields: [...EVERY_TYPE.fields, parent] });
    expect(tree.statusCode, tree.body).toBe(200);
    const table = filesOf(tree.json().data).get('apps/server/src/modules/training-rooms/training-rooms.table.ts')!;
    expect(table).toContain("parentId: integer('parent_id').references((): AnyPgColumn => trainingRooms.id),");
  });

  it('refuses a body for another entity than the path names, and an entity whose table the project has', async () => {
    await refused(EVERY_TYPE, 'name', 'otherRoom');
    await refused({ ...EVERY_TYPE, name: 'session' }, /^参数错误：name 数据库中已有表 sessions/, 'session');
  });

  it('refuses a name the contract has already, naming the domain that has it', async () => {
    // The messages domain declares the notices: the audit target and the web's list key would be taken twice.
    await refused({ ...EVERY_TYPE, name: 'notice' }, /^参数错误：name 契约中的领域 messages 已有 notice，请换一个实体名称$/, 'notice');
    // A domain, and a contract file, of that name.
    await refused({ ...EVERY_TYPE, name: 'message' }, /^参数错误：name 契约中的领域 messages 已有 messages，/, 'message');
  });

  it('refuses an entity whose page the menu has already', async () => {
    // 定时任务 is the page `quartz-manage`, though no table or contract name says "quartz".
    await refused({ ...EVERY_TYPE, name: 'quartz' }, /^参数错误：name 菜单中已有页面 quartz-manage，请换一个实体名称$/, 'quartz');
  });
});

describe('saved definitions', () => {
  it('saves a definition, lists it with its table, refuses the same name twice and one that would not generate', async () => {
    const saved = await saveDefinition({ name: 'meetingRoom', label: '会议室', labelEn: 'meeting room', fields: EVERY_TYPE.fields });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'meetingRoom', tableName: 'meeting_rooms', fields: expect.arrayContaining([expect.objectContaining({ name: 'seats', search: 'range' })]) });
    const listed = (await t.call('POST', '/generate/definition/list', { token: t.admin, json: { name: 'meeting' } })).json().data;
    expect(listed.records.map((record: { name: string }) => record.name)).toEqual(['meetingRoom']);
    expect((await saveDefinition({ name: 'MeetingRoom'.replace('M', 'm'), label: '会议室', labelEn: 'meeting room', fields: EVERY_TYPE.fields })).statusCode).toBe(409);
    const broken = await saveDefinition({ name: 'brokenRoom', label: '坏', labelEn: 'broken', fields: [{ name: 'owner', label: '所有人', type: 'reference', references: 'nowhere' }] });
    expect(broken.statusCode).toBe(400);

    const referencing = await generate('deskBooking', 'server', {
      name: 'deskBooking', label: '工位预订', labelEn: 'desk booking', fields: [{ name: 'roomId', label: '会议室', type: 'reference', references: 'meeting_rooms', required: true }],
    });
    expect(referencing.statusCode, referencing.body).toBe(200);
    expect(filesOf(referencing.json().data).get('apps/server/src/modules/desk-bookings/desk-bookings.table.ts'))
      .toContain("import { meetingRooms } from '../meeting-rooms/meeting-rooms.table.ts';");
  });

  it('keeps saving to holders of add, generating to holders of view', async () => {
    await t.createUser('generator-viewer', 'viewer-password-1', { 'table-manage': ['view'] });
    const viewer = await t.login('generator-viewer', 'viewer-password-1');
    expect((await generate('trainingRoom', 'contract', EVERY_TYPE, viewer)).statusCode).toBe(200);
    expect((await saveDefinition({ name: 'viewerRoom', label: '室', labelEn: 'room', fields: EVERY_TYPE.fields }, viewer)).statusCode).toBe(403);
  });
});

describe('starting from a table', () => {
  it('reads the columns of a table as fields, a foreign key as a reference', async () => {
    const tables = (await t.call('GET', '/generate/tables', { token: t.admin })).json().data;
    expect(tables).toEqual(expect.arrayContaining(['users', 'dict_entries']));
    const draft = (await t.call('GET', '/generate/getEntityData/dict_entries', { token: t.admin })).json().data;
    expect(draft.name).toBe('dictEntry');
    expect(draft.fields).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'dictId', type: 'reference', references: 'dicts', required: true }),
      expect.objectContaining({ name: 'label', required: true }),
      expect.objectContaining({ name: 'sort', type: 'integer' }),
    ]));
    expect(draft.fields.map((field: { name: string }) => field.name)).not.toContain('createdAt');
    expect((await t.call('GET', '/generate/getEntityData/no_such_table', { token: t.admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/generate/getEntityData/Users;drop', { token: t.admin })).statusCode).toBe(400);
  });
});
