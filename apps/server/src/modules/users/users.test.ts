import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { roles } from '../roles/roles.table.ts';
import { users } from './users.table.ts';
import { useFileApp } from '../../../test/harness.ts';

const t = useFileApp();

const save = (form: Record<string, string>, token = t.admin) => t.call('POST', '/user/save', { token, form });
const list = (query: Record<string, string>, token = t.admin) => t.call('GET', '/user/list', { token, query });
const roleId = async (code: string) => (await t.database.db.select().from(roles).where(eq(roles.code, code)))[0]!.id;

describe('users', () => {
  it('creates a user, lists it with filters, changes and deletes it', async () => {
    const created = await save({ username: 'Zhang.San', password: 'zhang-pass-1', name: '张三', phone: '13800138000', email: 'zs@example.com' });
    expect(created.statusCode).toBe(200);
    const user = created.json().data;
    expect(user).toMatchObject({ username: 'Zhang.San', name: '张三', phone: '138****8000', email: 'z***@example.com', enabled: true, roleIds: [], departmentName: null });
    expect(JSON.stringify(user)).not.toContain('pass');

    const found = (await list({ name: '张', pageSize: '5' })).json().data;
    expect(found).toMatchObject({ total: 1, pageNumber: 1, pageSize: 5 });
    expect(found.records[0].id).toBe(user.id);

    const updated = await t.call('POST', '/user/update', { token: t.admin, form: { id: String(user.id), name: '张三丰', phone: '' } });
    expect(updated.json().data).toMatchObject({ name: '张三丰', phone: null, username: 'Zhang.San' });

    const deleted = await t.call('POST', '/user/delete', { token: t.admin, form: { ids: String(user.id) } });
    expect(deleted.json().data).toEqual({ deleted: 1 });
    expect((await list({ username: 'zhang' })).json().data.total).toBe(0);
  });

  it('keeps the unfiltered total exact through creations and deletions', async () => {
    const total = async () => (await list({})).json().data.total as number;
    const before = await total();
    expect(before).toBe((await t.database.db.select().from(users)).length);
    const ids = [];
    for (const name of ['count-a', 'count-b', 'count-c']) ids.push((await save({ username: name, password: 'count-pass-1', name })).json().data.id);
    expect(await total()).toBe(before + 3);
    await t.call('POST', '/user/delete', { token: t.admin, form: { ids: ids.slice(0, 2).join(',') } });
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe((await t.database.db.select().from(users)).length);
  });

  it('sorts by a whitelisted field only and pages through the list', async () => {
    for (const name of ['sort-c', 'sort-a', 'sort-b']) await save({ username: name, password: 'sort-pass-1', name });
    const asc = (await list({ username: 'sort-', sort: 'username', order: 'asc' })).json().data.records.map((r: { username: string }) => r.username);
    expect(asc).toEqual(['sort-a', 'sort-b', 'sort-c']);
    const second = (await list({ username: 'sort-', sort: 'username', order: 'asc', pageSize: '2', pageNumber: '2' })).json().data;
    expect(second.records.map((r: { username: string }) => r.username)).toEqual(['sort-c']);
    expect(second.total).toBe(3);
    const refused = await list({ sort: 'password_hash' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().status_desc).toContain('sort');
  });

  it('treats % and _ in a search as plain characters', async () => {
    await save({ username: 'under_score', password: 'under-pass-1', name: 'u' });
    expect((await list({ username: '_' })).json().data.records.map((r: { username: string }) => r.username)).toEqual(['under_score']);
    expect((await list({ username: '%' })).json().data.total).toBe(0);
  });

  it('validates fields with messages naming them', async () => {
    const badPhone = await save({ username: 'badphone', password: 'bad-phone-1', name: 'x', phone: '23800138000' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().status_desc).toContain('phone');
    expect((await save({ username: 'bademail', password: 'bad-email-1', name: 'x', email: 'not-mail' })).json().status_desc).toContain('email');
    expect((await save({ username: 'shortpw', password: 'short', name: 'x' })).json().status_desc).toContain('password');
    expect((await save({ username: 'x y', password: 'spaces-pass', name: 'x' })).json().status_desc).toContain('username');
    expect((await save({ username: 'unknownrole', password: 'unknown-role', name: 'x', roleIds: '999999' })).statusCode).toBe(400);
    expect((await list({ username: 'badphone' })).json().data.total).toBe(0);
  });

  it('refuses a username taken in any letter case with 409', async () => {
    await save({ username: 'li.si', password: 'li-si-pass', name: '李四' });
    const duplicate = await save({ username: 'LI.SI', password: 'li-si-pass', name: '李四' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ status_desc: '用户名“LI.SI”已存在', data: { field: 'username' } });
  });

  it('offers enabled users matching a text to any signed-in user, as options', async () => {
    await save({ username: 'picker-one', password: 'picker-pass-1', name: '选择甲' });
    const { id } = (await save({ username: 'picker-two', password: 'picker-pass-1', name: '选择乙' })).json().data;
    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(id), enabled: 'false' } });
    await t.createUser('no-pages', 'no-pages-pass');
    const options = await t.call('GET', '/user/options', { token: await t.login('no-pages', 'no-pages-pass'), query: { name: '选择' } });
    expect(options.json().data).toEqual([{ id: expect.any(Number), username: 'picker-one', name: '选择甲' }]);
    expect((await t.call('GET', '/user/options', { query: { name: '选择' } })).statusCode).toBe(401);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await t.call('POST', '/user/update', { token: t.admin, form: { id: '999999', name: 'x' } })).statusCode).toBe(404);
    expect((await t.call('POST', '/user/resetPassword', { token: t.admin, form: { id: '999999' } })).statusCode).toBe(404);
  });

  it('refuses deleting or disabling oneself and the last admin', async () => {
    const self = (await t.call('GET', '/user/info', { token: t.admin })).json().data.admin_id as number;
    const del = await t.call('POST', '/user/delete', { token: t.admin, form: { ids: String(self) } });
    expect(del.json()).toMatchObject({ code: 409, status_desc: '不能删除当前登录的账号' });
    const disable = await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(self), enabled: 'false' } });
    expect(disable.json()).toMatchObject({ code: 409, status_desc: '不能停用当前登录的账号' });

    const second = (await save({ username: 'second-admin', password: 'Second-keys-42', name: 'b', roleIds: String(await roleId('admin')) })).json().data;
    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(second.id), enabled: 'false' } });
    // Nobody changes their own roles, the admin neither: another administrator does.
    const dropOwnAdmin = await t.call('POST', '/user/update', { token: t.admin, form: { id: String(self), roleIds: '' } });
    expect(dropOwnAdmin.json()).toMatchObject({ code: 403, status_desc: '不能修改自己的角色：请由另一位管理员修改' });
    expect((await t.call('GET', '/user/info', { token: t.admin })).json().data.roles).toEqual(['admin']);

    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(second.id), enabled: 'true' } });
    const withAnotherAdmin = await t.call('POST', '/user/update', { token: t.admin, form: { id: String(second.id), roleIds: '' } });
    expect(withAnotherAdmin.statusCode).toBe(200);
  });

  it('keeps users without the permission type out (403) and lets an editor act only within their own roles', async () => {
    await t.createUser('viewer-only', 'viewer-only-1', { 'user-manage': ['view'] });
    const viewer = await t.login('viewer-only', 'viewer-only-1');
    expect((await list({}, viewer)).statusCode).toBe(200);
    expect((await save({ username: 'nope', password: 'nope-pass-1', name: 'x' }, viewer)).statusCode).toBe(403);

    await t.createUser('editor', 'editor-pass-1', { 'user-manage': ['view', 'add', 'edit', 'delete'] });
    const editor = await t.login('editor', 'editor-pass-1');
    const adminRole = String(await roleId('admin'));
    const escalate = await save({ username: 'sneaky', password: 'sneaky-pass-1', name: 'x', roleIds: adminRole }, editor);
    expect(escalate.statusCode).toBe(403);
    const own = String(await roleId('role-of-editor'));
    expect((await save({ username: 'helper', password: 'helper-pass-1', name: 'x', roleIds: own }, editor)).statusCode).toBe(200);

    const adminId = (await t.call('GET', '/user/info', { token: t.admin })).json().data.admin_id;
    for (const [path, form] of [
      ['/user/update', { id: String(adminId), name: 'hacked' }],
      ['/user/resetPassword', { id: String(adminId) }],
      ['/user/enableOrDisables', { ids: String(adminId), enabled: 'false' }],
      ['/user/delete', { ids: String(adminId) }],
    ] as const) {
      const refused = await t.call('POST', path, { token: editor, form });
      expect(refused.statusCode, path).toBe(403);
    }
  });

  it('cuts a disabled user off at their next request', async () => {
    const { id } = (await save({ username: 'to-disable', password: 'Cut-off-later-7', name: 'x' })).json().data;
    const token = await t.login('to-disable', 'Cut-off-later-7');
    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(id), enabled: 'false' } });
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(401);
    expect((await list({ username: 'to-disable', enabled: 'false' })).json().data.total).toBe(1);
  });

  it('makes a new account choose its own password at its first sign-in: until then only finishing the sign-in answers', async () => {
    await save({ username: 'newcomer', password: 'Given-by-admin-5', name: '新同事' });
    const token = await t.login('newcomer', 'Given-by-admin-5');
    expect((await t.call('GET', '/user/info', { token })).json().data.mustChangePassword).toBe(true);
    for (const [method, path] of [['GET', '/message/todo/count'], ['GET', '/menu/nav/1'], ['GET', '/user/sessions']] as const) {
      expect((await t.call(method, path, { token })).json(), path).toMatchObject({ code: 403, status_desc: '请先修改初始密码' });
    }
    await t.call('POST', '/user/updatePassword', { token, form: { oldPassword: 'Given-by-admin-5', newPassword: 'Chosen-by-me-6' } });
    expect((await t.call('GET', '/message/todo/count', { token })).statusCode).toBe(200);
  });

  it('resets a password to a one-time one that must be changed before anything else', async () => {
    const { id } = (await save({ username: 'forgetful', password: 'Forgot-it-soon-4', name: 'x' })).json().data;
    await t.createUser('forgetful-grants', 'grants-pass-1');
    const oldSession = await t.login('forgetful', 'Forgot-it-soon-4');
    const reset = await t.call('POST', '/user/resetPassword', { token: t.admin, form: { id: String(id) } });
    const oneTime = reset.json().data.password as string;
    expect(oneTime.length).toBeGreaterThanOrEqual(12);
    expect((await t.call('GET', '/user/info', { token: oldSession })).statusCode).toBe(401);

    const signedIn = await t.call('POST', '/user/login', { form: { username: 'forgetful', password: oneTime } });
    expect(signedIn.json().data.mustChangePassword).toBe(true);
    const token = signedIn.json().data.token as string;
    expect((await t.call('GET', '/user/info', { token })).json().data.mustChangePassword).toBe(true);
    expect((await t.call('GET', '/menu/list', { token })).json()).toMatchObject({ code: 403, status_desc: '请先修改初始密码' });

    const wrongOld = await t.call('POST', '/user/changePassword', { token, form: { oldPassword: 'nope', newPassword: 'brand-new-pass' } });
    expect(wrongOld.json()).toMatchObject({ code: 400, status_desc: '原密码不正确' });
    expect((await t.call('POST', '/user/changePassword', { token, form: { oldPassword: oneTime, newPassword: 'brand-new-pass' } })).statusCode).toBe(200);
    expect((await t.call('GET', '/user/info', { token })).json().data.mustChangePassword).toBe(false);
    expect((await t.call('POST', '/user/login', { form: { username: 'forgetful', password: 'brand-new-pass' } })).statusCode).toBe(200);
  });

  it('records every change in the audit log, without passwords, and the log cannot be rewritten', async () => {
    const { id } = (await save({ username: 'audited', password: 'audited-pass-1', name: 'before' })).json().data;
    await t.call('POST', '/user/update', { token: t.admin, form: { id: String(id), name: 'after' }, headers: { 'x-request-id': 'audit-req-0001' } });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(id))).orderBy(desc(auditLog.id));
    expect(entries[0]).toMatchObject({ action: 'update', target: 'user', requestId: 'audit-req-0001', changes: { name: ['before', 'after'] } });
    expect(entries.at(-1)).toMatchObject({ action: 'create' });
    expect(JSON.stringify(entries)).not.toMatch(/audited-pass-1|passwordHash|\$argon2/);
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.targetId, String(id)))).rejects.toThrow();
    await expect(t.database.db.update(auditLog).set({ target: 'x' }).where(eq(auditLog.targetId, String(id)))).rejects.toThrow();
  });
});
