import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expectChangeSeen, openTestDatabase, scaleOut, startTestApp, TEST_ADMIN_PASSWORD, useFileApp, type TestApp } from '../../../test/harness.ts';
import { hashToken } from '../auth/sessions.service.ts';
import { sessions } from '../auth/sessions.table.ts';
import { settings } from './settings.table.ts';

const t = useFileApp({ session: { idleMs: 3_600_000, absoluteMs: 24 * 3_600_000, maxPerAccount: 0 } });

type Setting = { id: number; key: string; name: string; value: string; defaultValue: string | null; system: boolean; remark: string };

const add = (form: Record<string, string>, token = t.admin) => t.call('POST', '/config/add', { token, form });
const edit = (form: Record<string, string>, token = t.admin) => t.call('POST', '/config/edit', { token, form });
const byKey = (key: string) => t.call('GET', `/config/select/${key}`, { token: t.admin });
async function setting(key: string): Promise<Setting> {
  const answer = await byKey(key);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}
const setValue = async (key: string, value: string) => {
  const answer = await edit({ id: String((await setting(key)).id), value });
  expect(answer.statusCode, answer.body).toBe(200);
};
const login = (extra: Record<string, string> = {}) =>
  t.call('POST', '/user/login', { form: { username: 'admin', password: TEST_ADMIN_PASSWORD, ...extra } });

describe('system configuration', () => {
  it('lists the built-in settings with their defaults, the session idle limit from the environment', async () => {
    const page = (await t.call('POST', '/config/list', { token: t.admin, json: { key: 'upload' } })).json().data;
    expect(page.records.map((record: Setting) => record.key).sort()).toEqual(['upload.allowedTypes', 'upload.maxSizeMb']);
    expect(await setting('upload.maxSizeMb')).toMatchObject({ value: '20', defaultValue: '20', system: true, type: 'number' });
    expect(JSON.parse((await setting('upload.allowedTypes')).value)).toEqual(expect.arrayContaining(['png', 'pdf', 'docx', 'zip']));
    expect(await setting('session.idleMinutes')).toMatchObject({ value: '60', defaultValue: '60' });
    expect(await setting('login.captcha')).toMatchObject({ value: 'afterFailures', type: 'dict', dictType: 'sys_captcha_mode' });
  });

  it('creates, changes and deletes a setting, keeping the history of its value', async () => {
    const created = await add({ key: 'site.notice', name: '公告', type: 'text', value: '欢迎' });
    expect(created.json().data).toMatchObject({ key: 'site.notice', value: '欢迎', system: false, defaultValue: null });
    const { id } = created.json().data as Setting;
    await edit({ id: String(id), value: '系统维护' });
    await edit({ id: String(id), name: '首页公告' });
    const history = (await t.call('GET', '/config/history', { token: t.admin, query: { id: String(id) } })).json().data;
    expect(history).toMatchObject([
      { oldValue: '欢迎', newValue: '系统维护', userName: 'admin' },
      { oldValue: null, newValue: '欢迎', userName: 'admin' },
    ]);
    expect((await t.call('GET', `/config/delByIds/${id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
    expect((await byKey('site.notice')).json()).toMatchObject({ code: 404, status_desc: '配置不存在' });
  });

  it('refuses a value that does not fit its type, naming the key', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ key: 'a.number', name: 'n', type: 'number', value: 'ten' }, '配置“a.number”的值不正确：必须是数字'],
      [{ key: 'a.flag', name: 'b', type: 'boolean', value: 'yes' }, '配置“a.flag”的值不正确：必须是 true 或 false'],
      [{ key: 'a.json', name: 'j', type: 'json', value: '{oops' }, '配置“a.json”的值不正确：必须是合法的 JSON'],
      [{ key: 'a.sex', name: 's', type: 'dict', dictType: 'sex', value: '9' }, '配置“a.sex”的值不正确：必须是字典“sex”的值之一：1、2、0'],
    ];
    for (const [form, message] of cases) expect((await add(form)).json(), form.key).toMatchObject({ code: 400, status_desc: message });
    await setValue('upload.maxSizeMb', '50');
    expect((await edit({ id: String((await setting('upload.maxSizeMb')).id), value: '-1' })).json())
      .toMatchObject({ code: 400, status_desc: '配置“upload.maxSizeMb”的值不正确：必须是 1 到 1024 之间的整数' });
    expect((await edit({ id: String((await setting('login.captcha')).id), value: 'sometimes' })).json().status_desc).toContain('login.captcha');
    expect((await setting('upload.maxSizeMb')).value).toBe('50');
    expect((await add({ key: 'a/b', name: 'x', type: 'text', value: '' })).statusCode).toBe(400);
    expect((await add({ key: 'a..b', name: 'x', type: 'text', value: '' })).statusCode).toBe(400);
  });

  it('refuses a taken key (409)', async () => {
    expect((await add({ key: 'upload.maxSizeMb', name: 'x', type: 'number', value: '1' })).json()).toMatchObject({ code: 409, status_desc: '配置键“upload.maxSizeMb”已存在' });
  });

  it('never deletes a built-in setting, alone or with others, and the others stay too', async () => {
    const builtIn = await setting('upload.maxSizeMb');
    const own = (await add({ key: 'own.setting', name: '自建配置', type: 'text', value: 'x' })).json().data as Setting;
    const refusal = { code: 409, status_desc: '“上传文件大小上限（MB）”(upload.maxSizeMb) 是内置配置，产品依赖它，不能删除' };
    expect((await t.call('GET', `/config/delByIds/${builtIn.id}`, { token: t.admin })).json()).toMatchObject(refusal);
    expect((await t.call('GET', `/config/delByIds/${own.id},${builtIn.id}`, { token: t.admin })).json()).toMatchObject(refusal);
    expect(await setting('upload.maxSizeMb')).toEqual(builtIn);
    expect((await setting('own.setting')).id).toBe(own.id);
    expect((await t.call('GET', `/config/delByIds/${own.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
  });

  it('keeps the key, type and dictionary of a built-in setting', async () => {
    const builtIn = await setting('upload.maxSizeMb');
    const refusal = { code: 409, status_desc: '“上传文件大小上限（MB）”(upload.maxSizeMb) 是内置配置，产品依赖它，不能修改它的键、类型和字典类型' };
    const changes: Record<string, string>[] = [{ key: 'upload.max' }, { type: 'text' }, { dictType: 'sex' }];
    for (const change of changes) {
      expect((await edit({ id: String(builtIn.id), ...change })).json(), JSON.stringify(change)).toMatchObject(refusal);
    }
    expect(await setting('upload.maxSizeMb')).toEqual(builtIn);
  });

  it('saves the value, name and remark of a built-in setting sent with its key, type and dictionary unchanged, as the page sends them', async () => {
    const minLength = await setting('password.minLength');
    const form = { id: String(minLength.id), key: 'password.minLength', name: minLength.name, type: 'number', dictType: '', value: '10', remark: '至少 10 位' };
    expect((await edit(form)).json().data).toMatchObject({ key: 'password.minLength', value: '10', remark: '至少 10 位', system: true });
    const history = (await t.call('GET', '/config/history', { token: t.admin, query: { id: String(minLength.id) } })).json().data;
    expect(history[0]).toMatchObject({ oldValue: '8', newValue: '10' });
    expect((await edit({ id: String(minLength.id), value: minLength.value, remark: minLength.remark })).statusCode).toBe(200);
  });

  it('refuses path segments and NUL in a key', async () => {
    for (const key of ['a%2Fb', 'x%00', 'a..b']) expect((await byKey(key)).statusCode, key).toBe(400);
    expect([400, 404]).toContain((await byKey('%2e%2e')).statusCode);
  });

  it('asks for the captcha at every sign-in, never, or after failures, as the setting says, at once', async () => {
    expect((await t.call('GET', '/config/signIn')).json().data).toEqual({ captcha: 'afterFailures' });
    await setValue('login.captcha', 'always');
    expect((await t.call('GET', '/config/signIn')).json().data).toEqual({ captcha: 'always' });
    expect((await login()).json()).toMatchObject({ code: 400, status_desc: '请输入验证码', data: { captchaRequired: true } });
    const captchaId = (await t.call('GET', '/user/initCaptcha')).json().data as string;
    expect((await login({ captchaId, captcha: (await t.cache.get(`captcha:${captchaId}`))! })).statusCode).toBe(200);

    await setValue('login.captcha', 'never');
    for (let i = 0; i < 3; i += 1) await t.call('POST', '/user/login', { form: { username: 'admin', password: 'wrong' } });
    expect((await login()).statusCode).toBe(200);
    await setValue('login.captcha', 'afterFailures');
  });

  it('applies the session idle limit to sessions at once', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const idleFor = async (minutes: number) => {
      await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    };
    await idleFor(2);
    await expectChangeSeen(async () => expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(200));
    await setValue('session.idleMinutes', '1');
    await idleFor(2);
    await expectChangeSeen(async () => expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(401));
    expect((await edit({ id: String((await setting('session.idleMinutes')).id), value: '0.5' })).statusCode).toBe(400);
    await t.database.db.update(settings).set({ value: null }).where(eq(settings.key, 'session.idleMinutes'));
    await expectChangeSeen(async () => expect((await setting('session.idleMinutes')).value).toBe('60'));
  });

  it('lets only holders of the page see and change settings', async () => {
    await t.createUser('config-viewer', 'viewer-pass-1', { 'config-manage': ['view'] });
    const viewer = await t.login('config-viewer', 'viewer-pass-1');
    expect((await t.call('POST', '/config/list', { token: viewer, json: {} })).statusCode).toBe(200);
    expect((await add({ key: 'x.y', name: 'x', type: 'text', value: '' }, viewer)).statusCode).toBe(403);
  });

  it('tells every signed-in user the upload limits in force, and no one signed out', async () => {
    await t.createUser('plain-user', 'plain-user-pass');
    const plain = await t.login('plain-user', 'plain-user-pass');
    const limits = async () => (await t.call('GET', '/config/upload', { token: plain })).json().data;
    await setValue('upload.maxSizeMb', '7');
    expect((await limits()).maxSizeMb).toBe(7);
    await setValue('upload.maxSizeMb', '5');
    await setValue('upload.allowedTypes', '["png","csv"]');
    expect(await limits()).toEqual({ maxSizeMb: 5, allowedTypes: ['png', 'csv'] });
    expect((await t.call('GET', '/config/upload')).statusCode).toBe(401);
  });
});

describe.runIf(scaleOut)('settings on two instances of one PostgreSQL database', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });

  it('take effect on one, within the notification window, when changed on the other', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const a: TestApp = await startTestApp({}, { shared: database });
    const b: TestApp = await startTestApp({}, { shared: database });
    opened.push(a, b);
    const captchaOn = async (app: TestApp) => (await app.call('GET', '/config/signIn')).json().data.captcha as string;
    expect(await captchaOn(b)).toBe('afterFailures');
    expect(await captchaOn(b)).toBe('afterFailures');
    const token = await a.login('admin', TEST_ADMIN_PASSWORD);
    const [captcha] = await database.db.select({ id: settings.id }).from(settings).where(eq(settings.key, 'login.captcha'));
    expect((await a.call('POST', '/config/edit', { token, form: { id: String(captcha!.id), value: 'always' } })).statusCode).toBe(200);
    expect(await captchaOn(a)).toBe('always');
    await expectChangeSeen(async () => expect(await captchaOn(b)).toBe('always'));
  });
});
