import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { idNumberCheck, PLACES_MAX } from '@console/contract/training';
import { auditLog } from '../../crud/audit.table.ts';
import { useFileApp } from '../../../test/harness.ts';
import { saveCompany } from '../companies/companies.test-support.ts';
import { fileCalls, freshDataDir } from '../files/files.test-support.ts';
import { trainingEnrolments } from './training.table.ts';

const t = useFileApp({ dataDir: freshDataDir() });
const files = fileCalls(t);

type Body = Record<string, unknown>;
const saveProgramme = (json: Body, token = t.admin) => t.call('POST', '/train/programme/save', { token, json });
const updateProgramme = (json: Body, token = t.admin) => t.call('POST', '/train/programme/update', { token, json });
const listProgrammes = (query: Record<string, string> = {}, token = t.admin) => t.call('GET', '/train/programme/list', { token, query });
const programmeInfo = (id: number, token = t.admin) => t.call('GET', `/train/programme/info/${id}`, { token });
const deleteProgrammes = (ids: string, token = t.admin) => t.call('GET', `/train/programme/delByIds/${ids}`, { token });
const figures = (token = t.admin) => t.call('GET', '/train/programme/figures', { token });
const enrol = (json: Body, token = t.admin) => t.call('POST', '/train/enrolment/save', { token, json });
const updateEnrolment = (json: Body, token = t.admin) => t.call('POST', '/train/enrolment/update', { token, json });
const listEnrolments = (query: Record<string, string>, token = t.admin) => t.call('GET', '/train/enrolment/list', { token, query });
const exportEnrolments = (json: Body, token = t.admin) => t.call('POST', '/train/enrolment/export', { token, json });
const providerList = (query: Record<string, string> = {}, token = t.admin) => t.call('GET', '/train/company/list', { token, query });
const setProvider = (companyIds: number[], provider: boolean, token = t.admin) =>
  t.call('POST', '/train/company/provider', { token, json: { companyIds, provider } });

let serial = 0;
/** A valid ID number no other test person has: born on a real day, its check character computed. */
function freshIdNumber(county = '440305'): string {
  serial += 1;
  const first17 = `${county}19900101${String(serial).padStart(3, '0')}`;
  return `${first17}${idNumberCheck(first17)}`;
}

let occupations: Map<string, string>;
beforeAll(async () => {
  const entries = (await t.call('GET', '/dictData/getByType/occupation', { token: t.admin })).json().data as { label: string; value: string }[];
  occupations = new Map(entries.map((entry) => [entry.label, entry.value]));
});
const occupation = (label: string) => occupations.get(label)!;

/** A company of the library marked as a training company. */
async function provider(fields: { name?: string; regionCode?: string } = {}): Promise<number> {
  const company = await saveCompany(t, t.admin, fields);
  expect((await setProvider([company.id], true)).json().data).toEqual({ changed: 1 });
  return company.id;
}

async function programme(fields: Body = {}): Promise<{ id: number } & Body> {
  const companyId = fields.companyId ?? (await provider());
  const response = await saveProgramme({
    title: '电工适岗培训', companyId, occupation: occupation('电工'), mode: 'onsite', startsOn: '2026-12-01', endsOn: '2026-12-30', places: 3, status: 'enrolling', ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function enrolled(programmeId: number, fields: Body = {}): Promise<{ id: number } & Body> {
  const response = await enrol({ programmeId, name: '张伟', phone: '13800138000', idNumber: freshIdNumber(), ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const expectRefused = (response: { statusCode: number; json: () => { status_desc: string } }, status: number, message: RegExp | string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json().status_desc).toMatch(message);
};

describe('training companies', () => {
  it('marks companies of the library, lists them by name, region and occupation, and unmarks one without unfinished programmes', async () => {
    const shenzhen = await saveCompany(t, t.admin, { name: '深圳南山职业培训学校有限公司', regionCode: '440305' });
    const guangzhou = await saveCompany(t, t.admin, { name: '广州天河技能培训中心有限公司', regionCode: '440106' });
    const candidates = (await t.call('GET', '/train/company/candidates', { token: t.admin, query: { name: '南山职业培训' } })).json().data;
    expect(candidates.map((candidate: { id: number }) => candidate.id)).toEqual([shenzhen.id]);
    expect((await setProvider([shenzhen.id, guangzhou.id, shenzhen.id], true)).json().data).toEqual({ changed: 2 });
    expect((await setProvider([shenzhen.id], true)).json().data).toEqual({ changed: 0 });
    expect((await t.call('GET', '/train/company/candidates', { token: t.admin, query: { name: '南山职业培训' } })).json().data).toEqual([]);
    await programme({ companyId: shenzhen.id, occupation: occupation('焊工'), status: 'finished' });

    const ids = async (query: Record<string, string>) => (await providerList(query)).json().data.records.map((record: { id: number }) => record.id);
    expect(await ids({ name: '南山职业培训' })).toEqual([shenzhen.id]);
    expect(await ids({ regionCode: '440100' })).toContain(guangzhou.id);
    expect(await ids({ regionCode: '440100' })).not.toContain(shenzhen.id);
    expect(await ids({ occupation: occupation('焊工'), name: '职业培训学校' })).toEqual([shenzhen.id]);
    const [row] = (await providerList({ name: '南山职业培训' })).json().data.records;
    expect(row).toMatchObject({ programmes: 1, unfinished: 0, enrolments: 0, occupations: [{ occupation: occupation('焊工'), name: '焊工' }], region: { code: '440305' } });
    const options = (await t.call('GET', '/train/company/options', { token: t.admin })).json().data;
    expect(options).toEqual(expect.arrayContaining([{ id: shenzhen.id, name: '深圳南山职业培训学校有限公司' }]));

    expect((await setProvider([shenzhen.id], false)).json().data).toEqual({ changed: 1 });
    expect(await ids({ name: '南山职业培训' })).toEqual([]);
    expect((await t.call('GET', `/train/company/programmes/${shenzhen.id}`, { token: t.admin })).statusCode).toBe(404);
  });

  it('keeps the mark of a company with an unfinished programme, and refuses a company that does not exist', async () => {
    const companyId = await provider({ name: '佛山顺德家政培训有限公司' });
    const running = await programme({ companyId, status: 'running' });
    expectRefused(await setProvider([companyId], false), 409, '“佛山顺德家政培训有限公司”还有 1 个未结束的培训项目，不能取消培训企业标记');
    expect((await t.call('GET', `/train/company/programmes/${companyId}`, { token: t.admin })).json().data).toEqual([
      expect.objectContaining({ id: running.id, status: 'running', occupationName: '电工' }),
    ]);
    expectRefused(await setProvider([companyId, 999_999], true), 400, '参数错误：companyIds 企业不存在：999999');
  });

  it('keeps marking to holders of edit on the training companies page', async () => {
    await t.createUser('train-company-viewer', 'viewer-password-1', { 'train-company': ['view'] });
    const viewer = await t.login('train-company-viewer', 'viewer-password-1');
    expect((await providerList({}, viewer)).statusCode).toBe(200);
    expect((await setProvider([1], true, viewer)).statusCode).toBe(403);
    expect((await t.call('GET', '/train/company/candidates', { token: viewer })).statusCode).toBe(403);
    expect((await listProgrammes({}, viewer)).statusCode).toBe(403);
  });
});

describe('training programmes', () => {
  it('creates a programme with an attachment, finds it by every filter, changes and deletes it', async () => {
    const companyId = await provider({ name: '东莞智造技工培训有限公司' });
    const file = (await files.uploadAttachment('课程表.txt', Buffer.from('第一周：安全用电'))).json().data;
    const created = await programme({ companyId, title: '焊工适岗培训（东莞）', occupation: occupation('焊工'), mode: 'online', attachments: [file.id], description: '实操为主' });
    expect(created).toMatchObject({
      title: '焊工适岗培训（东莞）', companyId, companyName: '东莞智造技工培训有限公司', occupationName: '焊工', mode: 'online',
      startsOn: '2026-12-01', endsOn: '2026-12-30', places: 3, enrolled: 0, status: 'enrolling', attachments: [{ id: file.id, name: '课程表.txt' }],
    });
    const found = async (query: Record<string, string>) => (await listProgrammes(query)).json().data.records.map((record: { id: number }) => record.id);
    const matching: Record<string, string>[] = [{ title: '东莞' }, { status: 'enrolling' }, { mode: 'online' }, { companyId: String(companyId) }, { occupation: occupation('焊工') },
      { from: '2026-12-30', to: '2027-01-10' }, { from: '2026-11-01', to: '2026-12-01' }];
    for (const query of matching) {
      expect(await found({ ...query, pageSize: '100' }), JSON.stringify(query)).toContain(created.id);
    }
    const missing: Record<string, string>[] = [{ title: '无此项目' }, { status: 'planned' }, { from: '2026-12-31' }, { to: '2026-11-30' }];
    for (const query of missing) {
      expect(await found({ ...query, pageSize: '100' }), JSON.stringify(query)).not.toContain(created.id);
    }
    const changed = (await updateProgramme({ id: created.id, places: 40, status: 'running', attachments: [] })).json().data;
    expect(changed).toMatchObject({ places: 40, status: 'running', attachments: [] });
    expect((await deleteProgrammes(String(created.id))).json().data).toEqual({ deleted: 1 });
    expect((await programmeInfo(created.id)).statusCode).toBe(404);
  });

  it('refuses an end before the start, a company not training, an occupation not in the dictionary, and places out of range, naming the field', async () => {
    const companyId = await provider();
    const base = { title: '错误的项目', companyId, occupation: occupation('电工'), mode: 'onsite', startsOn: '2026-12-10', endsOn: '2026-12-20', places: 10 };
    expectRefused(await saveProgramme({ ...base, endsOn: '2026-12-09' }), 400, '参数错误：endsOn 结束日期不能早于开始日期');
    const notProvider = await saveCompany(t, t.admin);
    expectRefused(await saveProgramme({ ...base, companyId: notProvider.id }), 400, /^参数错误：companyId 该企业不是培训企业/);
    expectRefused(await saveProgramme({ ...base, occupation: '不存在的职业' }), 400, '参数错误：occupation “不存在的职业”不是字典 occupation 中的值');
    expectRefused(await saveProgramme({ ...base, places: 0 }), 400, /^参数错误：places/);
    expectRefused(await saveProgramme({ ...base, places: PLACES_MAX + 1 }), 400, /^参数错误：places/);
    expectRefused(await saveProgramme({ ...base, mode: 'hybrid' }), 400, /^参数错误：mode/);
    expectRefused(await saveProgramme({ ...base, startsOn: '2026-13-01' }), 400, /^参数错误：startsOn/);
    const { id } = await programme({ companyId });
    expectRefused(await updateProgramme({ id, endsOn: '2026-11-30' }), 400, '参数错误：endsOn 结束日期不能早于开始日期');
    expect((await listProgrammes({ title: '错误的项目' })).json().data.total).toBe(0);
    expect((await updateProgramme({ id: 999_999, places: 5 })).statusCode).toBe(404);
  });

  it('keeps the occupation a programme holds once its entry is disabled, and refuses it to another', async () => {
    const dicts = (await t.call('GET', '/dict/getAll', { token: t.admin })).json().data as { id: number; type: string }[];
    const dictId = dicts.find((dict) => dict.type === 'occupation')!.id;
    const added = await t.call('POST', '/dictData/add', { token: t.admin, form: { dictId: String(dictId), label: '锅炉工', value: 'boiler-operator' } });
    expect(added.statusCode, added.body).toBe(200);
    const held = await programme({ occupation: 'boiler-operator' });
    expect((await t.call('POST', '/dictData/edit', { token: t.admin, form: { id: String(added.json().data.id), enabled: 'false' } })).statusCode).toBe(200);
    const renamed = await updateProgramme({ id: held.id, title: '锅炉工复训', occupation: 'boiler-operator' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: '锅炉工复训', occupation: 'boiler-operator' });
    const another = { title: '锅炉工培训', companyId: held.companyId, occupation: 'boiler-operator', mode: 'onsite', startsOn: '2026-12-01', endsOn: '2026-12-30', places: 3 };
    expectRefused(await saveProgramme(another), 400, '参数错误：occupation “boiler-operator”不是字典 occupation 中的值');
  });

  it('keeps writing to holders of the page’s permission types', async () => {
    await t.createUser('train-home-viewer', 'viewer-password-1', { 'train-home': ['view'] });
    const viewer = await t.login('train-home-viewer', 'viewer-password-1');
    const { id } = await programme();
    expect((await listProgrammes({}, viewer)).statusCode).toBe(200);
    expect((await figures(viewer)).statusCode).toBe(200);
    expect((await saveProgramme({ title: 'x' }, viewer)).statusCode).toBe(403);
    expect((await deleteProgrammes(String(id), viewer)).statusCode).toBe(403);
    expect((await enrol({ programmeId: id, name: '李娜', phone: '13900139000', idNumber: freshIdNumber() }, viewer)).statusCode).toBe(403);
  });
});

describe('training enrolments', () => {
  it('enrols people with their ID numbers sealed and masked, their phones masked, and counts them against the places and in the figures', async () => {
    const before = (await figures()).json().data;
    const { id } = await programme({ places: 2 });
    const idNumber = freshIdNumber('110105');
    const first = await enrolled(id, { name: '王芳', idNumber: idNumber.replace(/X$/, 'x') });
    expect(first).toMatchObject({ programmeId: id, programmeTitle: '电工适岗培训', name: '王芳', phone: '138****8000', idNumber: `110105********${idNumber.slice(14)}`, status: 'enrolled', result: null });
    expect((await t.call('GET', `/train/enrolment/personal/${first.id}`, { token: t.admin })).json().data).toEqual({ phone: '13800138000' });
    await enrolled(id, { name: '李强' });
    expect((await programmeInfo(id)).json().data.enrolled).toBe(2);

    const [stored] = await t.database.db.select().from(trainingEnrolments).where(eq(trainingEnrolments.id, first.id));
    expect(JSON.stringify(stored)).not.toContain(idNumber.slice(6, 14));
    const audited = await t.database.db.select({ changes: auditLog.changes }).from(auditLog)
      .where(and(eq(auditLog.target, 'trainingEnrolment'), eq(auditLog.targetId, String(first.id))));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited)).not.toContain(idNumber.slice(6, 14));

    expectRefused(await enrol({ programmeId: id, name: '第三人', phone: '13700137000', idNumber: freshIdNumber() }), 409, '该项目的 2 个名额已报满');
    const after = (await figures()).json().data;
    expect(after.enrolments - before.enrolments).toBe(2);
    expect(after.places - before.places).toBe(2);
    expect(after.programmesByStatus.find((row: { status: string }) => row.status === 'enrolling').count)
      .toBe(before.programmesByStatus.find((row: { status: string }) => row.status === 'enrolling').count + 1);
    expect(after.enrolmentsByMonth).toHaveLength(12);
    expect(after.enrolmentsByMonth.at(-1).count).toBeGreaterThanOrEqual(2);
  });

  it('frees a place on withdrawal, keeps a result only for a completed training, and counts completion', async () => {
    const { id } = await programme({ places: 1 });
    const one = await enrolled(id);
    expect((await updateEnrolment({ id: one.id, status: 'withdrawn' })).json().data.status).toBe('withdrawn');
    const two = await enrolled(id, { name: '赵敏' });
    expectRefused(await updateEnrolment({ id: one.id, status: 'enrolled' }), 409, '该项目的 1 个名额已报满');
    const before = (await figures()).json().data;
    const completed = (await updateEnrolment({ id: two.id, status: 'completed', result: 'passed' })).json().data;
    expect(completed).toMatchObject({ status: 'completed', result: 'passed' });
    const after = (await figures()).json().data;
    expect(after.completed - before.completed).toBe(1);
    expect(after.passed - before.passed).toBe(1);
    expect(after.completionRate).toBeCloseTo(after.completed / after.enrolments);
    expect((await updateEnrolment({ id: two.id, status: 'attending' })).json().data).toMatchObject({ status: 'attending', result: null });
    expectRefused(await updateProgramme({ id, places: 0 }), 400, /^参数错误：places/);
  });

  it('refuses places below the enrolments, a finished programme, and the same person twice', async () => {
    const { id } = await programme({ places: 3 });
    const idNumber = freshIdNumber();
    await enrolled(id, { idNumber });
    await enrolled(id);
    expectRefused(await updateProgramme({ id, places: 1 }), 409, '已有 2 人报名，名额不能少于报名人数');
    expectRefused(await enrol({ programmeId: id, name: '同一人', phone: '13600136000', idNumber }), 409, '此人已报名该项目（身份证号相同）');
    await updateProgramme({ id, status: 'finished' });
    expectRefused(await enrol({ programmeId: id, name: '迟到者', phone: '13600136001', idNumber: freshIdNumber() }), 409, '该项目已结束，不能再报名');
    expect((await listEnrolments({ programmeId: String(id) })).json().data.total).toBe(2);
  });

  it('refuses an ID number or phone that fails its rule, and a programme that does not exist, naming the field', async () => {
    const { id } = await programme();
    const valid = freshIdNumber();
    const wrongCheck = `${valid.slice(0, 17)}${valid[17] === '0' ? '1' : '0'}`;
    const badDate = `44030519900231001`;
    for (const idNumber of [wrongCheck, `${badDate}${idNumberCheck(badDate)}`, '44030519900101001', 'ABCDEFGHIJKLMNOPQR']) {
      expectRefused(await enrol({ programmeId: id, name: '错号', phone: '13800138000', idNumber }), 400, /^参数错误：idNumber 身份证号不正确/);
    }
    for (const phone of ['23800138000', '1380013800', '138001380001']) {
      expectRefused(await enrol({ programmeId: id, name: '错号', phone, idNumber: freshIdNumber() }), 400, /^参数错误：phone/);
    }
    expectRefused(await enrol({ programmeId: 999_999, name: '无项目', phone: '13800138000', idNumber: freshIdNumber() }), 400, '参数错误：programmeId 培训项目不存在');
    expect((await listEnrolments({ programmeId: String(id) })).json().data.total).toBe(0);
  });

  it('exports a programme’s enrolments, narrowed as the list is, with phones and ID numbers masked, in the reader’s language', async () => {
    const { id } = await programme({ title: '电工/适岗:培训', places: 5 });
    const idNumber = freshIdNumber('440106');
    await enrolled(id, { name: '陈杰', idNumber });
    await enrolled(id, { name: '林静', status: 'attending' });
    const response = await exportEnrolments({ programmeId: id, status: 'enrolled' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('电工/适岗:培训-报名名单-'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('电工 适岗 培训');
    const rows = sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1, 5));
    expect(rows).toEqual([['姓名', '手机号', '身份证号', '状态'], ['陈杰', '138****8000', `440106********${idNumber.slice(14)}`, '已报名']]);

    const english = await t.call('POST', '/train/enrolment/export', { token: t.admin, json: { programmeId: id, status: 'enrolled' }, headers: { 'accept-language': 'en-US' } });
    expect(english.headers['content-disposition']).toContain(encodeURIComponent('电工/适岗:培训-Enrolments-'));
    const inEnglish = new ExcelJS.Workbook();
    await inEnglish.xlsx.load(english.rawPayload as never);
    expect(inEnglish.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1, 5)))
      .toEqual([['Name', 'Mobile', 'ID number', 'Status'], ['陈杰', '138****8000', `440106********${idNumber.slice(14)}`, 'Enrolled']]);
    expect((await exportEnrolments({ programmeId: 999_999 })).statusCode).toBe(404);
  });
});
