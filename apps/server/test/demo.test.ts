import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './harness.ts';

/** What the demo data set shows an administrator, page by page. */
async function demoView(t: TestApp) {
  const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  const data = async (method: 'GET' | 'POST', path: string, query: Record<string, string> = {}) =>
    (await t.call(method, path, { token: admin, ...(method === 'GET' ? { query } : { json: query }) })).json().data;
  return {
    departments: (await data('GET', '/department/search')).map((department: { name: string }) => department.name),
    customers: (await data('GET', '/user/list', { userType: '10', sort: 'id', order: 'asc' })).records,
    staff: (await data('GET', '/user/list', { userType: '0' })).total,
    roles: (await data('GET', '/role/list')).records.map((role: { code: string }) => role.code),
    categories: (await data('GET', '/product/category/list')).total,
    applications: (await data('POST', '/product/list')).records.map((product: { appId: string }) => product.appId),
    pinned: (await data('GET', '/product/pinned')).map((product: { appId: string; productBackUrl: string }) => [product.appId, product.productBackUrl]),
    domains: (await data('POST', '/saas/domainConfig/list')).total,
    files: (await data('GET', '/file/getByCondition')).records.map((file: { name: string; uploaderName: string | null }) => [file.name, file.uploaderName]),
    changesByChenjing: (await data('GET', '/log/list/operation', { username: 'chenjing' })).records.map((entry: { success: boolean }) => entry.success),
    refusedSignIns: (await data('GET', '/log/list/login', { username: 'hr-admin', success: 'false' })).total,
    webServices: (await data('GET', '/webservice/list')).records
      .map((service: { name: string; enabled: boolean; apiCount: number; password: string }) => [service.name, service.enabled, service.apiCount, service.password]),
    connectedWebsites: (await data('GET', '/client/getByCondition', { sort: 'id', order: 'asc' })).records.map((client: { name: string; enabled: boolean }) => [client.name, client.enabled]),
    adminShortcuts: (await data('GET', '/bindClient/lists')).map((shortcut: { name: string }) => shortcut.name),
    keptTexts: (await data('GET', '/sms/outbox')).records.map((text: { phone: string; text: string }) => [text.phone, text.text.includes('验证码')]),
    trainingFigures: await data('GET', '/train/programme/figures'),
    trainingCompanies: (await data('GET', '/train/company/list')).total,
    topics: (await data('POST', '/discussion/topic/list')).records.map((topic: { pinned: boolean; status: string }) => [topic.pinned, topic.status]),
    definitions: (await data('POST', '/generate/definition/list', { sort: 'id', order: 'asc' })).records.map((definition: { name: string }) => definition.name),
    settingsInEnglish: (await data('POST', '/config/list', { key: 'site.' })).records
      .map((setting: { key: string; nameEn: string | null; remarkEn: string | null }) => [setting.key, setting.nameEn, setting.remarkEn]),
  };
}

describe('the demo data set', () => {
  const database = openTestDatabase();
  afterAll(async () => (await database).close());

  it('fills every built page of a fresh install once, and never again', async () => {
    const first = await startTestApp({ demoData: true }, { shared: await database });
    const view = await demoView(first);
    const logChain = (await first.call('GET', '/log/verify', { token: await first.login('admin', TEST_ADMIN_PASSWORD) })).json().data;
    await first.close();
    // The demo's log entries are sealed like any other.
    expect(logChain).toMatchObject({ intact: true, broken: null, first: { seq: 1 } });

    expect(view.departments).toEqual(expect.arrayContaining(['一览人才总部', '人力资源部', '前端组']));
    const [main, ...others] = view.customers;
    expect(main).toMatchObject({ username: 'yingcai', userType: 10, subAccount: true, company: '深圳英才科技有限公司' });
    expect(others.map((user: { username: string; parentId: number | null }) => [user.username, user.parentId])).toEqual([
      ['yingcai-hr', main.id], ['yingcai-finance', main.id], ['haibo', null],
    ]);
    expect(view.staff).toBeGreaterThanOrEqual(7);
    expect(view.roles).toEqual(expect.arrayContaining(['hr-manager', 'product-operator', 'auditor']));
    expect(view.categories).toBe(4);
    expect(view.applications).toEqual(expect.arrayContaining(['platform', 'yewen-train', 'talentHub', 'rbh']));
    // The top bar starts with applications that open pages of the console.
    expect(view.pinned).toEqual([['yewen-train', ''], ['thematicDiscussion', ''], ['oa', '/sys/message-manage'], ['rbh', '/kTypeScreen']]);
    expect(view.domains).toBe(1);
    // The demo's settings are the product's words: a reader of English reads them in English.
    expect(view.settingsInEnglish).toEqual(expect.arrayContaining([['site.title', 'Site title', 'The browser\'s title bar'], ['site.icp', 'ICP licence number', 'The footer']]));
    expect(view.files).toEqual(expect.arrayContaining([['公司标志.png', '陈静'], ['2026年校园招聘计划.csv', '孙婷'], ['市场活动横幅.png', '王芳']]));
    expect(view.changesByChenjing).toEqual([true, false]);
    expect(view.refusedSignIns).toBe(1);
    expect(view.webServices).toEqual([['社保参保信息查询', false, 2, '******']]);
    expect(view.connectedWebsites).toEqual([['人才招聘网', true], ['职业技能培训平台', true], ['旧版人事档案系统', false]]);
    expect(view.adminShortcuts).toEqual(['人才招聘网', '职业技能培训平台']);
    expect(view.keptTexts).toEqual([['139****9001', true], ['139****9003', true]]);
    expect(view.trainingFigures.programmesByStatus.map((row: { count: number }) => row.count)).toEqual([2, 3, 3, 4]);
    expect(view.trainingFigures.enrolments).toBeGreaterThan(50);
    expect(view.trainingCompanies).toBe(5);
    expect(view.topics.slice(0, 2)).toEqual([[true, 'open'], [true, 'open']]);
    expect(view.topics).toContainEqual([false, 'closed']);
    expect(view.definitions).toEqual(['meetingRoom', 'trainingVenue']);

    const again = await startTestApp({ demoData: true }, { shared: await database });
    expect(await demoView(again)).toEqual(view);
    await again.close();
  });

  it('says what the product wrote in English to a reader of English: log reasons, job runs, the platform\'s to-dos', async () => {
    const app = await startTestApp({ demoData: true }, { shared: await database });
    const admin = await app.login('admin', TEST_ADMIN_PASSWORD);
    const english = async (method: 'GET' | 'POST', path: string, query: Record<string, string> = {}) =>
      (await app.call(method, path, { token: admin, headers: { 'accept-language': 'en' }, ...(method === 'GET' ? { query } : { json: query }) })).json().data;
    const entries = [...(await english('GET', '/log/list/operation', { pageSize: '100' })).records, ...(await english('GET', '/log/list/login', { pageSize: '100' })).records];
    const jobs = (await english('GET', '/quartz/getAllByPage', { pageSize: '100' })).records as { id: number }[];
    const runs = (await Promise.all(jobs.map(async (job) => (await english('GET', '/quartz/runs', { jobId: String(job.id), pageSize: '100' })).records))).flat();
    const todos = (await english('POST', '/message/todoList', { pageSize: '100' })).records.filter((todo: { sendUserId: number | null }) => todo.sendUserId === null);
    await app.close();
    const written = [
      ...entries.flatMap((entry: { operation: string; message: string }) => [entry.operation, entry.message]),
      ...runs.flatMap((run: { output: string; error: string }) => [run.output, run.error]),
      ...todos.filter((todo: { type: string }) => todo.type === 'system').flatMap((todo: { title: string; content: string; createBy: string }) => [todo.title, todo.content, todo.createBy]),
    ];
    expect(entries.length).toBeGreaterThan(5);
    expect(runs.length).toBeGreaterThan(3);
    // What people typed is quoted (“招聘组”) and stays as typed.
    expect(written.filter((text) => /\p{Script=Han}/u.test(text.replace(/“[^”]*”/g, '')))).toEqual([]);
  });

  it('is not loaded unless asked', async () => {
    const plain = await startTestApp();
    expect((await demoView(plain)).roles).not.toContain('hr-manager');
    await plain.close();
  });
});
