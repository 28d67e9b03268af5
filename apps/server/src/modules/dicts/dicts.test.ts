import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expectChangeSeen, openTestDatabase, scaleOut, startTestApp, TEST_ADMIN_PASSWORD, useFileApp, type TestApp } from '../../../test/harness.ts';
import { productFixtures } from '../products/products.test-support.ts';
import { dictEntries } from './dicts.table.ts';

const t = useFileApp();
const { addProduct } = productFixtures(t);

const addDict = (form: Record<string, string>, token = t.admin) => t.call('POST', '/dict/add', { token, form });
const addEntry = (form: Record<string, string>, token = t.admin) => t.call('POST', '/dictData/add', { token, form });
const byType = (type: string, token = t.admin) => t.call('GET', `/dictData/getByType/${type}`, { token });
const dataOf = async (response: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: number } & Record<string, unknown>;
};

describe('dictionaries', () => {
  it('creates, finds, changes and lists dictionaries and their entries', async () => {
    const dict = await dataOf(addDict({ type: 'job_level', name: '职级', sort: '5', description: '岗位职级' }));
    expect(dict).toMatchObject({ type: 'job_level', name: '职级', sort: 5, entryCount: 0 });
    await dataOf(addEntry({ dictId: String(dict.id), label: '初级', value: 'junior', sort: '1', color: 'green' }));
    const senior = await dataOf(addEntry({ dictId: String(dict.id), label: '高级', value: 'senior', sort: '2' }));

    expect(await dataOf(t.call('GET', '/dict/search', { token: t.admin, query: { key: 'job_lev' } }))).toMatchObject([{ id: dict.id, entryCount: 2 }]);
    expect(await dataOf(t.call('GET', '/dict/search', { token: t.admin, query: { key: '职级' } }))).toMatchObject([{ id: dict.id }]);
    const all = await dataOf(t.call('GET', '/dict/getAll', { token: t.admin })) as unknown as { type: string }[];
    expect(all.map((one) => one.type)).toContain('job_level');
    expect(await dataOf(t.call('POST', '/dict/edit', { token: t.admin, form: { id: String(dict.id), name: '岗位职级' } }))).toMatchObject({ name: '岗位职级', type: 'job_level' });

    const page = await dataOf(t.call('GET', '/dictData/getByCondition', { token: t.admin, query: { dictId: String(dict.id), label: '高' } }));
    expect(page).toMatchObject({ total: 1, records: [{ id: senior.id, value: 'senior', enabled: true, color: 'default' }] });
    await dataOf(t.call('POST', '/dictData/edit', { token: t.admin, form: { id: String(senior.id), enabled: 'false' } }));
    const disabled = await dataOf(t.call('GET', '/dictData/getByCondition', { token: t.admin, query: { dictId: String(dict.id), enabled: 'false' } }));
    expect(disabled).toMatchObject({ total: 1, records: [{ id: senior.id }] });
  });

  it('answers a type with its enabled entries in order, to any signed-in user, and at once after a change', async () => {
    const dict = await dataOf(addDict({ type: 'shift', name: '班次' }));
    const night = await dataOf(addEntry({ dictId: String(dict.id), label: '夜班', value: 'night', sort: '2', color: 'purple' }));
    await dataOf(addEntry({ dictId: String(dict.id), label: '白班', value: 'day', sort: '1' }));
    await t.createUser('reader', 'reader-pass-1');
    const reader = await t.login('reader', 'reader-pass-1');
    expect(await dataOf(byType('shift', reader))).toEqual([
      { value: 'day', label: '白班', color: 'default' }, { value: 'night', label: '夜班', color: 'purple' },
    ]);
    await dataOf(t.call('POST', '/dictData/edit', { token: t.admin, form: { id: String(night.id), label: '晚班' } }));
    expect(await dataOf(byType('shift', reader))).toMatchObject([{ value: 'day' }, { label: '晚班' }]);
    await dataOf(t.call('GET', `/dictData/delByIds/${night.id}`, { token: t.admin }));
    expect(await dataOf(byType('shift', reader))).toMatchObject([{ value: 'day' }]);
    expect(await dataOf(byType('no_such_type', reader))).toEqual([]);
  });

  it('shows a change made straight in the database at the next request', async () => {
    expect(await dataOf(byType('sex'))).toContainEqual({ value: '1', label: '男', color: 'blue' });
    await t.database.db.update(dictEntries).set({ label: '男性' }).where(eq(dictEntries.label, '男'));
    await expectChangeSeen(async () => expect(await dataOf(byType('sex'))).toContainEqual({ value: '1', label: '男性', color: 'blue' }));
  });

  it('carries the dictionaries the product uses', async () => {
    const labels = (await dataOf(byType('enterprise_qualification')) as unknown as { label: string }[]).map((entry) => entry.label);
    expect(labels).toEqual([
      '上市企业', '独角兽企业', '国家技术创新示范企业', '制造业单项冠军', '专精特新“小巨人”企业', '科技领军企业', '科技小巨人企业',
      '瞪羚企业', '专精特新中小企业', '国家火炬计划重点高新技术企业', '国家高新技术企业', '创新型中小企业', '科技型中小企业',
    ]);
    expect(await dataOf(byType('user_type'))).toContainEqual(expect.objectContaining({ value: '10' }));
    expect((await dataOf(byType('migration_type')) as unknown as { value: string }[]).map((entry) => entry.value)).toEqual(['20', '30']);
    expect((await dataOf(byType('occupation')) as unknown as unknown[]).length).toBeGreaterThan(10);
  });

  it('refuses a taken type or value (409) and a type code with other characters (400)', async () => {
    const dict = await dataOf(addDict({ type: 'grade', name: '等级' }));
    expect((await addDict({ type: 'GRADE', name: '另一个' })).json()).toMatchObject({ code: 409, status_desc: '字典类型“GRADE”已存在' });
    await dataOf(addEntry({ dictId: String(dict.id), label: '一级', value: 'A' }));
    expect((await addEntry({ dictId: String(dict.id), label: '甲级', value: 'A' })).json()).toMatchObject({ code: 409, status_desc: '字典项的值“A”在该字典中已存在' });
    for (const type of ['grade-2', 'a/b', '..', 'a b']) {
      const refused = await addDict({ type, name: '坏的' });
      expect(refused.statusCode, type).toBe(400);
      expect(refused.json().status_desc).toContain('type');
    }
    expect((await addDict({ type: 'x\u0000', name: '坏的' })).json()).toMatchObject({ code: 400, status_desc: '请求内容包含不允许的字符' });
    expect((await addEntry({ dictId: '999999', label: 'x', value: 'x' })).json()).toMatchObject({ code: 400, status_desc: '字典不存在' });
  });

  it('refuses path segments, .. and NUL in a type code or ids of the path', async () => {
    for (const type of ['a%2Fb', 'x%00']) expect((await byType(type)).statusCode, type).toBe(400);
    expect([400, 404]).toContain((await byType('%2e%2e')).statusCode);
    for (const ids of ['1%2F2', '1%00']) expect((await t.call('GET', `/dictData/delByIds/${ids}`, { token: t.admin })).statusCode, ids).toBe(400);
  });

  it('refuses deleting a dictionary with entries unless its entries go too', async () => {
    const dict = await dataOf(addDict({ type: 'temp_dict', name: '临时' }));
    await dataOf(addEntry({ dictId: String(dict.id), label: '甲', value: '1' }));
    const refused = await t.call('GET', `/dict/delByIds/${dict.id}`, { token: t.admin });
    expect(refused.json()).toMatchObject({ code: 409, status_desc: '字典“临时”下还有 1 个字典项，确认后才能连同字典项一起删除' });
    expect(await dataOf(byType('temp_dict'))).toHaveLength(1);
    expect(await dataOf(t.call('GET', `/dict/delByIds/${dict.id}`, { token: t.admin, query: { withEntries: 'true' } }))).toEqual({ deleted: 1 });
    expect(await dataOf(byType('temp_dict'))).toEqual([]);
  });

  it('lets only holders of the page change dictionaries', async () => {
    await t.createUser('dict-viewer', 'viewer-pass-1', { 'dict-manage': ['view'] });
    const viewer = await t.login('dict-viewer', 'viewer-pass-1');
    expect((await t.call('GET', '/dict/getAll', { token: viewer })).statusCode).toBe(200);
    expect((await addDict({ type: 'nope', name: '不行' }, viewer)).statusCode).toBe(403);
  });
});

describe('system dictionaries', () => {
  type Entry = { id: number; label: string; value: string; enabled: boolean; system: boolean };
  const dictOf = async (type: string) => (await dataOf(t.call('GET', '/dict/search', { token: t.admin, query: { key: type } })) as unknown as { type: string }[])
    .find((dict) => dict.type === type) as { id: number; type: string; sort: number };
  const entriesOf = async (dictId: number) =>
    (await dataOf(t.call('GET', '/dictData/getByCondition', { token: t.admin, query: { dictId: String(dictId), pageSize: '100' } })) as unknown as { records: Entry[] }).records;
  const deleteDicts = (ids: string, withEntries = false) => t.call('GET', `/dict/delByIds/${ids}`, { token: t.admin, query: { withEntries: String(withEntries) } });
  const deleteEntries = (ids: string) => t.call('GET', `/dictData/delByIds/${ids}`, { token: t.admin });
  const editDict = (form: Record<string, string>) => t.call('POST', '/dict/edit', { token: t.admin, form });
  const editEntry = (form: Record<string, string>) => t.call('POST', '/dictData/edit', { token: t.admin, form });

  it('marks the dictionaries the product reads and their seeded entries, and only those', async () => {
    const all = await dataOf(t.call('GET', '/dict/getAll', { token: t.admin })) as unknown as { type: string; system: boolean }[];
    expect(all.filter((dict) => dict.system).map((dict) => dict.type).sort())
      .toEqual(['enterprise_qualification', 'message_type', 'migration_type', 'occupation', 'sex', 'sys_captcha_mode', 'sys_status', 'user_type']);
    const own = await dataOf(addDict({ type: 'own_dict', name: '自建字典' }));
    expect(own.system).toBe(false);
    const status = await dictOf('sys_status');
    expect(await dataOf(t.call('GET', '/dict/search', { token: t.admin, query: { key: 'sys_status' } }))).toMatchObject([{ system: true }]);
    const added = await dataOf(addEntry({ dictId: String(status.id), label: '冻结', value: '2', sort: '9' }));
    expect(added.system).toBe(false);
    expect((await entriesOf(status.id)).map((entry) => [entry.value, entry.system])).toEqual([['1', true], ['0', true], ['2', false]]);
    expect(await dataOf(deleteEntries(String(added.id)))).toEqual({ deleted: 1 });
    expect(await dataOf(deleteDicts(String(own.id)))).toEqual({ deleted: 1 });
  });

  it('never deletes a system dictionary, with its entries or in a batch, and the others stay too', async () => {
    const status = await dictOf('sys_status');
    const own = await dataOf(addDict({ type: 'batch_mate', name: '同批字典' }));
    const refusal = { code: 409, status_desc: '“状态”(sys_status) 是系统字典，产品依赖它，不能删除' };
    expect((await deleteDicts(String(status.id))).json()).toMatchObject(refusal);
    expect((await deleteDicts(String(status.id), true)).json()).toMatchObject(refusal);
    expect((await deleteDicts(`${own.id},${status.id}`, true)).json()).toMatchObject(refusal);
    expect(await dataOf(byType('sys_status'))).toMatchObject([{ value: '1' }, { value: '0' }]);
    expect(await dictOf('batch_mate')).toMatchObject({ id: own.id });
    expect(await dataOf(deleteDicts(String(own.id)))).toEqual({ deleted: 1 });
  });

  it('keeps the type code of a system dictionary; its name, order and description change', async () => {
    const status = await dictOf('sys_status');
    expect((await editDict({ id: String(status.id), type: 'status' })).json())
      .toMatchObject({ code: 409, status_desc: '“状态”(sys_status) 是系统字典，产品依赖它，不能修改它的类型编码' });
    expect(await dictOf('sys_status')).toEqual(status);
    const edited = await dataOf(editDict({ id: String(status.id), type: 'sys_status', name: '启停状态', sort: '9', description: '通用' }));
    expect(edited).toMatchObject({ type: 'sys_status', name: '启停状态', sort: 9, description: '通用', system: true });
    await dataOf(editDict({ id: String(status.id), name: '状态', sort: String(status.sort), description: '启用与停用' }));
  });

  it('never deletes a seeded entry, alone or with others; entries an administrator added still go', async () => {
    const status = await dictOf('sys_status');
    const [enabled] = await entriesOf(status.id);
    const added = await dataOf(addEntry({ dictId: String(status.id), label: '归档', value: 'archived', sort: '9' }));
    const refusal = { code: 409, status_desc: '“启用”(1) 是系统字典项，产品依赖它，不能删除' };
    expect((await deleteEntries(String(enabled!.id))).json()).toMatchObject(refusal);
    expect((await deleteEntries(`${added.id},${enabled!.id}`)).json()).toMatchObject(refusal);
    expect((await entriesOf(status.id)).map((entry) => entry.value)).toEqual(['1', '0', 'archived']);
    expect(await dataOf(deleteEntries(String(added.id)))).toEqual({ deleted: 1 });
  });

  it('keeps the value of a seeded entry and keeps it enabled; its label, colour, order and remark change', async () => {
    const status = await dictOf('sys_status');
    const [enabled] = await entriesOf(status.id);
    const fixed = { code: 409, status_desc: '“启用”(1) 是系统字典项，产品依赖它，不能修改它的值，也不能停用' };
    expect((await editEntry({ id: String(enabled!.id), value: 'on' })).json()).toMatchObject(fixed);
    expect((await editEntry({ id: String(enabled!.id), enabled: 'false' })).json()).toMatchObject(fixed);
    expect((await entriesOf(status.id))[0]).toEqual(enabled);
    const edited = await dataOf(editEntry({ id: String(enabled!.id), value: '1', enabled: 'true', label: '正常', color: 'cyan', sort: '5', remark: '可用' }));
    expect(edited).toMatchObject({ value: '1', enabled: true, label: '正常', color: 'cyan', sort: 5, remark: '可用', system: true });
    expect(await dataOf(byType('sys_status'))).toContainEqual({ value: '1', label: '正常', color: 'cyan' });
    await dataOf(editEntry({ id: String(enabled!.id), label: '启用', color: 'green', sort: '1', remark: '' }));
  });
});

describe('occupations an application offers', () => {
  it('saves the chosen occupation entries and refuses entries of other dictionaries', async () => {
    const product = await addProduct({ appId: 'jobFair', productName: '招聘会' });
    const occupations = await dataOf(t.call('GET', '/dictData/getByCondition', { token: t.admin, query: { pageSize: '3', sort: 'sort', order: 'asc', dictId: String((await dataOf(t.call('GET', '/dict/search', { token: t.admin, query: { key: 'occupation' } })) as unknown as { id: number }[])[0]!.id) } })) as unknown as { records: { id: number }[] };
    const chosen = occupations.records.map((entry) => entry.id);
    const offered = (choices: unknown) => (choices as { id: number; offered: boolean }[]).filter((choice) => choice.offered).map((choice) => choice.id);
    expect(offered(await dataOf(t.call('POST', '/product/position/save', { token: t.admin, json: { productId: product.id, entryIds: chosen } })))).toEqual(chosen);
    const list = await dataOf(t.call('GET', '/product/position/list', { token: t.admin, query: { productId: String(product.id) } }));
    expect(offered(list)).toEqual(chosen);
    expect((list as unknown as unknown[]).length).toBeGreaterThan(chosen.length);

    const sexEntry = (await t.database.db.select({ id: dictEntries.id }).from(dictEntries).limit(1))[0]!;
    const refused = await t.call('POST', '/product/position/save', { token: t.admin, json: { productId: product.id, entryIds: [...chosen, 999_999, sexEntry.id] } });
    expect(refused.json()).toMatchObject({ code: 400, status_desc: '只能选择职业字典中的字典项' });
    expect((await t.call('POST', '/product/position/save', { token: t.admin, json: { productId: 999_999, entryIds: [] } })).statusCode).toBe(404);
  });
});

describe.runIf(scaleOut)('dictionary answers on two instances of one PostgreSQL database', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });

  it('show on one, within the notification window, an entry changed on the other', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const a = await startTestApp({}, { shared: database });
    const b = await startTestApp({}, { shared: database });
    opened.push(a, b);
    const [tokenA, tokenB] = [await a.login('admin', TEST_ADMIN_PASSWORD), await b.login('admin', TEST_ADMIN_PASSWORD)];
    const labelsOn = async (app: TestApp, token: string) =>
      ((await app.call('GET', '/dictData/getByType/sex', { token })).json().data as { label: string }[]).map((entry) => entry.label);
    expect(await labelsOn(b, tokenB)).toContain('男');
    expect(await labelsOn(b, tokenB)).toContain('男');

    const [male] = await database.db.select({ id: dictEntries.id }).from(dictEntries).where(eq(dictEntries.label, '男'));
    expect((await a.call('POST', '/dictData/edit', { token: tokenA, form: { id: String(male!.id), label: '男士' } })).statusCode).toBe(200);
    expect(await labelsOn(a, tokenA)).toContain('男士');
    await expectChangeSeen(async () => expect(await labelsOn(b, tokenB)).toContain('男士'));
  });
});
