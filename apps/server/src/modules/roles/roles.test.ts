import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { menus } from '../menu/menu.table.ts';
import { users } from '../users/users.table.ts';
import { useFileApp } from '../../../test/harness.ts';

const t = useFileApp();
let menuId: Record<string, number>;
beforeAll(async () => {
  const rows = await t.database.db.select().from(menus).where(inArray(menus.name, ['sys-manage', 'user-manage', 'role-manage', 'menu-manage', 'department-manage', 'department-personnel-manage']));
  menuId = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});

const saveRole = (body: object, token = t.admin) => t.call('POST', '/role/save', { token, json: body });
const grants = (...pages: [string, string[]][]) => pages.map(([page, permTypes]) => ({ menuId: menuId[page], permTypes }));

/** The password each account of `signInWithRole` chooses at its first sign-in. */
const ROLE_USER_OWN_PASSWORD = 'role-user-own-pass-2';

async function signInWithRole(username: string, roleId: number, departmentId?: number): Promise<string> {
  const created = await t.call('POST', '/user/save', {
    token: t.admin,
    form: { username, password: 'role-user-pass', name: username, roleIds: String(roleId), ...(departmentId && { departmentId: String(departmentId) }) },
  });
  expect(created.statusCode).toBe(200);
  return t.firstLogin(username, 'role-user-pass', ROLE_USER_OWN_PASSWORD);
}

describe('roles', () => {
  it('creates a role with page grants, reads it back and lists it', async () => {
    const saved = await saveRole({ code: 'auditor', name: '审计员', grants: grants(['sys-manage', ['view']], ['user-manage', ['view', 'edit']]) });
    expect(saved.statusCode).toBe(200);
    const role = saved.json().data;
    expect(role).toMatchObject({ code: 'auditor', name: '审计员', enabled: true, userCount: 0 });
    expect(role.grants.map((g: { menuId: number; permTypes: string[] }) => [g.menuId, g.permTypes])).toEqual(
      expect.arrayContaining([[menuId['user-manage'], ['view', 'edit']], [menuId['sys-manage'], ['view']]]),
    );
    const info = (await t.call('GET', '/role/info', { token: t.admin, query: { id: String(role.id) } })).json().data;
    expect(info.grants).toHaveLength(2);
    const list = (await t.call('GET', '/role/list', { token: t.admin, query: { name: '审计员', sort: 'code', order: 'asc' } })).json().data;
    expect(list.records.map((r: { code: string }) => r.code)).toEqual(['auditor']);
    const options = (await t.call('GET', '/role/select', { token: t.admin })).json().data;
    expect(options.map((o: { code: string }) => o.code)).toEqual(expect.arrayContaining(['admin', 'auditor']));
  });

  it('keeps only permission types the page offers and refuses unknown menus', async () => {
    const saved = (await saveRole({ code: 'dir-only', name: 'd', grants: grants(['sys-manage', ['view', 'delete']]) })).json().data;
    expect(saved.grants[0].permTypes).toEqual(['view']);
    expect((await saveRole({ code: 'ghost', name: 'g', grants: [{ menuId: 999999, permTypes: ['view'] }] })).statusCode).toBe(400);
  });

  it('answers 409 for a duplicate code and a role still held', async () => {
    expect((await saveRole({ code: 'AUDITOR', name: 'x' })).json()).toMatchObject({ code: 409, status_desc: '角色编码“AUDITOR”已存在' });
    const held = (await saveRole({ code: 'held', name: '在用角色' })).json().data;
    await signInWithRole('holder', held.id);
    const refused = await t.call('POST', '/role/delete', { token: t.admin, form: { ids: String(held.id) } });
    expect(refused.json()).toMatchObject({ code: 409, status_desc: '角色“在用角色”仍有 1 个用户，不能删除' });
    expect((await t.call('GET', '/role/info', { token: t.admin, query: { id: '999999' } })).statusCode).toBe(404);
  });

  it('lets a role manager grant only what they hold themselves', async () => {
    const manager = (await saveRole({ code: 'role-manager', name: 'rm', grants: grants(['sys-manage', ['view']], ['role-manage', ['view', 'add', 'edit']], ['user-manage', ['view']]) })).json().data;
    const token = await signInWithRole('manager', manager.id);
    const tooMuch = await saveRole({ code: 'escalated', name: 'e', grants: grants(['user-manage', ['view', 'delete']]) }, token);
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().status_desc).toContain('delete');
    expect((await saveRole({ code: 'other-page', name: 'o', grants: grants(['menu-manage', ['view']]) }, token)).statusCode).toBe(403);
    expect((await saveRole({ code: 'subset', name: 's', grants: grants(['user-manage', ['view']]) }, token)).statusCode).toBe(200);
    expect((await t.call('POST', '/role/delete', { token, form: { ids: '1' } })).statusCode).toBe(403);
  });

  it('refuses anyone changing the grants, data scopes or rules of a role they hold, the base role included', async () => {
    const own = (await saveRole({ code: 'held-role', name: '自持角色', grants: grants(['role-manage', ['view', 'edit']], ['user-manage', ['view', 'edit']]) })).json().data;
    const token = await signInWithRole('own-role-holder', own.id);
    const refusal = { code: 403, status_desc: '不能修改自己所持角色“自持角色”的权限：请由另一位管理员修改' };
    expect((await t.call('POST', '/role/update', { token, json: { id: own.id, grants: grants(['role-manage', ['view', 'edit']]) } })).json()).toMatchObject(refusal);
    const scope = { roleId: String(own.id), menuId: String(menuId['user-manage']), scope: 'all' };
    expect((await t.call('POST', '/role/data/rule/save', { token, form: scope })).json()).toMatchObject(refusal);
    const base = (await t.call('GET', '/role/list', { token: t.admin, query: { code: 'base' } })).json().data.records[0];
    expect((await t.call('POST', '/role/update', { token, json: { id: base.id, grants: [] } })).json().status_desc).toContain('不能修改自己所持角色');
    // Nothing changed; the role's name may still be edited, and an administrator who does not hold it changes its grants.
    expect((await t.call('GET', '/role/info', { token: t.admin, query: { id: String(own.id) } })).json().data.grants).toHaveLength(2);
    expect((await t.call('POST', '/role/update', { token, json: { id: own.id, description: '说明' } })).statusCode).toBe(200);
    expect((await t.call('POST', '/role/update', { token: t.admin, json: { id: own.id, grants: grants(['role-manage', ['view']]) } })).statusCode).toBe(200);
  });

  it('lets a role manager read the grantable menu tree, keep what a role had, and grant directories', async () => {
    const manager = (await saveRole({ code: 'tree-manager', name: 'tm', grants: grants(['role-manage', ['view', 'edit']], ['user-manage', ['view']]) })).json().data;
    const token = await signInWithRole('tree-manager-user', manager.id);
    const tree = await t.call('GET', '/role/menuTree', { token });
    expect(tree.statusCode).toBe(200);
    expect(tree.json().data.map((item: { name: string }) => item.name)).toContain('sys-manage');

    const target = (await saveRole({ code: 'has-more', name: 'hm', grants: grants(['menu-manage', ['view', 'delete']]) })).json().data;
    const keep = await t.call('POST', '/role/update', { token, json: { id: target.id, grants: grants(['menu-manage', ['view', 'delete']], ['sys-manage', ['view']], ['user-manage', ['view']]) } });
    expect(keep.statusCode).toBe(200);
    const addMore = await t.call('POST', '/role/update', { token, json: { id: target.id, grants: grants(['menu-manage', ['view', 'delete', 'add']]) } });
    expect(addMore.statusCode).toBe(403);
  });

  it('drops a page\'s data scope with its grant', async () => {
    const role = (await saveRole({ code: 'scope-drop', name: 'sd', grants: grants(['user-manage', ['view']]) })).json().data;
    const rule = { roleId: String(role.id), menuId: String(menuId['user-manage']), scope: 'own' };
    await t.call('POST', '/role/data/rule/save', { token: t.admin, form: rule });
    await t.call('POST', '/role/update', { token: t.admin, json: { id: role.id, grants: [] } });
    await t.call('POST', '/role/update', { token: t.admin, json: { id: role.id, grants: grants(['user-manage', ['view']]) } });
    expect((await t.call('GET', `/role/data/rule/${role.id}/${menuId['user-manage']}`, { token: t.admin })).json().data).toEqual({ scope: 'all', departmentIds: [] });
  });

  it('takes grant changes into account at the next request', async () => {
    const role = (await saveRole({ code: 'menu-viewer', name: 'mv', grants: grants(['sys-manage', ['view']], ['menu-manage', ['view']]) })).json().data;
    const token = await signInWithRole('menu-viewer-user', role.id);
    expect((await t.call('GET', '/menu/list', { token })).statusCode).toBe(200);
    await t.call('POST', '/role/update', { token: t.admin, json: { id: role.id, grants: grants(['sys-manage', ['view']]) } });
    expect((await t.call('GET', '/menu/list', { token })).statusCode).toBe(403);
    await t.call('POST', '/role/update', { token: t.admin, json: { id: role.id, grants: grants(['sys-manage', ['view']], ['menu-manage', ['view']]), enabled: false } });
    expect((await t.call('GET', '/menu/list', { token })).statusCode).toBe(403);
  });
});

describe('built-in roles', () => {
  const roleOf = async (code: string) => (await t.call('GET', '/role/list', { token: t.admin, query: { code, pageSize: '100' } })).json().data.records
    .find((role: { code: string }) => role.code === code);
  const remove = (ids: string) => t.call('POST', '/role/delete', { token: t.admin, form: { ids } });
  const update = (body: object) => t.call('POST', '/role/update', { token: t.admin, json: body });

  it('are marked as system roles, and only they', async () => {
    const records = (await t.call('GET', '/role/list', { token: t.admin, query: { pageSize: '100' } })).json().data.records as { code: string; system: boolean }[];
    expect(records.filter((role) => role.system).map((role) => role.code).sort()).toEqual(['admin', 'audit-admin', 'base', 'security-admin', 'system-admin']);
    const own = (await saveRole({ code: 'own-role', name: '自建角色' })).json().data;
    expect(own.system).toBe(false);
    expect((await t.call('GET', '/role/info', { token: t.admin, query: { id: String((await roleOf('admin')).id) } })).json().data).toMatchObject({ system: true });
    expect((await remove(String(own.id))).json().data).toEqual({ deleted: 1 });
  });

  it('are never deleted, alone or with others, and the others stay too', async () => {
    const admin = await roleOf('admin');
    const own = (await saveRole({ code: 'kept-role', name: '留下的角色' })).json().data;
    const refusal = { code: 409, status_desc: '“超级管理员”(admin) 是内置角色，产品依赖它，不能删除' };
    expect((await remove(String(admin.id))).json()).toMatchObject(refusal);
    expect((await remove(`${own.id},${admin.id}`)).json()).toMatchObject(refusal);
    expect(await roleOf('admin')).toEqual(admin);
    expect(await roleOf('kept-role')).toMatchObject({ id: own.id });
    expect((await remove(String(own.id))).json().data).toEqual({ deleted: 1 });
  });

  it('keep their code and stay enabled; their name, description and grants change', async () => {
    const admin = await roleOf('admin');
    const fixed = { code: 409, status_desc: '“超级管理员”(admin) 是内置角色，产品依赖它，不能修改它的编码，也不能停用' };
    expect((await update({ id: admin.id, code: 'root' })).json()).toMatchObject(fixed);
    expect((await update({ id: admin.id, enabled: false })).json()).toMatchObject(fixed);
    expect(await roleOf('admin')).toEqual(admin);
    const renamed = await update({ id: admin.id, code: 'admin', enabled: true, name: '系统管理员', description: '管理一切' });
    expect(renamed.json().data).toMatchObject({ code: 'admin', enabled: true, name: '系统管理员', description: '管理一切', system: true });
    expect((await update({ id: admin.id, name: admin.name, description: admin.description })).statusCode).toBe(200);
  });
});

describe('the base role', () => {
  const baseRole = async () => (await t.call('GET', '/role/list', { token: t.admin, query: { code: 'base' } })).json().data.records[0];

  it('is held by an account granted no role, which signs in and sees only the pages granted to everyone', async () => {
    await t.createUser('roleless', 'roleless-pass-1');
    const token = await t.login('roleless', 'roleless-pass-1');
    const info = (await t.call('GET', '/user/info', { token })).json().data;
    expect(info.roles).toEqual(['base', 'role-of-roleless']);
    expect((await t.call('GET', '/department/options', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/role/list', { token })).statusCode).toBe(403);

    const base = await baseRole();
    const accounts = await t.database.db.$count(users);
    expect(base).toMatchObject({ code: 'base', name: '基础角色', enabled: true, userCount: accounts });
    expect((await t.call('POST', '/role/update', { token: t.admin, json: { id: base.id, grants: grants(['sys-manage', ['view']], ['role-manage', ['view']]) } })).statusCode).toBe(200);
    expect((await t.call('GET', '/role/list', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/user/info', { token })).json().data.roles).toEqual(expect.arrayContaining(['base', 'role-manage']));
    await t.call('POST', '/role/update', { token: t.admin, json: { id: base.id, grants: [] } });
    expect((await t.call('GET', '/role/list', { token })).statusCode).toBe(403);
  });

  it('cannot be deleted, disabled, renamed, offered or assigned', async () => {
    const base = await baseRole();
    const fixed = '“基础角色”(base) 是内置角色，产品依赖它，不能修改它的编码，也不能停用';
    expect((await t.call('POST', '/role/delete', { token: t.admin, form: { ids: String(base.id) } })).json())
      .toMatchObject({ code: 409, status_desc: '“基础角色”(base) 是内置角色，产品依赖它，不能删除' });
    expect((await t.call('POST', '/role/update', { token: t.admin, json: { id: base.id, enabled: false } })).json()).toMatchObject({ code: 409, status_desc: fixed });
    expect((await t.call('POST', '/role/update', { token: t.admin, json: { id: base.id, code: 'everyone' } })).json()).toMatchObject({ code: 409, status_desc: fixed });
    const offered = (await t.call('GET', '/role/select', { token: t.admin })).json().data.map((role: { code: string }) => role.code);
    expect(offered).not.toContain('base');
    const assigned = await t.call('POST', '/user/save', { token: t.admin, form: { username: 'base-holder', password: 'Plain-holder-93', name: 'b', roleIds: String(base.id) } });
    expect(assigned.json()).toMatchObject({ code: 400, status_desc: '基础角色由所有账号持有，不能单独分配' });
  });
});

describe('data scopes and permission rules on the user list', () => {
  let dept: Record<string, number>;
  let role: { id: number; grants: { permId: number; menuId: number }[] };
  let token: string;
  const visible = async () =>
    ((await t.call('GET', '/user/list', { token, query: { username: 'scoped-', pageSize: '100' } })).json().data.records as { username: string }[])
      .map((user) => user.username).sort();
  const setScope = (scope: string, departmentIds = '') =>
    t.call('POST', '/role/data/rule/save', { token: t.admin, form: { roleId: String(role.id), menuId: String(menuId['user-manage']), scope, departmentIds } });

  beforeAll(async () => {
    const add = async (name: string, parentId?: number) =>
      (await t.call('POST', '/department/add', { token: t.admin, form: { name, ...(parentId && { parentId: String(parentId) }) } })).json().data.id as number;
    const a = await add('甲部门');
    dept = { a, a1: await add('甲一组', a), b: await add('乙部门') };
    for (const [username, d, userType] of [['scoped-a', dept.a, '0'], ['scoped-a1', dept.a1, '10'], ['scoped-b', dept.b, '10']] as const) {
      await t.call('POST', '/user/save', { token: t.admin, form: { username, password: 'scoped-pass-1', name: username, departmentId: String(d), userType } });
    }
    role = (await saveRole({ code: 'scoped-viewer', name: 'sv', grants: grants(['sys-manage', ['view']], ['user-manage', ['view']]) })).json().data;
    token = await signInWithRole('scoped-me', role.id, dept.a);
  });

  it('shows everything without a rule, and each scope narrows the list', async () => {
    expect(await visible()).toEqual(['scoped-a', 'scoped-a1', 'scoped-b', 'scoped-me']);
    expect((await setScope('own_dept')).json().data).toEqual({ scope: 'own_dept', departmentIds: [] });
    expect(await visible()).toEqual(['scoped-a', 'scoped-me']);
    await setScope('own_dept_below');
    expect(await visible()).toEqual(['scoped-a', 'scoped-a1', 'scoped-me']);
    await setScope('custom', String(dept.b));
    expect(await visible()).toEqual(['scoped-b']);
    expect((await t.call('GET', `/role/data/rule/${role.id}/${menuId['user-manage']}`, { token: t.admin })).json().data).toEqual({ scope: 'custom', departmentIds: [dept.b] });
    await setScope('own');
    expect(await visible()).toEqual(['scoped-me']);
    await setScope('all');
    expect(await visible()).toEqual(['scoped-a', 'scoped-a1', 'scoped-b', 'scoped-me']);
  });

  it('serves the department staff page with that page\'s own permission types and data scope', async () => {
    const staffRole = (await saveRole({
      code: 'staff-only', name: 'so', grants: grants(['sys-manage', ['view']], ['department-manage', ['view']], ['department-personnel-manage', ['view', 'add']]),
    })).json().data;
    const staffToken = await signInWithRole('staff-member', staffRole.id, dept.b);
    await t.call('POST', '/role/data/rule/save', {
      token: t.admin, form: { roleId: String(staffRole.id), menuId: String(menuId['department-personnel-manage']), scope: 'own_dept' },
    });
    expect((await t.call('GET', '/department/getByParentId/0', { token: staffToken })).statusCode).toBe(200);
    const staff = await t.call('GET', '/user/list', { token: staffToken, query: { username: 'scoped-', pageSize: '100' } });
    expect(staff.json().data.records.map((user: { username: string }) => user.username).sort()).toEqual(['scoped-b']);
    const created = await t.call('POST', '/user/save', { token: staffToken, form: { username: 'staff-new', password: 'scoped-pass-1', name: 'n', departmentId: String(dept.b) } });
    expect(created.statusCode).toBe(200);
    expect((await t.call('POST', '/user/update', { token: staffToken, form: { id: String(created.json().data.id), name: 'x' } })).statusCode).toBe(403);
    expect((await t.call('POST', '/department/add', { token: staffToken, form: { name: '不可' } })).statusCode).toBe(403);
  });

  it('lets a scoped manager change only the users their data scope shows, and keep them there', async () => {
    const managerRole = (await saveRole({
      code: 'dept-a-manager', name: 'am', grants: grants(['sys-manage', ['view']], ['user-manage', ['view', 'add', 'edit', 'delete']]),
    })).json().data;
    await t.call('POST', '/role/data/rule/save', { token: t.admin, form: { roleId: String(managerRole.id), menuId: String(menuId['user-manage']), scope: 'own_dept' } });
    const manager = await signInWithRole('manager-a', managerRole.id, dept.a);
    const idOf = async (username: string) => (await t.call('GET', '/user/list', { token: t.admin, query: { username } })).json().data.records[0].id as number;
    const outsider = String(await idOf('scoped-b'));
    const call = (path: string, form: Record<string, string>) => t.call('POST', path, { token: manager, form });

    for (const [path, form] of [
      ['/user/update', { id: outsider, name: 'x' }], ['/user/delete', { ids: outsider }],
      ['/user/enableOrDisables', { ids: outsider, enabled: 'false' }], ['/user/resetPassword', { id: outsider }],
    ] as const) {
      const refused = await call(path, form);
      expect([path, refused.statusCode, refused.json().status_desc]).toEqual([path, 404, '用户不存在']);
    }
    expect((await t.call('GET', '/user/list', { token: t.admin, query: { username: 'scoped-b' } })).json().data.records[0]).toMatchObject({ name: 'scoped-b', enabled: true });

    const placedElsewhere = await call('/user/save', { username: 'manager-made', password: 'scoped-pass-1', name: 'm', departmentId: String(dept.b) });
    expect([placedElsewhere.statusCode, placedElsewhere.json().status_desc]).toEqual([403, '该用户不在你的数据权限范围内，不能这样保存']);
    expect((await t.call('GET', '/user/list', { token: t.admin, query: { username: 'manager-made' } })).json().data.total).toBe(0);

    const own = await call('/user/save', { username: 'manager-made', password: 'scoped-pass-1', name: 'm', departmentId: String(dept.a) });
    expect(own.statusCode).toBe(200);
    const moved = await call('/user/update', { id: String(own.json().data.id), departmentId: String(dept.b) });
    expect(moved.statusCode).toBe(403);
    expect((await t.call('GET', '/user/list', { token: t.admin, query: { username: 'manager-made' } })).json().data.records[0].departmentId).toBe(dept.a);
    expect((await call('/user/delete', { ids: String(own.json().data.id) })).json().data).toEqual({ deleted: 1 });
  });

  it('applies permission rules as conditions, literal values included', async () => {
    const permId = role.grants.find((grant) => grant.menuId === menuId['user-manage'])!.permId;
    const added = await t.call('POST', '/perms/data/addPermissionRule', { token: t.admin, form: { permId: String(permId), field: 'userType', operator: 'eq', value: '10' } });
    expect(added.json().data).toMatchObject({ field: 'userType', operator: 'eq', value: 10 });
    expect(await visible()).toEqual(['scoped-a1', 'scoped-b']);

    const ruleId = added.json().data.id;
    await t.call('POST', '/perms/data/editPermissionRule', { token: t.admin, form: { id: String(ruleId), field: 'username', operator: 'contains', value: "a1' or '1'='1" } });
    expect(await visible()).toEqual([]);
    await t.call('POST', '/perms/data/editPermissionRule', { token: t.admin, form: { id: String(ruleId), field: 'username', operator: 'in', value: 'scoped-a, scoped-b' } });
    expect(await visible()).toEqual(['scoped-a', 'scoped-b']);

    const rules = (await t.call('GET', '/perms/data/getPermRuleListByPermId', { token: t.admin, query: { permId: String(permId) } })).json().data;
    expect(rules).toEqual([expect.objectContaining({ id: ruleId, value: ['scoped-a', 'scoped-b'] })]);
    expect((await t.call('GET', '/perms/data/deletePermissionRule', { token: t.admin, query: { id: String(ruleId) } })).json().data).toEqual({ deleted: 1 });
    expect(await visible()).toEqual(['scoped-a', 'scoped-a1', 'scoped-b', 'scoped-me']);
  });

  it('combines roles: any role that allows a row shows it', async () => {
    await setScope('own');
    const wide = (await saveRole({ code: 'scoped-wide', name: 'w', grants: grants(['sys-manage', ['view']], ['user-manage', ['view']]) })).json().data;
    await t.call('POST', '/role/data/rule/save', { token: t.admin, form: { roleId: String(wide.id), menuId: String(menuId['user-manage']), scope: 'custom', departmentIds: String(dept.b) } });
    const me = (await t.call('GET', '/user/list', { token: t.admin, query: { username: 'scoped-me' } })).json().data.records[0];
    await t.call('POST', '/user/update', { token: t.admin, form: { id: String(me.id), roleIds: `${role.id},${wide.id}` } });
    expect(await visible()).toEqual(['scoped-b', 'scoped-me']);
  });

  it('refuses rules on unknown fields, unsuitable operators and bad values, and unknown permissions', async () => {
    const permId = String(role.grants.find((grant) => grant.menuId === menuId['user-manage'])!.permId);
    const add = (field: string, operator: string, value: string, id = permId) =>
      t.call('POST', '/perms/data/addPermissionRule', { token: t.admin, form: { permId: id, field, operator, value } });
    expect((await add('password_hash', 'eq', 'x')).json()).toMatchObject({ code: 400, status_desc: '该页面不支持按“password_hash”设置规则' });
    expect((await add('enabled', 'contains', 'true')).statusCode).toBe(400);
    expect((await add('userType', 'gt', 'ten')).statusCode).toBe(400);
    expect((await add('username', 'like', 'x')).statusCode).toBe(400);
    expect((await add('username', 'eq', 'x', '999999')).statusCode).toBe(404);
    const viewer = await t.login('scoped-me', ROLE_USER_OWN_PASSWORD);
    expect((await add('username', 'eq', 'x')).statusCode).toBe(200);
    expect((await t.call('POST', '/perms/data/addPermissionRule', { token: viewer, form: { permId, field: 'name', operator: 'eq', value: 'x' } })).statusCode).toBe(403);
  });
});

describe('admins', () => {
  it('see every user whatever the rules', async () => {
    const total = (await t.call('GET', '/user/list', { token: t.admin, query: { pageSize: '100' } })).json().data.total;
    expect(total).toBe((await t.database.db.select().from(users)).length);
  });
});
