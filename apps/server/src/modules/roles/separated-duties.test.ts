import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { type AccessChange, type LogKind, type LogRecord } from '@console/contract/logs';
import { AUDIT_ADMIN_ROLE, SECURITY_ADMIN_ROLE, SYSTEM_ADMIN_ROLE } from '@console/contract/roles';
import { useFileApp } from '../../../test/harness.ts';
import { menus } from '../menu/menu.table.ts';
import { sessions } from '../auth/sessions.table.ts';
import { roles } from './roles.table.ts';

const t = useFileApp();

/** The password an administrator gives a new account, and the one its user then chooses. */
const GIVEN = 'Given-by-admin-7';
const CHOSEN = 'Chosen-by-holder-8';

interface Account { id: number; token: string }
let system: Account;
let security: Account;
let audit: Account;
let roleIds: Record<string, number>;
let menuIds: Record<string, number>;

const call = (token: string, method: 'GET' | 'POST', path: string, input: { query?: Record<string, string>; form?: Record<string, string>; json?: object } = {}) =>
  t.call(method, path, { token, ...input });

/** An account made by the admin holding these roles, signed in after choosing its own password. */
async function accountWith(username: string, codes: string[]): Promise<Account> {
  const created = await t.call('POST', '/user/save', { token: t.admin, form: { username, password: GIVEN, name: username, roleIds: codes.map((code) => roleIds[code]).join(',') } });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().data.id, token: await t.firstLogin(username, GIVEN, CHOSEN) };
}

/** The pages an account's menu shows. */
const pagesOf = async (token: string) => (await call(token, 'GET', '/user/info')).json().data.roles as string[];

beforeAll(async () => {
  roleIds = Object.fromEntries((await t.database.db.select().from(roles)).map((role) => [role.code, role.id]));
  menuIds = Object.fromEntries((await t.database.db.select().from(menus).where(inArray(menus.name, ['sys-manage', 'user-manage', 'log-manage', 'config-manage']))).map((menu) => [menu.name, menu.id]));
  system = await accountWith('duty-system', [SYSTEM_ADMIN_ROLE]);
  security = await accountWith('duty-security', [SECURITY_ADMIN_ROLE]);
  audit = await accountWith('duty-audit', [AUDIT_ADMIN_ROLE]);
});

describe('the separated duties', () => {
  it('are built-in roles, each granting the pages of its duty only', async () => {
    const listed = (await t.call('GET', '/role/list', { token: t.admin, query: { pageSize: '100' } })).json().data.records as { code: string; name: string; system: boolean }[];
    expect(listed.filter((role) => role.code.endsWith('-admin')).map(({ code, name, system: builtIn }) => [code, name, builtIn]).sort()).toEqual([
      ['audit-admin', '审计管理员', true], ['security-admin', '安全管理员', true], ['system-admin', '系统管理员', true],
    ]);
    const systemPages = await pagesOf(system.token);
    expect(systemPages).toEqual(expect.arrayContaining(['user-manage', 'role-manage', 'menu-manage', 'department-manage-list', 'config-manage', 'quartz-manage']));
    for (const page of ['log-manage', 'security-settings', 'online-users']) expect(systemPages).not.toContain(page);
    const securityPages = await pagesOf(security.token);
    expect(securityPages).toEqual(expect.arrayContaining(['security-settings', 'online-users', 'role-manage']));
    for (const page of ['log-manage', 'user-manage', 'config-manage']) expect(securityPages).not.toContain(page);
    expect((await pagesOf(audit.token)).filter((page) => page !== AUDIT_ADMIN_ROLE && page !== 'base').sort()).toEqual(['log-manage', 'sys-manage']);
  });

  it('each reach their own calls and are refused the others\'', async () => {
    const securitySetting = (await t.call('GET', '/config/select/password.minLength', { token: t.admin })).json().data;
    const generalSetting = (await t.call('GET', '/config/select/upload.maxSizeMb', { token: t.admin })).json().data;
    const expectations: [string, Account, 'GET' | 'POST', string, object, number][] = [
      ['system', system, 'GET', '/user/list', {}, 200],
      ['system', system, 'GET', '/role/list', {}, 200],
      ['system', system, 'POST', '/config/edit', { form: { id: String(generalSetting.id), value: '30' } }, 200],
      ['system', system, 'GET', '/log/list/operation', {}, 403],
      ['system', system, 'GET', '/log/list/access', {}, 403],
      ['system', system, 'GET', '/log/verify', {}, 403],
      ['system', system, 'GET', '/session/online/list', {}, 403],
      ['system', system, 'POST', '/role/networks', { json: { id: roleIds[AUDIT_ADMIN_ROLE], allowedNetworks: [] } }, 403],
      ['security', security, 'GET', '/session/online/list', {}, 200],
      ['security', security, 'POST', '/config/list', { form: { group: 'security' } }, 200],
      ['security', security, 'POST', '/config/edit', { form: { id: String(securitySetting.id), value: '10' } }, 200],
      ['security', security, 'GET', '/role/list', {}, 200],
      ['security', security, 'POST', '/role/update', { json: { id: roleIds[AUDIT_ADMIN_ROLE], description: 'x' } }, 403],
      ['security', security, 'GET', '/user/list', {}, 403],
      ['security', security, 'GET', '/log/list/login', {}, 403],
      ['audit', audit, 'GET', '/log/list/operation', {}, 200],
      ['audit', audit, 'GET', '/log/list/login', {}, 200],
      ['audit', audit, 'GET', '/log/list/access', {}, 200],
      ['audit', audit, 'GET', '/log/verify', {}, 200],
      ['audit', audit, 'GET', '/user/list', {}, 403],
      ['audit', audit, 'GET', '/role/list', {}, 403],
      ['audit', audit, 'POST', '/config/edit', { form: { id: String(generalSetting.id), value: '40' } }, 403],
      ['audit', audit, 'GET', '/session/online/list', {}, 403],
    ];
    for (const [who, account, method, path, input, status] of expectations) {
      const answer = await call(account.token, method, path, input);
      expect([who, method, path, answer.statusCode], answer.body).toEqual([who, method, path, status]);
    }
  });

  it('keep the security settings to the security administrator and the others to the system administrator', async () => {
    const setting = async (key: string) => (await t.call('GET', `/config/select/${key}`, { token: t.admin })).json().data;
    const minLength = await setting('password.minLength');
    expect((await call(system.token, 'POST', '/config/edit', { form: { id: String(minLength.id), value: '12' } })).json())
      .toMatchObject({ code: 403, status_desc: '“密码最短长度”是安全配置，由安全管理员在“安全设置”中修改' });
    const upload = await setting('upload.maxSizeMb');
    expect((await call(security.token, 'POST', '/config/edit', { form: { id: String(upload.id), value: '5' } })).json())
      .toMatchObject({ code: 403, status_desc: '“上传文件大小上限（MB）”不是安全配置，由系统管理员在“系统配置”中修改' });
    expect((await setting('password.minLength')).value).toBe(minLength.value);
    expect((await setting('upload.maxSizeMb')).value).toBe(upload.value);
    const keysOf = async (group: string) => ((await call(security.token, 'POST', '/config/list', { form: { group, pageSize: '100' } })).json().data.records as { key: string }[]).map((row) => row.key);
    expect((await keysOf('security')).sort()).toEqual(['log.retentionDays', 'login.captcha', 'password.historyCount', 'password.maxAgeDays', 'password.minLength', 'password.minStrength', 'session.idleMinutes', 'session.maxPerAccount']);
    expect(await keysOf('general')).toEqual(expect.arrayContaining(['upload.maxSizeMb', 'subAccount.limit']));
    expect(await keysOf('general')).not.toContain('password.minLength');
  });

  it('are held one per account', async () => {
    const both = await t.call('POST', '/user/save', {
      token: t.admin, form: { username: 'two-duties', password: GIVEN, name: 'x', roleIds: `${roleIds[SYSTEM_ADMIN_ROLE]},${roleIds[AUDIT_ADMIN_ROLE]}` },
    });
    expect(both.json()).toMatchObject({ code: 409, status_desc: '系统管理员、安全管理员和审计管理员职责分离：一个账号只能持有其中一个角色' });
    const added = await t.call('POST', '/user/update', { token: t.admin, form: { id: String(security.id), roleIds: `${roleIds[SECURITY_ADMIN_ROLE]},${roleIds[AUDIT_ADMIN_ROLE]}` } });
    expect(added.statusCode).toBe(409);
    expect((await t.call('GET', '/user/list', { token: t.admin, query: { username: 'two-duties' } })).json().data.total).toBe(0);
  });
});

describe('nobody grants themselves a role or a permission', () => {
  it('the system administrator gets no audit duty by any path, and nothing changes', async () => {
    const plain = (await t.call('POST', '/user/save', { token: system.token, form: { username: 'plain-staff', password: GIVEN, name: '普通员工' } })).json().data;
    const refusals: [string, 'POST' | 'GET', string, object, string][] = [
      ['own roles', 'POST', '/user/update', { form: { id: String(system.id), roleIds: `${roleIds[SYSTEM_ADMIN_ROLE]},${roleIds[AUDIT_ADMIN_ROLE]}` } }, '不能修改自己的角色：请由另一位管理员修改'],
      ['a new account', 'POST', '/user/save', { form: { username: 'my-auditor', password: GIVEN, name: 'x', roleIds: String(roleIds[AUDIT_ADMIN_ROLE]) } }, '不能授予或收回超出自己权限的角色：审计管理员'],
      ['another account', 'POST', '/user/update', { form: { id: String(plain.id), roleIds: String(roleIds[AUDIT_ADMIN_ROLE]) } }, '不能授予或收回超出自己权限的角色：审计管理员'],
      ['the auditor\'s password', 'POST', '/user/resetPassword', { form: { id: String(audit.id) } }, '该账号持有超出你权限的角色“审计管理员”：不能修改、重置、停用或删除它'],
      ['the auditor\'s phone', 'POST', '/user/update', { form: { id: String(audit.id), phone: '13900000009' } }, '该账号持有超出你权限的角色“审计管理员”：不能修改、重置、停用或删除它'],
      ['the auditor\'s account', 'POST', '/user/enableOrDisables', { form: { ids: String(audit.id), enabled: 'false' } }, '该账号持有超出你权限的角色“审计管理员”：不能修改、重置、停用或删除它'],
      ['the auditor removed', 'POST', '/user/delete', { form: { ids: String(audit.id) } }, '该账号持有超出你权限的角色“审计管理员”：不能修改、重置、停用或删除它'],
      ['his own role', 'POST', '/role/update', { json: { id: roleIds[SYSTEM_ADMIN_ROLE], grants: [{ menuId: menuIds['log-manage'], permTypes: ['view'] }] } }, '不能修改自己所持角色“系统管理员”的权限：请由另一位管理员修改'],
      ['a role of his making', 'POST', '/role/save', { json: { code: 'log-reader', name: '日志读者', grants: [{ menuId: menuIds['log-manage'], permTypes: ['view'] }] } }, '不能授予或取消自己没有的权限：日志管理（view）'],
      ['the audit duty\'s pages', 'POST', '/role/update', { json: { id: roleIds[AUDIT_ADMIN_ROLE], grants: [] } }, '“审计管理员”是内置的职责角色，它的权限只能由超级管理员调整'],
      ['the audit duty\'s scope', 'POST', '/role/data/rule/save', { form: { roleId: String(roleIds[AUDIT_ADMIN_ROLE]), menuId: String(menuIds['log-manage']), scope: 'own' } }, '“审计管理员”是内置的职责角色，它的权限只能由超级管理员调整'],
    ];
    for (const [path, method, route, input, message] of refusals) {
      const answer = await call(system.token, method, route, input);
      expect([path, answer.json().code, answer.json().status_desc]).toEqual([path, 403, message]);
    }
    expect(await pagesOf(system.token)).not.toContain('log-manage');
    expect((await call(audit.token, 'GET', '/log/list/operation')).statusCode).toBe(200);
    expect((await t.call('GET', '/user/list', { token: t.admin, query: { username: 'my-auditor' } })).json().data.total).toBe(0);
    expect((await t.call('GET', '/user/list', { token: t.admin, query: { username: 'duty-audit' } })).json().data.records[0]).toMatchObject({ enabled: true, phone: null });
  });

  it('the system administrator makes and gives roles within his own access, to others only', async () => {
    const made = await call(system.token, 'POST', '/role/save', { json: { code: 'user-reader', name: '用户查看', grants: [{ menuId: menuIds['sys-manage'], permTypes: ['view'] }, { menuId: menuIds['user-manage'], permTypes: ['view'] }] } });
    expect(made.statusCode, made.body).toBe(200);
    const roleId = made.json().data.id as number;
    expect((await call(system.token, 'POST', '/user/update', { form: { id: String(system.id), roleIds: `${roleIds[SYSTEM_ADMIN_ROLE]},${roleId}` } })).statusCode).toBe(403);
    const given = await call(system.token, 'POST', '/user/save', { form: { username: 'user-reader-1', password: GIVEN, name: 'r', roleIds: String(roleId) } });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.roleIds).toEqual([roleId]);
  });

  it('nobody takes away, switches off or narrows what they do not hold themselves', async () => {
    const logReader = (await t.call('POST', '/role/save', { token: t.admin, json: { code: 'log-reader-2', name: '日志读者', grants: [{ menuId: menuIds['sys-manage'], permTypes: ['view'] }, { menuId: menuIds['log-manage'], permTypes: ['view'] }] } })).json().data;
    const takeAway = await call(system.token, 'POST', '/role/update', { json: { id: logReader.id, grants: [{ menuId: menuIds['sys-manage'], permTypes: ['view'] }] } });
    expect(takeAway.json()).toMatchObject({ code: 403, status_desc: '不能授予或取消自己没有的权限：日志管理（view）' });
    const switchOff = await call(system.token, 'POST', '/role/update', { json: { id: logReader.id, enabled: false } });
    expect(switchOff.json()).toMatchObject({ code: 403, status_desc: '角色“日志读者”有你没有的权限：不能启用或停用它' });
    const narrow = await call(system.token, 'POST', '/role/data/rule/save', { form: { roleId: String(logReader.id), menuId: String(menuIds['log-manage']), scope: 'own' } });
    expect(narrow.json()).toMatchObject({ code: 403, status_desc: '角色“日志读者”在“日志管理”上有你没有的权限：不能修改它在该页面的数据权限或行规则' });
    expect((await t.call('GET', '/role/info', { token: t.admin, query: { id: String(logReader.id) } })).json().data).toMatchObject({ enabled: true, grants: [expect.anything(), expect.anything()] });
    // The description is no access: it may be edited.
    expect((await call(system.token, 'POST', '/role/update', { json: { id: logReader.id, description: '只读日志' } })).statusCode).toBe(200);
  });

  it('the security administrator does not set the sign-in addresses of his own role', async () => {
    const own = await call(security.token, 'POST', '/role/networks', { json: { id: roleIds[SECURITY_ADMIN_ROLE], allowedNetworks: ['10.0.0.0/8'] } });
    expect(own.json()).toMatchObject({ code: 403, status_desc: '不能修改自己所持角色“安全管理员”的权限：请由另一位管理员修改' });
  });
});

/** The entries of a kind the audit administrator reads, once the writer has written what `until` waits for. */
async function auditorReads(kind: LogKind, query: Record<string, string>, until: (records: LogRecord[]) => boolean) {
  let records: LogRecord[] = [];
  await expect.poll(async () => {
    records = (await call(audit.token, 'GET', `/log/list/${kind}`, { query: { pageSize: '100', ...query } })).json().data.records;
    return until(records);
  }).toBe(true);
  return records;
}

describe('the access-change log', () => {
  it('shows the audit administrator who gave whom which roles, refused attempts included, the super admin\'s too', async () => {
    const member = (await t.call('POST', '/user/save', { token: t.admin, form: { username: 'promoted', password: GIVEN, name: '被授权者' } })).json().data;
    const promoted = await t.call('POST', '/user/update', { token: t.admin, form: { id: String(member.id), roleIds: String(roleIds[SYSTEM_ADMIN_ROLE]) } });
    expect(promoted.statusCode).toBe(200);
    await call(system.token, 'POST', '/user/update', { form: { id: String(member.id), roleIds: String(roleIds[AUDIT_ADMIN_ROLE]) } });

    const about = (entry: LogRecord) => entry.body.startsWith(`{"id":${member.id},`);
    const entries = await auditorReads('access', { route: '/user/update' }, (records) => records.filter(about).length >= 2);
    const [refused, granted] = entries.filter(about);
    expect(granted).toMatchObject({ kind: 'access', username: 'admin', success: true, action: expect.any(String) });
    expect(granted!.changes).toEqual([expect.objectContaining<Partial<AccessChange>>({
      target: 'user', targetId: String(member.id), subject: 'promoted',
      changes: { roleIds: [[], [roleIds[SYSTEM_ADMIN_ROLE]]], roles: [[], ['系统管理员']] },
    })]);
    expect(refused).toMatchObject({ username: 'duty-system', success: false, status: 403, message: '不能授予或收回超出自己权限的角色：审计管理员', changes: [] });
  });

  it('lists a role\'s changed permissions by page, and keeps other changes in the operation log', async () => {
    const role = (await t.call('POST', '/role/save', { token: t.admin, json: { code: 'watched-role', name: '被查角色' } })).json().data;
    await t.call('POST', '/role/update', { token: t.admin, json: { id: role.id, grants: [{ menuId: menuIds['config-manage'], permTypes: ['view', 'edit'] }] } });
    await t.call('POST', '/role/update', { token: t.admin, json: { id: role.id, description: '只改说明' } });
    const [changed] = await auditorReads('access', { route: '/role/update' }, (records) => records.some((entry) => entry.body.includes(`"id":${role.id},"grants"`)));
    expect(changed!.changes).toEqual([expect.objectContaining({ target: 'role', subject: '被查角色', changes: { grants: [[], ['系统配置(config-manage): edit, view']] } })]);
    const operations = await auditorReads('operation', { route: '/role/update' }, (records) => records.some((entry) => entry.body.includes('只改说明')));
    expect(operations.find((entry) => entry.body.includes('只改说明'))).toMatchObject({ kind: 'operation', username: 'admin' });
    expect(operations.find((entry) => entry.body.includes(`"id":${role.id},"grants"`))).toBeUndefined();
  });
});

describe('online users', () => {
  it('lets the security administrator see every live session and force one out, not his own current one', async () => {
    await t.createUser('online-one', 'Online-pass-31');
    const token = await t.login('online-one', 'Online-pass-31');
    const listed = (await call(security.token, 'GET', '/session/online/list', { query: { username: 'online-one' } })).json().data;
    expect(listed).toMatchObject({ total: 1, records: [{ username: 'online-one', ip: '127.0.0.1', current: false }] });
    const [session] = listed.records;
    const ended = await call(security.token, 'POST', '/session/online/end', { form: { userId: String(session.userId), key: session.key } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(401);
    expect((await call(security.token, 'POST', '/session/online/end', { form: { userId: String(session.userId), key: session.key } })).statusCode).toBe(404);

    const mine = ((await call(security.token, 'GET', '/session/online/list', { query: { username: 'duty-security' } })).json().data.records as { key: string; current: boolean }[]).find((row) => row.current)!;
    expect((await call(security.token, 'POST', '/session/online/end', { form: { userId: String(security.id), key: mine.key } })).statusCode).toBe(409);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, security.id))).toBeGreaterThan(0);
  });
});
