import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { flattenPages, SYSTEM_APP_ID } from '@console/contract';
import { type MenuRecord, type NavItem } from '@console/contract/menu';
import { auditLog } from '../../crud/audit.table.ts';
import { products } from '../products/products.table.ts';
import { permissionRules, roleMenus, roles } from '../roles/roles.table.ts';
import { TEST_ADMIN_PASSWORD, useFileApp } from '../../../test/harness.ts';

const t = useFileApp();

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.list)]);

async function navOf(token: string, appId = SYSTEM_APP_ID): Promise<NavItem[]> {
  const response = await t.call('GET', `/menu/nav/${appId}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json().data.menuList;
}

describe('menu nav', () => {
  it('gives the admin every page of the console with all its permission types', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const items = flatten(await navOf(token));
    const urls = items.map((item) => item.url);
    // Buttons are permissions inside their page, never items of the navigation.
    for (const page of flattenPages().filter((node) => node.type !== 'button')) expect(urls).toContain(page.url);
    expect(items.find((item) => item.name === 'user-manage')?.permTypes).toEqual(['view', 'add', 'edit', 'delete']);
    const sys = (await navOf(token)).find((item) => item.name === 'sys-manage')!;
    expect(sys.list.map((item) => item.name).slice(0, 3)).toEqual(['user-manage', 'role-manage', 'menu-manage']);
  });

  it('gives a role holding two pages those pages, their directory and only the granted types', async () => {
    await t.createUser('two-pages', 'two-pages-pass', { 'user-manage': ['view', 'edit'], 'isv-manage': ['view'] });
    const tree = await navOf(await t.login('two-pages', 'two-pages-pass'));
    expect(tree.map((item) => item.name)).toEqual(['sys-manage']);
    const sys = tree[0]!;
    expect(sys.permTypes).toEqual([]);
    expect(sys.list.map((item) => item.name)).toEqual(['user-manage', 'open-manage']);
    expect(sys.list[0]!.permTypes).toEqual(['view', 'edit']);
    expect(sys.list[1]!.list.map((item) => [item.name, item.permTypes])).toEqual([['isv-manage', ['view']]]);
  });

  it('is empty for an application with no menus and for a user without grants', async () => {
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    expect(await navOf(admin, 'no-such-app')).toEqual([]);
    await t.createUser('no-grants', 'no-grants-pass');
    expect(await navOf(await t.login('no-grants', 'no-grants-pass'))).toEqual([]);
  });

  it('refuses an application id that no application could have', async () => {
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const refused = await t.call('GET', '/menu/nav/1st%20app', { token: admin });
    expect(refused.json()).toMatchObject({ code: 400, status_desc: '参数错误：appId 以字母开头，只能包含字母、数字、_ 和 -' });
  });

  it('answers the same for an application named by its numeric id as by its appId', async () => {
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const [consoleApp] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.appId, SYSTEM_APP_ID));
    const byId = await t.call('GET', `/menu/nav/${consoleApp!.id}`, { token: admin });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.menuList).toEqual(await navOf(admin));
    expect((await t.call('GET', '/menu/nav/999999', { token: admin })).json()).toMatchObject({ code: 404, status_desc: '应用不存在：999999' });
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', `/menu/nav/${SYSTEM_APP_ID}`)).statusCode).toBe(401);
  });
});

describe('permission hook', () => {
  it('answers 401 without a token, 403 without the permission, 200 with it or as admin', async () => {
    await t.createUser('viewer', 'viewer-pass-1', { 'menu-manage': ['view'] });
    await t.createUser('outsider', 'outsider-pass-1', { 'user-manage': ['view'] });
    await t.createUser('editor-only', 'editor-pass-1', { 'menu-manage': ['edit'] });

    expect((await t.call('GET', '/menu/list')).statusCode).toBe(401);
    for (const [name, password] of [['outsider', 'outsider-pass-1'], ['editor-only', 'editor-pass-1']] as const) {
      const refused = await t.call('GET', '/menu/list', { token: await t.login(name, password) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, data: null, status_desc: '对不起没有权限操作!' });
    }
    expect((await t.call('GET', '/menu/list', { token: await t.login('viewer', 'viewer-pass-1') })).statusCode).toBe(200);
    expect((await t.call('GET', '/menu/list', { token: await t.login('admin', TEST_ADMIN_PASSWORD) })).statusCode).toBe(200);
  });
});

describe('menu management', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });

  const save = (form: Record<string, string>, token = admin) => t.call('POST', '/menu/save', { token, form: { appId: 'crm', ...form } });
  const update = (form: Record<string, string>) => t.call('POST', '/menu/update', { token: admin, form });
  const remove = (ids: string) => t.call('POST', '/menu/delete', { token: admin, form: { ids } });
  async function add(form: Record<string, string>): Promise<MenuRecord> {
    const response = await save(form);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const systemMenu = async (name: string): Promise<MenuRecord> =>
    (await t.call('GET', '/menu/listByAppId', { token: admin, query: { appId: SYSTEM_APP_ID } })).json().data.find((menu: MenuRecord) => menu.name === name);

  it('refuses a button as the parent of a menu', async () => {
    const page = await add({ appId: 'btn-app', name: 'btn-parent-page', title: 'p', url: '/btn-parent', type: 'page' });
    const button = await add({ appId: 'btn-app', parentId: String(page.id), name: 'btn-parent-button', title: 'b', url: '', type: 'button' });
    const refused = await save({ appId: 'btn-app', parentId: String(button.id), name: 'under-button', title: 'u', url: '', type: 'button' });
    expect(refused.json()).toMatchObject({ code: 400, status_desc: '按钮下面不能再添加菜单' });
  });

  it('creates directories, pages and buttons, and reads them as a tree, a picker tree, one by one and flat', async () => {
    const dir = await add({ name: 'crm-root', title: '客户', url: '/crm', icon: 'team', type: 'directory', sort: '2' });
    const page = await add({ parentId: String(dir.id), name: 'crm_list', title: '客户列表', url: '/crm/list', type: 'page', permTypes: 'edit,view', sort: '1' });
    const button = await add({ parentId: String(page.id), name: 'crm-export', title: '导出', url: '', type: 'button', permTypes: 'view', hidden: 'true' });
    expect(page).toMatchObject({ appId: 'crm', parentId: dir.id, permTypes: ['view', 'edit'], icon: '', sort: 1, hidden: false, system: false });
    expect(button).toMatchObject({ url: '', type: 'button', hidden: true });

    const tree = (await t.call('GET', '/menu/list', { token: admin, query: { appId: 'crm' } })).json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: dir.id, parentId: null, appId: 'crm', icon: 'team', sort: 2, list: [{ id: page.id, list: [{ id: button.id, list: [] }] }] });
    const options = (await t.call('GET', '/menu/select', { token: admin, query: { appId: 'crm' } })).json().data;
    expect(options).toEqual([{ id: dir.id, title: '客户', name: 'crm-root', type: 'directory', children: [{ id: page.id, title: '客户列表', name: 'crm_list', type: 'page', children: [] }] }]);
    expect((await t.call('GET', '/menu/info', { token: admin, query: { id: String(button.id) } })).json().data).toEqual(button);
    const flat = (await t.call('GET', '/menu/listByAppId', { token: admin, query: { appId: 'crm' } })).json().data;
    expect(flat.map((menu: MenuRecord) => menu.name)).toEqual(['crm-export', 'crm_list', 'crm-root']);

    const edited = await update({ id: String(page.id), title: '全部客户', icon: 'user', permTypes: 'view' });
    expect(edited.json().data).toMatchObject({ title: '全部客户', icon: 'user', permTypes: ['view'], name: 'crm_list', url: '/crm/list' });
    expect((await update({ id: String(dir.id) })).json().data).toEqual(dir);
    expect((await remove(`${button.id},${page.id}`)).statusCode).toBe(409);
    expect((await remove(String(button.id))).json().data).toEqual({ deleted: 1 });
    expect((await remove(`${page.id},${dir.id}`)).statusCode).toBe(409);
    expect((await remove(String(page.id))).json().data).toEqual({ deleted: 1 });
  });

  it('takes an external address for a page, never for a directory, and shows external pages in the nav', async () => {
    const page = await add({ appId: SYSTEM_APP_ID, name: 'vendor-portal', title: '供应商门户', url: 'https://vendor.example.com/portal', icon: 'link', type: 'page' });
    expect(page).toMatchObject({ url: 'https://vendor.example.com/portal', type: 'page', system: false });
    const directory = await save({ name: 'external-dir', title: 'x', url: 'https://example.com', type: 'directory' });
    expect(directory.json()).toMatchObject({ code: 400, status_desc: '参数错误：url 目录的地址以 / 开头；页面的地址以 / 开头，或是以 http(s):// 开头的外部地址' });
    expect((await update({ id: String(page.id), url: 'ftp://vendor.example.com' })).statusCode).toBe(400);
    expect(flatten(await navOf(admin)).find((item) => item.name === 'vendor-portal')).toMatchObject({ url: 'https://vendor.example.com/portal', icon: 'link', title: '供应商门户' });
    expect((await remove(String(page.id))).statusCode).toBe(200);
  });

  it('lets a menu manager choose the application of a menu from every application', async () => {
    await t.createUser('menu-manager', 'menu-manager-pass', { 'menu-manage': ['view', 'add'] });
    const allList = await t.call('GET', '/product/getAllList', { token: await t.login('menu-manager', 'menu-manager-pass') });
    expect(allList.statusCode).toBe(200);
    expect(allList.json().data.map((product: { appId: string }) => product.appId)).toContain(SYSTEM_APP_ID);
  });

  it('takes permission types as a JSON array and defaults to the console application', async () => {
    const response = await t.call('POST', '/menu/save', { token: admin, json: { name: 'json-page', title: 'JSON', url: '/json', type: 'page', permTypes: ['add', 'view', 'add'] } });
    expect(response.json().data).toMatchObject({ appId: SYSTEM_APP_ID, permTypes: ['view', 'add'] });
  });

  it('validates fields with messages naming them', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: 'bad name', title: 'x', url: '/x', type: 'page' }, 'name'],
      [{ name: 'no-title', title: '', url: '/x', type: 'page' }, 'title'],
      [{ name: 'no-slash', title: 'x', url: 'x', type: 'page' }, 'url'],
      [{ name: 'button-url', title: 'x', url: '/x', type: 'button' }, 'url'],
      [{ name: 'bad-icon', title: 'x', url: '/x', type: 'page', icon: 'rocket' }, 'icon'],
      [{ name: 'bad-type', title: 'x', url: '/x', type: 'link' }, 'type'],
      [{ name: 'bad-perm', title: 'x', url: '/x', type: 'page', permTypes: 'view,export' }, 'permTypes'],
      [{ name: 'bad-sort', title: 'x', url: '/x', type: 'page', sort: '10000' }, 'sort'],
      [{ name: 'bad-app', title: 'x', url: '/x', type: 'page', appId: '../crm' }, 'appId'],
    ];
    for (const [form, field] of cases) {
      const refused = await save(form);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().status_desc, field).toMatch(new RegExp(`^参数错误：${field}`));
    }
    const page = await add({ name: 'to-button', title: 'x', url: '/to-button', type: 'page' });
    const refused = await update({ id: String(page.id), type: 'button' });
    expect(refused.json()).toMatchObject({ code: 400, status_desc: '参数错误：url 按钮没有地址，请留空' });
    expect((await update({ id: String(page.id), type: 'button', url: '' })).json().data).toMatchObject({ type: 'button', url: '' });
  });

  it('keeps route names unique within one application', async () => {
    await add({ name: 'orders', title: '订单', url: '/orders', type: 'page' });
    const duplicate = await save({ name: 'orders', title: '订单2', url: '/orders2', type: 'page' });
    expect(duplicate.json()).toMatchObject({ code: 409, status_desc: '路由名称“orders”在该应用中已存在' });
    expect((await save({ appId: 'erp', name: 'orders', title: '订单', url: '/orders', type: 'page' })).statusCode).toBe(200);
    const other = await add({ name: 'invoices', title: '发票', url: '/invoices', type: 'page' });
    expect((await update({ id: String(other.id), name: 'orders' })).statusCode).toBe(409);
  });

  it('answers 404 for a missing menu or parent and 400 for a parent of another application', async () => {
    expect((await t.call('GET', '/menu/info', { token: admin, query: { id: '999999' } })).json()).toMatchObject({ code: 404, status_desc: '菜单不存在：999999' });
    expect((await update({ id: '999999', title: 'x' })).statusCode).toBe(404);
    const orphan = await save({ parentId: '999999', name: 'orphan', title: 'x', url: '/orphan', type: 'page' });
    expect(orphan.json()).toMatchObject({ code: 404, status_desc: '上级菜单不存在' });
    const elsewhere = await add({ appId: 'erp', name: 'erp-root', title: 'x', url: '/erp', type: 'directory' });
    const crossApp = await save({ parentId: String(elsewhere.id), name: 'cross', title: 'x', url: '/cross', type: 'page' });
    expect(crossApp.json()).toMatchObject({ code: 400, status_desc: '上级菜单必须属于同一个应用' });
  });

  it('refuses to make a menu its own ancestor, and moves it elsewhere', async () => {
    const top = await add({ name: 'tree-top', title: 'top', url: '/top', type: 'directory' });
    const middle = await add({ parentId: String(top.id), name: 'tree-middle', title: 'middle', url: '/top/middle', type: 'directory' });
    const leaf = await add({ parentId: String(middle.id), name: 'tree-leaf', title: 'leaf', url: '/top/middle/leaf', type: 'page' });
    for (const parentId of [leaf.id, top.id]) {
      const cycle = await update({ id: String(top.id), parentId: String(parentId) });
      expect(cycle.json()).toMatchObject({ code: 409, status_desc: '不能把菜单移动到它自己或它的下级菜单下' });
    }
    expect((await update({ id: String(leaf.id), parentId: String(top.id) })).json().data.parentId).toBe(top.id);
    expect((await update({ id: String(middle.id), parentId: '' })).json().data.parentId).toBeNull();
  });

  it('marks the menus of the page list as system menus, and only those', async () => {
    const menus: MenuRecord[] = (await t.call('GET', '/menu/listByAppId', { token: admin, query: { appId: SYSTEM_APP_ID } })).json().data;
    const pages = new Set(flattenPages().map((page) => page.name));
    expect(menus.filter((menu) => menu.system).map((menu) => menu.name).sort()).toEqual([...pages].sort());
    const added = await add({ appId: SYSTEM_APP_ID, name: 'own-report', title: '自建报表', url: '/own-report', type: 'page' });
    expect(added.system).toBe(false);
    const tree = (await t.call('GET', '/menu/list', { token: admin })).json().data;
    expect(tree.find((menu: MenuRecord) => menu.name === 'sys-manage')).toMatchObject({ system: true });
    expect((await t.call('GET', '/menu/info', { token: admin, query: { id: String(added.id) } })).json().data).toMatchObject({ system: false });
    expect((await remove(String(added.id))).json().data).toEqual({ deleted: 1 });
  });

  it('lets a system menu change its title, icon, order and visibility, but not what the product knows it by', async () => {
    const users = await systemMenu('user-manage');
    expect(users.system).toBe(true);
    const form = { id: String(users.id), title: '账号管理', icon: 'team', sort: '7', hidden: 'true', name: 'user-manage', url: users.url, type: 'page', permTypes: users.permTypes.join(',') };
    expect((await update(form)).json().data).toMatchObject({ title: '账号管理', icon: 'team', sort: 7, hidden: true, name: 'user-manage' });
    const fixed = { code: 409, status_desc: '“账号管理”(user-manage) 是系统菜单，产品依赖它，不能修改它的路由名称、路径、类型和权限类型' };
    const changes: Record<string, string>[] = [{ name: 'accounts' }, { url: '/accounts' }, { type: 'directory' }, { permTypes: 'view' }];
    for (const change of changes) {
      expect((await update({ id: String(users.id), ...change })).json(), JSON.stringify(change)).toMatchObject(fixed);
    }
    expect(await systemMenu('user-manage')).toMatchObject({ name: 'user-manage', url: users.url, type: 'page', permTypes: users.permTypes });
    await update({ id: String(users.id), title: users.title, icon: users.icon, sort: String(users.sort), hidden: 'false' });
  });

  it('never deletes a system menu, alone or with others, and still deletes the others', async () => {
    const users = await systemMenu('user-manage');
    const own = await add({ name: 'own-page', title: '自建页面', url: '/own-page', type: 'page' });
    const refusal = { code: 409, status_desc: `“${users.title}”(user-manage) 是系统菜单，产品依赖它，不能删除` };
    expect((await remove(String(users.id))).json()).toMatchObject(refusal);
    expect((await remove(`${own.id},${users.id}`)).json()).toMatchObject(refusal);
    expect(await systemMenu('user-manage')).toEqual(users);
    expect((await t.call('GET', '/menu/info', { token: admin, query: { id: String(own.id) } })).statusCode).toBe(200);
    expect((await remove(String(own.id))).json().data).toEqual({ deleted: 1 });
  });

  it('refuses to delete a menu with children, and takes grants and permission rules with a deleted menu', async () => {
    const parent = await add({ name: 'has-kids', title: '父菜单', url: '/kids', type: 'directory' });
    const child = await add({ parentId: String(parent.id), name: 'kid', title: '子菜单', url: '/kids/kid', type: 'page' });
    expect((await remove(String(parent.id))).json()).toMatchObject({ code: 409, status_desc: '菜单“父菜单”下还有子菜单，不能删除' });

    await t.createUser('grant-holder', 'grant-holder-1');
    const [role] = await t.database.db.select().from(roles).where(eq(roles.code, 'role-of-grant-holder'));
    const [grant] = await t.database.db.insert(roleMenus).values({ roleId: role!.id, menuId: child.id, permTypes: ['view'] }).returning();
    await t.database.db.insert(permissionRules).values({ permId: grant!.id!, field: 'name', operator: 'eq', value: 'x' });
    expect((await remove(String(child.id))).json().data).toEqual({ deleted: 1 });
    expect(await t.database.db.select().from(roleMenus).where(eq(roleMenus.menuId, child.id))).toEqual([]);
    expect(await t.database.db.select().from(permissionRules).where(eq(permissionRules.permId, grant!.id!))).toEqual([]);
  });

  it('lets a viewer read but not change menus', async () => {
    await t.createUser('menu-viewer', 'menu-viewer-1', { 'menu-manage': ['view'] });
    const viewer = await t.login('menu-viewer', 'menu-viewer-1');
    expect((await t.call('GET', '/menu/select', { token: viewer })).statusCode).toBe(200);
    expect((await save({ name: 'nope', title: 'x', url: '/nope', type: 'page' }, viewer)).statusCode).toBe(403);
    expect((await t.call('POST', '/menu/delete', { token: viewer, form: { ids: '1' } })).statusCode).toBe(403);
  });

  it('records creations, changes and deletions in the audit log', async () => {
    const menu = await add({ name: 'audited-menu', title: 'before', url: '/audited', type: 'page' });
    await update({ id: String(menu.id), title: 'after' });
    await remove(String(menu.id));
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.target, 'menu'), eq(auditLog.targetId, String(menu.id)))).orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.changes).toEqual({ title: ['before', 'after'] });
  });
});
