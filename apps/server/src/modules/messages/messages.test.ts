import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { SETTING_KEYS } from '@console/contract/settings';
import { pauseProductJob, useFileApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../users/users.table.ts';

const t = useFileApp();

const PASSWORD = 'Message-pass-1';
let userCount = 0;

/** A new signed-in user holding no page (messages need none), with their token. */
async function person(app: TestApp = t, grants = {}) {
  userCount += 1;
  const username = `reader${userCount}`;
  const id = await app.createUser(username, PASSWORD, grants);
  return { id, username, token: await app.login(username, PASSWORD) };
}

const send = (json: unknown, token = t.admin) => t.call('POST', '/message/send/all/topic', { token, json });
const inbox = (token: string, json: Record<string, unknown> = {}) => t.call('POST', '/message/todo/all', { token, json });
const unread = async (token: string) => (await t.call('GET', '/message/todo/count', { token })).json().data as number;
const basic = (appId: string, key: string) => ({ authorization: `Basic ${Buffer.from(`${appId}:${key}`).toString('base64')}` });

/** An application with a freshly issued key. */
async function application(appId: string) {
  const created = await t.call('POST', '/product/save', { token: t.admin, form: { appId, productName: `应用 ${appId}` } });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  const issued = await t.call('POST', `/product/appKey/${id}`, { token: t.admin });
  expect(issued.statusCode, issued.body).toBe(200);
  return { id, appId, key: issued.json().data.key as string };
}

const handOut = (app: { appId: string; key: string }, json: unknown) =>
  t.call('POST', '/message/app/todo', { headers: basic(app.appId, app.key), json });

describe('notices', () => {
  it('reach everyone, newest first, and reading one marks it read', async () => {
    const reader = await person();
    const before = await unread(reader.token);
    const first = await send({ title: '第一条通知', content: '内容一', audience: 'all' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ title: '第一条通知', audience: 'all', createBy: '超级管理员', readCount: 0 });
    expect(first.json().data.recipients).toBeGreaterThan(1);
    await send({ title: '第二条通知', content: '内容二', audience: 'all' });
    expect(await unread(reader.token)).toBe(before + 2);

    const listed = (await t.call('POST', '/message/todoList', { token: reader.token, json: { pageSize: 2 } })).json().data;
    expect(listed.records.map((todo: { title: string }) => todo.title)).toEqual(['第二条通知', '第一条通知']);
    expect(listed.records[0]).toMatchObject({ type: 'notice', betweenDate: '刚刚', read: false, receiveUserId: reader.id, workflow: null });
    const inEnglish = (await t.call('POST', '/message/todoList', { token: reader.token, json: { pageSize: 2 }, headers: { 'accept-language': 'en-US' } })).json().data;
    expect(inEnglish.records[0]).toMatchObject({ title: '第二条通知', betweenDate: 'just now' });

    const opened = await t.call('GET', `/message/todo/${first.json().data.id}`, { token: reader.token });
    expect(opened.json().data).toMatchObject({ title: '第一条通知', read: true });
    expect(await unread(reader.token)).toBe(before + 1);
    const notices = (await t.call('GET', '/message/notice/list', { token: t.admin, query: { title: '第一条' } })).json().data;
    expect(notices.records).toEqual([expect.objectContaining({ id: first.json().data.id, readCount: 1 })]);
  });

  it('reach only the users, roles or departments chosen', async () => {
    const [chosen, other] = [await person(), await person()];
    const toUser = await send({ title: '只给你', content: '个人通知', audience: 'users', targetIds: [chosen.id] });
    expect(toUser.json().data).toMatchObject({ recipients: 1, audienceNames: [chosen.username] });
    expect((await inbox(chosen.token, { content: '个人通知' })).json().data.total).toBe(1);
    expect((await inbox(other.token, { content: '个人通知' })).json().data.total).toBe(0);

    const role = await t.call('POST', '/role/save', { token: t.admin, json: { name: '通知角色', code: 'notice-role' } });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = role.json().data.id as number;
    expect((await send({ title: '角色通知', content: '给角色', audience: 'roles', targetIds: [roleId] })).json())
      .toEqual({ code: 400, data: null, status_desc: MESSAGES.noRecipients });
    await t.database.db.update(users).set({ departmentId: null }).where(eq(users.id, chosen.id));
    const department = await t.call('POST', '/department/add', { token: t.admin, form: { name: '通知部门' } });
    expect(department.statusCode, department.body).toBe(200);
    const child = await t.call('POST', '/department/add', { token: t.admin, form: { name: '通知子部门', parentId: String(department.json().data.id) } });
    await t.database.db.update(users).set({ departmentId: child.json().data.id }).where(eq(users.id, chosen.id));
    const toDepartment = await send({ title: '部门通知', content: '给部门及下级', audience: 'departments', targetIds: [department.json().data.id] });
    expect(toDepartment.json().data).toMatchObject({ recipients: 1, audienceNames: ['通知部门'] });
    expect((await inbox(chosen.token, { content: '给部门及下级' })).json().data.total).toBe(1);
  });

  it('refuse an empty audience, blank or oversized texts, and change nothing', async () => {
    const { total } = (await t.call('GET', '/message/notice/list', { token: t.admin })).json().data;
    expect((await send({ title: '无人', content: '无人', audience: 'roles' })).json().status_desc).toBe(MESSAGES.recipientsRequired('角色'));
    expect((await send({ title: '无人', content: '无人', audience: 'users', targetIds: [] })).json().status_desc).toBe(MESSAGES.recipientsRequired('用户'));
    const inEnglish = await t.call('POST', '/message/send/all/topic', { token: t.admin, json: { title: '无人', content: '无人', audience: 'departments' }, headers: { 'accept-language': 'en' } });
    expect(inEnglish.json().status_desc).toBe('Please choose the departments to send to');
    expect((await send({ title: '  ', content: '内容', audience: 'all' })).json().status_desc).toMatch(/^参数错误：title/);
    expect((await send({ title: '标题', content: 'x'.repeat(2001), audience: 'all' })).json().status_desc).toMatch(/^参数错误：content/);
    expect((await send({ title: '标题', content: '内容', audience: 'everybody' })).statusCode).toBe(400);
    expect((await t.call('GET', '/message/notice/list', { token: t.admin })).json().data.total).toBe(total);
  });

  it('need the messages page to send, and withdrawing one takes it from every receiver', async () => {
    const sender = await person(t, { 'message-manage': ['view'] });
    expect((await send({ title: '越权', content: '越权', audience: 'all' }, sender.token)).statusCode).toBe(403);
    const reader = await person();
    const notice = (await send({ title: '将撤回', content: '将撤回的通知', audience: 'all' })).json().data;
    expect((await inbox(reader.token, { content: '将撤回的通知' })).json().data.total).toBe(1);
    expect((await t.call('GET', `/message/notice/delByIds/${notice.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
    // A list that names no id (blank) deletes nothing, whatever the scope of the page.
    expect((await t.call('GET', '/message/notice/delByIds/%20', { token: t.admin })).json()).toMatchObject({ code: 200, data: { deleted: 0 } });
    expect((await inbox(reader.token, { content: '将撤回的通知' })).json().data.total).toBe(0);
  });
});

describe("a user's messages", () => {
  it('are searched by type, content, read or not and days', async () => {
    const reader = await person();
    await send({ title: '筛选甲', content: '筛选用的内容', audience: 'users', targetIds: [reader.id] });
    const second = (await send({ title: '筛选乙', content: '另一条', audience: 'users', targetIds: [reader.id] })).json().data;
    await t.call('GET', `/message/todo/${second.id}`, { token: reader.token });
    const titles = async (json: Record<string, unknown>) => (await inbox(reader.token, json)).json().data.records.map((todo: { title: string }) => todo.title);
    expect(await titles({ content: '筛选' })).toEqual(['筛选乙', '筛选甲']);
    expect(await titles({ content: '筛选', read: false })).toEqual(['筛选甲']);
    expect(await titles({ content: '筛选', read: 'true' })).toEqual(['筛选乙']);
    expect(await titles({ content: '筛选', type: 'todo' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await titles({ content: '筛选', startTime: today, endTime: today })).toHaveLength(2);
    expect(await titles({ content: '筛选', endTime: '2000-01-01' })).toEqual([]);
    expect((await inbox(reader.token, { type: 'mail' })).statusCode).toBe(400);
    expect((await inbox(reader.token, { startTime: '2026-02-30' })).statusCode).toBe(400);
  });

  it('are read all at once, or cleared by id; ids of others are 404 and change nothing', async () => {
    const [reader, stranger] = [await person(), await person()];
    const ids: number[] = [];
    for (const title of ['待清一', '待清二', '待清三']) ids.push((await send({ title, content: title, audience: 'users', targetIds: [reader.id] })).json().data.id);
    const strangers = (await send({ title: '别人的', content: '别人的', audience: 'users', targetIds: [stranger.id] })).json().data.id as number;

    expect((await t.call('GET', `/message/todo/${strangers}`, { token: reader.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/message/clearByIds/${ids[0]},${strangers}`, { token: reader.token })).statusCode).toBe(404);
    expect((await inbox(reader.token, { content: '待清' })).json().data.total).toBe(3);
    expect((await t.call('GET', '/message/todo/999999', { token: reader.token })).json()).toEqual({ code: 404, data: null, status_desc: MESSAGES.messageNotFound });

    expect((await t.call('GET', '/message/clearByIds/,', { token: reader.token })).json().data).toEqual({ deleted: 0 });
    expect((await t.call('GET', `/message/clearByIds/${ids[0]},${ids[1]}`, { token: reader.token })).json().data).toEqual({ deleted: 2 });
    expect((await inbox(reader.token, { content: '待清' })).json().data.records.map((todo: { id: number }) => todo.id)).toEqual([ids[2]]);
    expect(await unread(reader.token)).toBeGreaterThan(0);
    expect((await t.call('POST', '/message/todo/clear', { token: reader.token })).json().data.updated).toBeGreaterThan(0);
    expect(await unread(reader.token)).toBe(0);
    expect(await unread(stranger.token)).toBeGreaterThan(0);
  });
});

describe('to-dos from applications', () => {
  it('arrive with their workflow, and the start node answers its form', async () => {
    const oa = await application('oa-test');
    const reader = await person();
    const workflow = { procInstId: 'proc-1001', procDefId: 'leave:1', taskId: 't-1', taskFormKey: 'approve', policyId: 'p-9', applyUserId: 'u-2', verificationStatus: '1', businessKey: 'LV-1' };
    const sent = await handOut(oa, { receivers: [reader.username.toUpperCase()], title: '请审批', content: '请假申请', workflow, startNode: { formKey: 'leave-start', formPerms: 'read' } });
    expect(sent.json()).toMatchObject({ code: 200, data: { recipients: 1 } });
    const [todo] = (await inbox(reader.token, { content: '请假申请' })).json().data.records;
    expect(todo).toMatchObject({ type: 'workflow', createBy: '应用 oa-test', workflow });
    expect((await t.call('GET', '/processNode/getStartNode/proc-1001', { token: reader.token })).json().data)
      .toEqual({ procInstId: 'proc-1001', formKey: 'leave-start', formPerms: 'read' });

    await handOut(oa, { receivers: [reader.username], title: '无表单', content: '无开始表单', workflow: { ...workflow, procInstId: 'proc-1002' } });
    expect((await t.call('GET', '/processNode/getStartNode/proc-1002', { token: reader.token })).json().data).toMatchObject({ formKey: '' });
    const stranger = await person();
    expect((await t.call('GET', '/processNode/getStartNode/proc-1001', { token: stranger.token })).json())
      .toEqual({ code: 404, data: null, status_desc: MESSAGES.startNodeNotFound });
  });

  it('refuse unknown receivers naming them, and store nothing', async () => {
    const oa = await application('oa-unknown');
    const reader = await person();
    const refused = await handOut(oa, { receivers: [reader.username, 'nobody-here'], title: '不会送达', content: '不会送达' });
    expect(refused.json()).toEqual({ code: 400, data: { unknown: ['nobody-here'] }, status_desc: MESSAGES.unknownRecipients('nobody-here') });
    expect((await inbox(reader.token, { content: '不会送达' })).json().data.total).toBe(0);
    expect((await handOut(oa, { receivers: [], title: 'x', content: 'x' })).statusCode).toBe(400);
    expect((await handOut(oa, { receivers: [reader.username], title: 'x', content: 'x', startNode: { formKey: 'f' } })).statusCode).toBe(400);
  });

  it('need a current key of an enabled application, never a session', async () => {
    const oa = await application('oa-keys');
    const reader = await person();
    const body = { receivers: [reader.username], title: '凭证', content: '凭证检查' };
    const refusal = { code: 401, data: null, status_desc: MESSAGES.applicationUnauthorized };
    expect((await t.call('POST', '/message/app/todo', { json: body })).json()).toEqual(refusal);
    expect((await t.call('POST', '/message/app/todo', { token: t.admin, json: body })).json()).toEqual(refusal);
    expect((await handOut({ ...oa, key: `${oa.key}x` }, body)).json()).toEqual(refusal);
    expect((await handOut({ ...oa, appId: 'other' }, body)).json()).toEqual(refusal);

    const reissued = await t.call('POST', `/product/appKey/${oa.id}`, { token: t.admin });
    expect((await handOut(oa, body)).statusCode).toBe(401);
    const current = { ...oa, key: reissued.json().data.key as string };
    expect((await handOut(current, body)).statusCode).toBe(200);
    const listed = (await t.call('GET', `/product/info/${oa.id}`, { token: t.admin })).json().data;
    expect(listed.keyIssuedAt).not.toBeNull();

    await t.call('GET', `/product/changeStatus/${oa.id}/0`, { token: t.admin });
    expect((await handOut(current, body)).statusCode).toBe(401);
    await t.call('GET', `/product/changeStatus/${oa.id}/1`, { token: t.admin });
    expect((await t.call('POST', `/product/appKey/${oa.id}/revoke`, { token: t.admin })).json().data).toEqual({ revoked: true });
    expect((await handOut(current, body)).statusCode).toBe(401);
    expect((await t.call('GET', `/product/info/${oa.id}`, { token: t.admin })).json().data.keyIssuedAt).toBeNull();
    expect((await t.call('POST', '/product/appKey/999999', { token: t.admin })).statusCode).toBe(404);
  });
});

describe('password reminders', () => {
  it('hand each user whose password expires within a week one to-do, however often their job runs, found by the words its reader reads', async () => {
    const reader = await person();
    const setting = (await t.call('GET', `/config/select/${SETTING_KEYS.passwordMaxAgeDays}`, { token: t.admin })).json().data;
    expect((await t.call('POST', '/config/edit', { token: t.admin, form: { id: String(setting.id), value: '30' } })).statusCode).toBe(200);
    await t.database.db.update(users).set({ passwordChangedAt: new Date(Date.now() - 25 * 86_400_000) }).where(eq(users.id, reader.id));
    const jobId = await pauseProductJob(t, t.admin, 'password-reminders');
    for (let run = 0; run < 2; run += 1) {
      const started = (await t.call('POST', `/quartz/run/${jobId}`, { token: t.admin })).json().data;
      await expect.poll(async () => (await t.call('GET', '/quartz/runs', { token: t.admin, query: { jobId: String(jobId) } })).json().data.records[0])
        .toMatchObject({ id: started.id, status: 'succeeded' });
    }
    const reminders = (await inbox(reader.token, { type: 'system' })).json().data;
    expect(reminders.total).toBe(1);
    expect(reminders.records[0]).toMatchObject({ title: '密码即将过期', createBy: '系统' });
    const inEnglish = await t.call('POST', '/message/todo/all', { token: reader.token, json: { type: 'system' }, headers: { 'accept-language': 'en' } });
    expect(inEnglish.json().data.records[0]).toMatchObject({
      title: 'Your password expires soon', createBy: 'System', content: expect.stringMatching(/^Your password expires on \d{4}-\d\d-\d\d \(it is valid for 30 days\)/),
    });
    const searched = async (content: string, language: string) =>
      (await t.call('POST', '/message/todo/all', { token: reader.token, json: { content }, headers: { 'accept-language': language } })).json().data.total;
    // Each reader finds it by the words they read.
    expect([await searched('expires soon', 'en'), await searched('即将过期', 'zh-CN'), await searched('即将过期', 'en'), await searched('expires soon', 'zh-CN')]).toEqual([1, 1, 0, 0]);
    await t.call('POST', '/config/edit', { token: t.admin, form: { id: String(setting.id), value: '0' } });
    await t.call('GET', `/quartz/resume/${jobId}`, { token: t.admin });
  });
});
