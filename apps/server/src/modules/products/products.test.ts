import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { useFileApp } from '../../../test/harness.ts';
import { menus } from '../menu/menu.table.ts';
import { productPermAliases, roleProducts, saasProducts, userPinnedProducts, userProducts } from './products.table.ts';
import { productFixtures } from './products.test-support.ts';

const t = useFileApp();
const { addCategory, addMenu, addProduct, consoleApplication, grantToRole, grantToUser, roleOf } = productFixtures(t);

const save = (form: Record<string, string>, token = t.admin) => t.call('POST', '/product/save', { token, form });
const edit = (form: Record<string, string>, token = t.admin) => t.call('POST', '/product/edit', { token, form });
const list = (form: Record<string, string>, token = t.admin) => t.call('POST', '/product/list', { token, form });
const info = (id: number) => t.call('GET', `/product/info/${id}`, { token: t.admin });
const remove = (ids: string, token = t.admin) => t.call('GET', `/product/delByIds/${ids}`, { token });
const aliases = (productId: number) => t.call('GET', '/saas/productPermsAlia/list', { token: t.admin, query: { productId: String(productId) } });
const saveAliases = (json: object, token = t.admin) => t.call('POST', '/saas/productPermsAlia/saveOrUpdate', { token, json });

let menuId: Record<string, number>;
beforeAll(async () => {
  const rows = await t.database.db.select().from(menus).where(eq(menus.name, 'user-manage'));
  menuId = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});

describe('applications', () => {
  it('creates an application, lists it with filters, changes, switches and deletes it', async () => {
    const category = await addCategory({ name: '招聘' });
    const created = await save({
      appId: 'recruit', productName: '招聘系统', productBackUrl: 'https://recruit.example.com', categoryId: String(category.id),
      icon: 'team', sort: '3', description: '校园与社会招聘',
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().data;
    expect(product).toMatchObject({ appId: 'recruit', productName: '招聘系统', categoryName: '招聘', enabled: true, parentId: null, parentName: null });
    const child = await addProduct({ appId: 'recruitCampus', productName: '校园招聘', parentId: String(product.id), enabled: 'false' });
    expect((await info(child.id)).json().data).toMatchObject({ parentId: product.id, parentName: '招聘系统', categoryId: null });

    expect((await list({ productName: '招聘' })).json().data.total).toBe(2);
    expect((await list({ productName: '招聘', enabled: 'false' })).json().data.records.map((r: { id: number }) => r.id)).toEqual([child.id]);
    expect((await list({ categoryId: String(category.id) })).json().data.records.map((r: { id: number }) => r.id)).toEqual([product.id]);
    const byAppId = (await list({ productName: '招聘', sort: 'appId', order: 'asc' })).json().data.records.map((r: { appId: string }) => r.appId);
    expect(byAppId).toEqual(['recruit', 'recruitCampus']);

    const edited = await edit({ id: String(product.id), productName: '招聘平台', categoryId: '', productBackUrl: '' });
    expect(edited.json().data).toMatchObject({ appId: 'recruit', productName: '招聘平台', categoryId: null, productBackUrl: '', icon: 'team' });
    expect((await t.call('GET', `/product/changeStatus/${product.id}/0`, { token: t.admin })).json().data.enabled).toBe(false);
    const everything = (await t.call('GET', '/product/getAllList', { token: t.admin })).json().data.map((r: { id: number }) => r.id);
    expect(everything).toEqual(expect.arrayContaining([product.id, child.id]));

    expect((await remove(`${child.id}`)).json().data).toEqual({ deleted: 1 });
    expect((await remove(`${product.id}`)).json().data).toEqual({ deleted: 1 });
    expect((await info(product.id)).json()).toMatchObject({ code: 404, status_desc: '应用不存在' });
  });

  it('refuses an application id taken in any letter case with 409', async () => {
    await addProduct({ appId: 'finance', productName: '财务' });
    expect((await save({ appId: 'Finance', productName: '财务2' })).json()).toMatchObject({ code: 409, status_desc: '应用标识“Finance”已存在' });
    const other = await addProduct({ appId: 'payroll', productName: '薪酬' });
    expect((await edit({ id: String(other.id), appId: 'FINANCE' })).statusCode).toBe(409);
    expect((await edit({ id: String(other.id), appId: 'payroll', productName: '薪酬管理' })).statusCode).toBe(200);
  });

  it('refuses a category or parent that does not exist and a parent below the application itself', async () => {
    expect((await save({ appId: 'noCategory', productName: 'x', categoryId: '999999' })).json()).toMatchObject({ code: 400, status_desc: '应用分类不存在' });
    expect((await save({ appId: 'noParent', productName: 'x', parentId: '999999' })).json()).toMatchObject({ code: 400, status_desc: '应用不存在：999999' });
    const top = await addProduct({ appId: 'treeTop', productName: '顶层' });
    const middle = await addProduct({ appId: 'treeMiddle', productName: '中层', parentId: String(top.id) });
    const bottom = await addProduct({ appId: 'treeBottom', productName: '底层', parentId: String(middle.id) });
    for (const parentId of [top.id, bottom.id]) {
      expect((await edit({ id: String(top.id), parentId: String(parentId) })).json()).toMatchObject({ code: 400, status_desc: '上级应用不能是它自己或它的子应用' });
    }
    expect((await info(top.id)).json().data.parentId).toBeNull();
    expect((await edit({ id: String(bottom.id), parentId: String(top.id) })).json().data.parentName).toBe('顶层');
  });

  it('refuses to delete an application with sub-applications, deleting none of those asked', async () => {
    const lone = await addProduct({ appId: 'lone', productName: '独立应用' });
    const parent = await addProduct({ appId: 'parentApp', productName: '父应用' });
    await addProduct({ appId: 'childApp', productName: '子应用', parentId: String(parent.id) });
    expect((await remove(`${lone.id},${parent.id}`)).json()).toMatchObject({ code: 409, status_desc: '应用“父应用”下还有子应用，不能删除' });
    expect((await info(lone.id)).statusCode).toBe(200);
  });

  it('deletes an application with its grants, pins, aliases and SaaS product', async () => {
    const product = await consoleApplication();
    const userId = await t.createUser('cascade-user', 'cascade-user-1');
    const roleId = await roleOf('cascade-user');
    await grantToUser(userId, [product.id]);
    await grantToRole(roleId, [product.id]);
    const token = await t.login('cascade-user', 'cascade-user-1');
    expect((await t.call('POST', '/product/pinned/save', { token, json: { productIds: [product.id] } })).statusCode).toBe(200);
    expect((await saveAliases({ productId: product.id, aliases: [{ menuId: menuId['user-manage'], permType: 'add', alias: '录入' }] })).statusCode).toBe(200);
    const saas = (await t.call('POST', '/saas/product/save', { token: t.admin, json: { productId: product.id } })).json().data;

    expect((await remove(String(product.id))).json().data).toEqual({ deleted: 1 });
    const { db } = t.database;
    for (const [table, column] of [[userProducts, userProducts.productId], [roleProducts, roleProducts.productId],
      [userPinnedProducts, userPinnedProducts.productId], [productPermAliases, productPermAliases.productId], [saasProducts, saasProducts.productId]] as const) {
      expect(await db.select().from(table).where(eq(column, product.id))).toEqual([]);
    }
    const saasDeleted = await db.select().from(auditLog).where(and(eq(auditLog.target, 'saasProduct'), eq(auditLog.targetId, String(saas.id)), eq(auditLog.action, 'delete')));
    expect(saasDeleted).toHaveLength(1);
  });

  it('validates fields, naming them', async () => {
    for (const [form, field] of [
      [{ appId: '1abc', productName: 'x' }, 'appId'],
      [{ appId: 'has space', productName: 'x' }, 'appId'],
      [{ appId: 'okApp', productName: '' }, 'productName'],
      [{ appId: 'okApp', productName: 'x', productBackUrl: 'ftp://files.example.com' }, 'productBackUrl'],
      [{ appId: 'okApp', productName: 'x', productBackUrl: 'javascript:alert(1)' }, 'productBackUrl'],
      [{ appId: 'okApp', productName: 'x', categoryId: 'abc' }, 'categoryId'],
      [{ appId: 'okApp', productName: 'x', sort: '10000' }, 'sort'],
    ] as const) {
      const refused = await save(form);
      expect(refused.statusCode, JSON.stringify(form)).toBe(400);
      expect(refused.json().status_desc).toMatch(new RegExp(`^参数错误：${field}`));
    }
    expect((await list({ sort: 'description' })).statusCode).toBe(400);
    expect((await edit({ id: '999999', productName: '无' })).json()).toMatchObject({ code: 404, status_desc: '应用不存在' });
  });

  it('keeps users without the permission type out', async () => {
    await t.createUser('product-viewer', 'product-viewer-1', { 'product-manage': ['view'] });
    const viewer = await t.login('product-viewer', 'product-viewer-1');
    expect((await list({}, viewer)).statusCode).toBe(200);
    expect((await save({ appId: 'byViewer', productName: '越权' }, viewer)).statusCode).toBe(403);
    expect((await edit({ id: '1', productName: '越权' }, viewer)).statusCode).toBe(403);
    expect((await remove('1', viewer)).statusCode).toBe(403);
    expect((await saveAliases({ productId: 1, aliases: [] }, viewer)).statusCode).toBe(403);
  });

  it('records changes in the audit log', async () => {
    const { id } = await addProduct({ appId: 'audited', productName: '审计前' });
    await edit({ id: String(id), productName: '审计后' });
    const [entry] = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.target, 'product'), eq(auditLog.targetId, String(id)), eq(auditLog.action, 'update')));
    expect(entry!.changes).toEqual({ productName: ['审计前', '审计后'] });
  });
});

describe('permission aliases of an application', () => {
  it('sets, changes and removes aliases of the application\'s own menus', async () => {
    const product = await addProduct({ appId: 'crm', productName: '客户关系' });
    const page = (await addMenu('crm', 'crm-customers', 'page', 'view,add,edit')).id;
    const first = await saveAliases({ productId: product.id, aliases: [{ menuId: page, permType: 'add', alias: '新建客户' }, { menuId: page, permType: 'view', alias: '查看' }] });
    expect(first.json().data).toEqual([{ menuId: page, permType: 'add', alias: '新建客户' }, { menuId: page, permType: 'view', alias: '查看' }]);
    const second = await saveAliases({ productId: product.id, aliases: [{ menuId: page, permType: 'add', alias: '创建' }, { menuId: page, permType: 'view', alias: ' ' }] });
    expect(second.json().data).toEqual([{ menuId: page, permType: 'add', alias: '创建' }]);
    expect((await aliases(product.id)).json().data).toEqual(second.json().data);
  });

  it('refuses menus of another application, unknown menus and types the menu lacks, changing nothing', async () => {
    const product = await addProduct({ appId: 'oa', productName: '办公' });
    const page = (await addMenu('oa', 'oa-notices', 'page', 'view,add')).id;
    const directory = (await addMenu('oa', 'oa-area', 'directory', 'view')).id;
    const valid = { menuId: page, permType: 'add', alias: '发布' };
    const otherApp = await saveAliases({ productId: product.id, aliases: [valid, { menuId: menuId['user-manage'], permType: 'add', alias: '录入' }] });
    expect(otherApp.json()).toMatchObject({ code: 400, status_desc: `菜单 ${menuId['user-manage']} 不属于该应用` });
    const unknown = await saveAliases({ productId: product.id, aliases: [valid, { menuId: 999999, permType: 'add', alias: 'x' }] });
    expect(unknown.json()).toMatchObject({ code: 400, status_desc: '菜单不存在：999999' });
    const lacking = await saveAliases({ productId: product.id, aliases: [valid, { menuId: directory, permType: 'delete', alias: '删除' }] });
    expect(lacking.json()).toMatchObject({ code: 400, status_desc: `菜单 ${directory} 没有权限类型“delete”` });
    expect((await aliases(product.id)).json().data).toEqual([]);
  });

  it('answers 404 for an application that does not exist and 400 for a bad type', async () => {
    expect((await aliases(999999)).json()).toMatchObject({ code: 404, status_desc: '应用不存在' });
    expect((await saveAliases({ productId: 999999, aliases: [] })).statusCode).toBe(404);
    expect((await saveAliases({ productId: 1, aliases: [{ menuId: 1, permType: 'export', alias: 'x' }] })).json().status_desc).toMatch(/^参数错误：aliases/);
  });
});
