import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT, maskerOf, MESSAGES, PERSONAL_DATA_PAGE, type RouteDef } from '@console/contract';
import { requestLogs } from '../src/modules/logs/logs.table.ts';
import { smsOutbox } from '../src/modules/sms/sms.table.ts';
import { users } from '../src/modules/users/users.table.ts';
import { createCustomer } from './customers.ts';
import { useFileApp } from './harness.ts';

const t = useFileApp();

type Form = Record<string, string>;
const saveUser = (form: Form) => t.call('POST', '/user/save', { token: t.admin, form });
const listUsers = (query: Form, token = t.admin) => t.call('GET', '/user/list', { token, query });
const readPersonal = (id: number, token: string) => t.call('GET', `/user/personal/${id}`, { token });
const mayRead = async (token: string) => (await t.call('GET', '/user/personalData/allowed', { token })).json().data.allowed as boolean;

/** A user with a phone and an e-mail, as the admin creates one; the answer is already masked. */
async function person(username: string, phone: string, email: string) {
  const saved = await saveUser({ username, password: `${username}-pass-1`, name: username, phone, email });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data as { id: number; phone: string; email: string };
}

/** A signed-in member of staff whose one role grants these pages. */
async function staff(username: string, grants: Parameters<typeof t.createUser>[2]) {
  await t.createUser(username, `${username}-pass-1`, grants);
  return t.login(username, `${username}-pass-1`);
}

const stored = async (id: number) => (await t.database.db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, id)))[0];

describe('personal data', () => {
  it('masks phones and e-mails in lists, trees and saved records, for every caller, the admin included', async () => {
    const created = await person('pd-masked', '13800138001', 'zhouming@example.com');
    expect(created).toMatchObject({ phone: '138****8001', email: 'z***@example.com' });
    const viewer = await staff('pd-viewer', { 'user-manage': ['view'] });
    for (const token of [t.admin, viewer]) {
      expect((await listUsers({ username: 'pd-masked' }, token)).json().data.records).toMatchObject([{ phone: '138****8001', email: 'z***@example.com' }]);
    }

    const department = (await t.call('POST', '/department/add', { token: t.admin, form: { name: '个人信息部', leader: '周明', phone: '13800138002' } })).json().data;
    expect(department.phone).toBe('138****8002');
    const topLevel = (await t.call('GET', '/department/getByParentId/0', { token: t.admin })).json().data as { id: number; phone: string | null }[];
    expect(topLevel.find((row) => row.id === department.id)?.phone).toBe('138****8002');
    expect((await t.call('GET', '/department/search', { token: t.admin, query: { name: '个人信息部' } })).json().data).toMatchObject([{ phone: '138****8002' }]);

    await t.database.db.insert(smsOutbox).values({ phone: '13900139003', text: '您的验证码是 123456' });
    expect((await t.call('GET', '/sms/outbox', { token: t.admin, query: { phone: '13900139003' } })).json().data.records).toMatchObject([{ phone: '139****9003' }]);
  });

  it('finds a record by a whole phone only: parts of one would rebuild what the mask hides', async () => {
    const { id } = await person('pd-search', '13800138011', 'search@example.com');
    expect((await listUsers({ phone: '13800138011' })).json().data.records.map((user: { id: number }) => user.id)).toEqual([id]);
    expect((await listUsers({ phone: '1380013801' })).json().data.total).toBe(0);
    expect((await listUsers({ phone: '8011' })).json().data.total).toBe(0);
  });

  it('reads the full values only for holders of 查看完整个人信息 who may see the record, and records every read in the operation log', async () => {
    const { id } = await person('pd-reveal', '13800138021', 'reveal@example.com');
    const withoutPermission = await staff('pd-no-permission', { 'user-manage': ['view', 'edit'] });
    const holder = await staff('pd-holder', { 'user-manage': ['view'], [PERSONAL_DATA_PAGE]: ['view'] });
    const holderOnly = await staff('pd-holder-only', { [PERSONAL_DATA_PAGE]: ['view'] });

    expect(await mayRead(withoutPermission)).toBe(false);
    const refused = await readPersonal(id, withoutPermission);
    expect([refused.statusCode, refused.json().status_desc]).toEqual([403, MESSAGES.personalDataForbidden]);
    // The permission opens no page: the record's page is needed as well.
    const pageless = await readPersonal(id, holderOnly);
    expect([pageless.statusCode, pageless.json().status_desc]).toEqual([403, MESSAGES.forbidden]);

    expect(await mayRead(holder)).toBe(true);
    const read = await readPersonal(id, holder);
    expect(read.json()).toEqual({ code: 200, data: { phone: '13800138021', email: 'reveal@example.com' }, status_desc: MESSAGES.success });
    expect(read.headers['cache-control']).toBe('no-store');
    expect((await readPersonal(999_999, holder)).statusCode).toBe(404);
    expect((await readPersonal(id, t.admin)).json().data).toEqual({ phone: '13800138021', email: 'reveal@example.com' });

    // Who read whose (the record in the address) and which fields (the action), and the refused try too.
    const route = '/yl1001/platform/api/user/personal/:id';
    const entries = async () => t.database.db.select().from(requestLogs).where(and(eq(requestLogs.route, route), eq(requestLogs.path, `/yl1001/platform/api/user/personal/${id}`)));
    await expect.poll(async () => (await entries()).length).toBeGreaterThanOrEqual(4);
    const holderId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'pd-holder')))[0]!.id;
    const read1 = (await entries()).find((entry) => entry.userId === holderId)!;
    expect(read1).toMatchObject({ kind: 'operation', method: 'GET', status: 200, success: true, page: 'user-manage,department-personnel-manage', body: '' });
    expect(read1.action).toBe('The phone and e-mail of a user in full, for its own dialog; each answer is recorded in the operation log');
    expect(read1.hash).toBeTruthy();
    expect((await entries()).filter((entry) => !entry.success).map((entry) => [entry.status, entry.message])).toContainEqual([403, MESSAGES.personalDataForbidden]);
  });

  it('reads a department’s phone in full the same way', async () => {
    const department = (await t.call('POST', '/department/add', { token: t.admin, form: { name: '读取部', phone: '13800138031' } })).json().data;
    const holder = await staff('pd-departments', { 'department-manage-list': ['view'], [PERSONAL_DATA_PAGE]: ['view'] });
    expect((await t.call('GET', `/department/personal/${department.id}`, { token: holder })).json().data).toEqual({ phone: '13800138031' });
    const viewer = await staff('pd-departments-viewer', { 'department-manage-list': ['view'] });
    expect((await t.call('GET', `/department/personal/${department.id}`, { token: viewer })).statusCode).toBe(403);
  });

  it('refuses a masked value in an edit and changes nothing; a form leaving the fields out keeps them', async () => {
    const { id } = await person('pd-edit', '13800138041', 'edit@example.com');
    const update = (form: Form) => t.call('POST', '/user/update', { token: t.admin, form: { id: String(id), ...form } });

    const phone = await update({ name: '改名', phone: '138****8041' });
    expect([phone.statusCode, phone.json().status_desc]).toEqual([400, MESSAGES.invalidField('phone', '这是打码显示的手机号，请填写完整的手机号')]);
    const email = await update({ email: 'e***@example.com' });
    expect([email.statusCode, email.json().status_desc]).toEqual([400, MESSAGES.invalidField('email', '这是打码显示的邮箱，请填写完整的邮箱')]);
    expect((await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name).toBe('pd-edit');
    expect(await stored(id)).toEqual({ phone: '13800138041', email: 'edit@example.com' });

    expect((await update({ name: '改名' })).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ phone: '13800138041', email: 'edit@example.com' });
    expect((await update({ phone: '13900139041' })).json().data.phone).toBe('139****9041');
    expect(await stored(id)).toEqual({ phone: '13900139041', email: 'edit@example.com' });

    const department = (await t.call('POST', '/department/add', { token: t.admin, form: { name: '打码部', phone: '13800138042' } })).json().data;
    const edited = await t.call('POST', '/department/edit', { token: t.admin, form: { id: String(department.id), name: '打码部', phone: department.phone } });
    expect(edited.statusCode).toBe(400);
    expect((await t.call('GET', `/department/personal/${department.id}`, { token: t.admin })).json().data).toEqual({ phone: '13800138042' });
  });

  it('keeps phones and e-mails masked in the operation log', async () => {
    await person('pd-logged', '13800138051', 'logged@example.com');
    const entries = () => t.database.db.select({ body: requestLogs.body }).from(requestLogs).where(eq(requestLogs.route, '/yl1001/platform/api/user/save'));
    await expect.poll(async () => (await entries()).some((entry) => entry.body.includes('"pd-logged"'))).toBe(true);
    const body = (await entries()).find((entry) => entry.body.includes('"pd-logged"'))!.body;
    expect(JSON.parse(body)).toMatchObject({ phone: '138****8051', email: 'l***@example.com', password: '[redacted]' });
    expect(body).not.toContain('13800138051');
  });

  it("shows an account its own phone, and a main account its sub-accounts', in full", async () => {
    const main = await createCustomer(t, 'pd-main');
    await t.database.db.update(users).set({ phone: '13900139061' }).where(eq(users.id, main.id));
    expect((await t.call('GET', '/user/profile', { token: main.token })).json().data.phone).toBe('13900139061');
    const sub = await t.call('POST', '/user/sub/save', { token: main.token, form: { username: 'pd-sub', password: 'pd-sub-pass-1', name: '子账号', phone: '13900139062', email: 'sub@example.com' } });
    expect(sub.json().data).toMatchObject({ phone: '13900139062', email: 'sub@example.com' });
    expect((await t.call('GET', '/user/sublist', { token: main.token })).json().data.records).toMatchObject([{ phone: '13900139062', email: 'sub@example.com' }]);
  });
});

/** Routes whose answers show a phone or e-mail in full by design, and why. */
const SHOWN_IN_FULL: Record<string, string> = {
  'account.profile': "the account's own",
  'account.updateProfile': "the account's own",
  'subAccounts.list': "the main account's own accounts",
  'subAccounts.create': "the main account's own accounts",
  'subAccounts.update': "the main account's own accounts",
  'subAccounts.status': "the main account's own accounts",
};

const PERSONAL_NAME = /^(phone|mobile|email|e?mail)$/i;

/** Paths of the fields named like a phone or e-mail that an answer of this schema carries, masked or not. */
function personalNamed(schema: z.ZodType, at = ''): string[] {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return personalNamed(schema.unwrap() as z.ZodType, at);
  if (schema instanceof z.ZodArray) return personalNamed(schema.element as z.ZodType, `${at}[]`);
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]) =>
    [...(PERSONAL_NAME.test(name) ? [`${at}.${name}`] : []), ...personalNamed(field, `${at}.${name}`)]);
}

/** What the route layer makes of an answer holding a person's phone and e-mail in every such field. */
function answerOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return answerOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return [answerOf(schema.element as z.ZodType)];
  if (!(schema instanceof z.ZodObject)) return null;
  return Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) =>
    [name, PERSONAL_NAME.test(name) ? (/mail/i.test(name) ? 'someone@example.com' : '13800138000') : answerOf(field)]));
}

describe('every answer carrying a phone or e-mail', () => {
  it('masks it, unless it reveals a record’s personal data by design or the list above says why not', () => {
    const unmasked: string[] = [];
    for (const [domain, routes] of Object.entries(CONTRACT) as [string, Record<string, RouteDef>][]) {
      for (const [name, def] of Object.entries(routes)) {
        if (!def.data || def.revealsPersonalData || SHOWN_IN_FULL[`${domain}.${name}`] || personalNamed(def.data).length === 0) continue;
        const masked = JSON.stringify(maskerOf(def.data)?.(answerOf(def.data)) ?? answerOf(def.data));
        if (masked.includes('13800138000') || masked.includes('someone@')) unmasked.push(`${domain}.${name} ${personalNamed(def.data).join(' ')}`);
      }
    }
    expect(unmasked).toEqual([]);
  });
});
