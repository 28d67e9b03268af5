import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { useFileApp } from '../../../test/harness.ts';
import { menus } from '../menu/menu.table.ts';
import { createCustomer } from '../../../test/customers.ts';
import { productFixtures } from './products.test-support.ts';

const t = useFileApp();
const { addCategory, addMenu, addProduct, consoleApplication, grantToRole, grantToUser, roleOf } = productFixtures(t);

const pinned = (token: string) => t.call('GET', '/product/pinned', { token });
const pin = (token: string, productIds: unknown) => t.call('POST', '/product/pinned/save', { token, json: { productIds } });
const pinPanel = (token: string) => t.call('GET', '/product/category/getProductListGroupByCatId', { token });
const search = (token: string, name?: string) => t.call('GET', '/product/search', { token, query: name === undefined ? {} : { name } });
const userGrants = (userId: number, token = t.admin) => t.call('GET', '/user/product/list', { token, query: { userId: String(userId) } });
const saveUserGrants = (userId: number, productIds: number[], token = t.admin) => t.call('POST', '/user/product/save', { token, json: { userId, productIds } });
const saveRoleGrants = (roleId: number, productIds: number[], token = t.admin) => t.call('POST', '/role/product/save', { token, json: { roleId, productIds } });
const ids = (links: { id: number }[]) => links.map((link) => link.id);

/** The applications of the file: ids by app id. */
const app: Record<string, number> = {};
let officeId: number;
let financeId: number;
let userId: number;
let roleId: number;
let user: string;

beforeAll(async () => {
  officeId = (await addCategory({ name: '办公', sort: '1' })).id;
  financeId = (await addCategory({ name: '财务', sort: '2' })).id;
  const closed = (await addCategory({ name: '停用分类', enabled: 'false' })).id;
  const apps: [string, string, Record<string, string>][] = [
    ['mail', 'Mail 邮件', { categoryId: String(officeId) }],
    ['calendar', 'Calendar 日历', { categoryId: String(officeId), sort: '5' }],
    ['ledger', 'Ledger 总账', { categoryId: String(financeId) }],
    ['hiddenApp', 'Hidden 停用分类下', { categoryId: String(closed) }],
    ['freeApp', 'Free 未分类', { productBackUrl: 'https://free.example.com/' }],
    ['offApp', 'Off 已停用', { categoryId: String(officeId), enabled: 'false' }],
  ];
  for (const [appId, productName, extra] of apps) app[appId] = (await addProduct({ appId, productName, ...extra })).id;
  app.mailArchive = (await addProduct({ appId: 'mailArchive', productName: 'Mail Archive 归档', categoryId: String(officeId), parentId: String(app.mail) })).id;

  userId = await t.createUser('app-user', 'app-user-pass');
  roleId = await roleOf('app-user');
  await grantToUser(userId, [app.mail!, app.mailArchive!]);
  await grantToRole(roleId, [app.ledger!, app.freeApp!, app.hiddenApp!, app.offApp!]);
  user = await t.login('app-user', 'app-user-pass');
});

describe('the applications a user may use', () => {
  it('offers in the pin panel only the enabled applications granted to the user, by enabled category, uncategorised last', async () => {
    const groups = (await pinPanel(user)).json().data;
    const item = (appId: string, productName: string, productBackUrl = '') => ({ id: app[appId], appId, productName, productBackUrl, checked: false });
    expect(groups).toEqual([
      { id: officeId, productName: '办公', productList: [item('mail', 'Mail 邮件'), item('mailArchive', 'Mail Archive 归档')] },
      { id: financeId, productName: '财务', productList: [item('ledger', 'Ledger 总账')] },
      { id: 0, productName: '未分类', productList: [item('freeApp', 'Free 未分类', 'https://free.example.com/')] },
    ]);
    const english = (await t.call('GET', '/product/category/getProductListGroupByCatId', { token: user, headers: { 'accept-language': 'en' } })).json().data;
    expect(english.at(-1)).toMatchObject({ id: 0, productName: 'Uncategorised' });
  });

  it('lets an admin use every application in use, the console itself included from the start', async () => {
    const groups = (await pinPanel(t.admin)).json().data;
    const offered = groups.flatMap((group: { productList: { id: number }[] }) => ids(group.productList));
    const consoleApp = await consoleApplication();
    expect(offered.sort()).toEqual([app.mail, app.calendar, app.ledger, app.freeApp, app.mailArchive, consoleApp.id].sort());
    expect(groups[0]).toMatchObject({ productName: '平台应用', productList: [{ id: consoleApp.id, appId: 'platform', productName: '信息化平台' }] });
  });

  it('names the console\'s own application and its category in English to a reader of English, while they keep their seeded names', async () => {
    const english = { 'accept-language': 'en-US' };
    const groups = (await t.call('GET', '/product/category/getProductListGroupByCatId', { token: t.admin, headers: english })).json().data;
    expect(groups[0]).toMatchObject({ productName: 'Platform applications', productList: [{ appId: 'platform', productName: 'Information platform' }] });
    const found = (await t.call('GET', '/product/search', { token: t.admin, query: { name: 'information' }, headers: english })).json().data;
    expect(found.map((option: { app_id: string; product_name: string }) => [option.app_id, option.product_name])).toEqual([['platform', 'Information platform']]);
    const vos = (await t.call('GET', '/role/productPageVos', { token: t.admin, query: { roleId: String(roleId) }, headers: english })).json().data;
    expect(vos.find((vo: { appId: string }) => vo.appId === 'platform')).toMatchObject({ productName: 'Information platform', categoryName: 'Platform applications' });
    // The pages that edit them have the stored words, with the English beside them.
    const consoleApp = await consoleApplication();
    const listed = (await t.call('POST', '/product/list', { token: t.admin, json: { productName: '信息化' } })).json().data.records;
    expect(listed).toEqual([expect.objectContaining({ id: consoleApp.id, productName: '信息化平台', productNameEn: 'Information platform', categoryName: '平台应用', categoryNameEn: 'Platform applications' })]);
    const categories = (await t.call('GET', '/product/category/list', { token: t.admin, query: { name: '平台' } })).json().data.records;
    expect(categories).toEqual([expect.objectContaining({ name: '平台应用', nameEn: 'Platform applications', remarkEn: 'The applications the platform comes with' })]);
  });

  it('offers an application opened in the customers\' area to customer accounts only, the admin not included', async () => {
    const customerOnly = (await addProduct({ appId: 'trendsOnly', productName: 'Trends 企业动态', productBackUrl: '/saasView/trends/trends-center' })).id;
    const customer = await createCustomer(t, 'area-customer');
    await grantToRole(roleId, [app.ledger!, app.freeApp!, app.hiddenApp!, app.offApp!, customerOnly]);
    await grantToUser(customer.id, [customerOnly]);
    const offered = async (token: string) => (await pinPanel(token)).json().data.flatMap((group: { productList: { id: number }[] }) => ids(group.productList));
    expect(await offered(t.admin)).not.toContain(customerOnly);
    expect(await offered(user)).not.toContain(customerOnly);
    expect(await offered(customer.token)).toEqual([customerOnly]);
    expect(ids((await search(t.admin, 'Trends')).json().data.map((option: { product_id: number }) => ({ id: option.product_id })))).toEqual([]);
    await grantToRole(roleId, [app.ledger!, app.freeApp!, app.hiddenApp!, app.offApp!]);
  });

  it('pins applications in the order given, keeps them across sign-ins and marks them in the pin panel', async () => {
    const saved = await pin(user, [app.ledger, app.mail]);
    expect(saved.json()).toMatchObject({ code: 200, status_desc: '添加成功!' });
    expect(saved.json().data).toEqual([
      { id: app.ledger, appId: 'ledger', productName: 'Ledger 总账', productBackUrl: '', icon: '' },
      { id: app.mail, appId: 'mail', productName: 'Mail 邮件', productBackUrl: '', icon: '' },
    ]);
    const again = await t.login('app-user', 'app-user-pass');
    expect(ids((await pinned(again)).json().data)).toEqual([app.ledger, app.mail]);
    const checked = (await pinPanel(again)).json().data.flatMap((group: { productList: { id: number; checked: boolean }[] }) => group.productList)
      .filter((item: { checked: boolean }) => item.checked);
    expect(ids(checked).sort()).toEqual([app.ledger, app.mail].sort());
    expect(ids((await pin(user, `${app.mail},${app.freeApp}`)).json().data)).toEqual([app.mail, app.freeApp]);
  });

  it('refuses an empty list, more than ten, unknown applications and ones the user may not use, changing nothing', async () => {
    await pin(user, [app.mail]);
    expect((await pin(user, [])).json()).toEqual({ code: 400, data: null, status_desc: '请先选择一个应用!' });
    const eleven = Array.from({ length: 11 }, (_, index) => index + 1);
    expect((await pin(user, eleven)).json()).toEqual({ code: 400, data: null, status_desc: '最多选择10个应用' });
    expect((await pin(user, [app.calendar])).json()).toMatchObject({ code: 403, status_desc: '你没有应用“Calendar 日历”的使用权限' });
    for (const unusable of [app.offApp, app.hiddenApp]) expect((await pin(user, [app.mail, unusable])).statusCode).toBe(403);
    expect((await pin(user, [999999])).json()).toMatchObject({ code: 400, status_desc: '应用不存在：999999' });
    expect(ids((await pinned(user)).json().data)).toEqual([app.mail]);
    expect((await t.call('GET', '/product/pinned')).statusCode).toBe(401);
  });

  it('pins at most ten', async () => {
    const more = [];
    for (let index = 0; index < 6; index += 1) more.push((await addProduct({ appId: `extra${index}`, productName: `Extra ${index}` })).id);
    const ten = [app.mail!, app.calendar!, app.ledger!, app.freeApp!, ...more];
    expect(ids((await pin(t.admin, ten)).json().data)).toEqual(ten);
  });

  it('leaves out pinned applications the user may no longer use', async () => {
    await pin(user, [app.freeApp, app.ledger, app.mail]);
    await grantToRole(roleId, [app.ledger!, app.hiddenApp!, app.offApp!]);
    expect(ids((await pinned(user)).json().data)).toEqual([app.ledger, app.mail]);
    await t.call('GET', `/product/changeStatus/${app.ledger}/0`, { token: t.admin });
    expect(ids((await pinned(user)).json().data)).toEqual([app.mail]);
    await t.call('GET', `/product/changeStatus/${app.ledger}/1`, { token: t.admin });
    await grantToRole(roleId, [app.ledger!, app.freeApp!, app.hiddenApp!, app.offApp!]);
    expect(ids((await pinned(user)).json().data)).toEqual([app.freeApp, app.ledger, app.mail]);
  });

  it('finds usable applications by name, any letter case, with their sub-applications', async () => {
    expect((await search(user, 'MAIL')).json().data).toEqual([{
      product_id: app.mail, product_name: 'Mail 邮件', app_id: 'mail', product_back_url: '',
      child: [{ product_id: app.mailArchive, product_name: 'Mail Archive 归档', app_id: 'mailArchive', product_back_url: '', child: [] }],
    }]);
    expect((await search(user, '归档')).json().data.map((option: { product_id: number }) => option.product_id)).toEqual([app.mailArchive]);
    expect((await search(user, 'calendar')).json().data).toEqual([]);
    expect((await search(t.admin, 'calendar')).json().data.map((option: { product_id: number }) => option.product_id)).toEqual([app.calendar]);
    const everything = (await search(user)).json().data.map((option: { product_id: number }) => option.product_id);
    expect(everything.sort()).toEqual([app.mail, app.ledger, app.freeApp].sort());
  });

  it('offers a sub-application on its own when its parent may not be used', async () => {
    const archivist = await t.createUser('archivist', 'archivist-pass');
    await grantToUser(archivist, [app.mailArchive!]);
    const token = await t.login('archivist', 'archivist-pass');
    expect((await search(token, 'mail')).json().data).toEqual([
      { product_id: app.mailArchive, product_name: 'Mail Archive 归档', app_id: 'mailArchive', product_back_url: '', child: [] },
    ]);
  });
});

describe('granting applications', () => {
  it('tells the grants of a user, directly and through enabled roles', async () => {
    expect((await userGrants(userId)).json().data).toEqual({
      productIds: [app.mail, app.mailArchive].sort((a, b) => a! - b!),
      viaRoles: [app.ledger, app.hiddenApp, app.freeApp, app.offApp].sort((a, b) => a! - b!),
    });
    expect((await t.call('GET', '/user/product/listByRole', { token: t.admin, query: { roleId: String(roleId) } })).json().data)
      .toEqual([app.ledger, app.hiddenApp, app.freeApp, app.offApp].sort((a, b) => a! - b!));
    await t.call('POST', '/role/update', { token: t.admin, json: { id: roleId, enabled: false } });
    expect((await userGrants(userId)).json().data.viaRoles).toEqual([]);
    expect(ids((await pinPanel(user)).json().data.flatMap((group: { productList: { id: number }[] }) => group.productList)).sort())
      .toEqual([app.mail, app.mailArchive].sort());
    await t.call('POST', '/role/update', { token: t.admin, json: { id: roleId, enabled: true } });
  });

  it('lists every application for a role with whether it is granted and how many pages it has', async () => {
    const area = await addMenu('calendar', 'calendar-area', 'directory', 'view');
    await t.call('POST', '/menu/save', { token: t.admin, form: { appId: 'calendar', parentId: String(area.id), name: 'calendar-month', title: '月视图', type: 'page', url: '/month' } });
    await addMenu('calendar', 'calendar-week', 'page', 'view');
    await addMenu('calendar', 'calendar-export', 'button', 'view');
    const systemPages = await t.database.db.$count(menus, and(eq(menus.appId, 'platform'), eq(menus.type, 'page')));

    const vos = (await t.call('GET', '/role/productPageVos', { token: t.admin, query: { roleId: String(roleId) } })).json().data;
    expect(vos.find((vo: { id: number }) => vo.id === app.calendar)).toEqual({ id: app.calendar, appId: 'calendar', productName: 'Calendar 日历', categoryName: '办公', granted: false, pageCount: 2 });
    expect(vos.find((vo: { id: number }) => vo.id === app.ledger)).toMatchObject({ granted: true, pageCount: 0 });
    expect(vos.find((vo: { appId: string }) => vo.appId === 'platform')).toMatchObject({ granted: false, pageCount: systemPages, categoryName: '平台应用' });
  });

  it('replaces the grants of a user or role and records them in the audit log', async () => {
    const other = await t.createUser('granted-user', 'granted-user-pass');
    expect((await saveUserGrants(other, [app.calendar!, app.mail!])).json().data).toEqual({ productIds: [app.mail, app.calendar].sort((a, b) => a! - b!), viaRoles: [] });
    expect((await saveUserGrants(other, [app.ledger!])).json().data.productIds).toEqual([app.ledger]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.target, 'user'), eq(auditLog.targetId, String(other))))
      .orderBy(auditLog.id).limit(2).offset(1);
    expect(entry!.changes).toEqual({ productIds: [[app.mail, app.calendar].sort((a, b) => a! - b!), [app.ledger]] });

    const otherRole = await roleOf('granted-user');
    expect((await saveRoleGrants(otherRole, [app.freeApp!])).json().data).toEqual([app.freeApp]);
    expect((await saveRoleGrants(otherRole, [])).json().data).toEqual([]);
  });

  it('refuses unknown applications with 400 and unknown users and roles with 404, changing nothing', async () => {
    expect((await saveUserGrants(userId, [app.calendar!, 999999])).json()).toMatchObject({ code: 400, status_desc: '应用不存在：999999' });
    expect((await saveRoleGrants(roleId, [999999])).statusCode).toBe(400);
    expect((await userGrants(userId)).json().data.productIds).not.toContain(app.calendar);
    expect((await saveUserGrants(999999, [app.mail!])).json()).toMatchObject({ code: 404, status_desc: '用户不存在' });
    expect((await userGrants(999999)).statusCode).toBe(404);
    expect((await saveRoleGrants(999999, [app.mail!])).json()).toMatchObject({ code: 404, status_desc: '角色不存在：999999' });
    expect((await t.call('GET', '/role/productPageVos', { token: t.admin, query: { roleId: '999999' } })).statusCode).toBe(404);
    expect((await t.call('POST', '/user/product/save', { token: t.admin, json: { userId: 'x', productIds: [] } })).json().status_desc).toMatch(/^参数错误：userId/);
  });

  it('lets a non-admin grant only applications they may use themselves, keeping what the target had', async () => {
    const delegateId = await t.createUser('delegate', 'delegate-pass', { 'user-manage': ['view', 'edit'], 'role-manage': ['view', 'edit'] });
    await grantToUser(delegateId, [app.mail!]);
    const delegate = await t.login('delegate', 'delegate-pass');
    const target = await t.createUser('delegated', 'delegated-pass');
    const targetRole = await roleOf('delegated');

    expect((await saveUserGrants(target, [app.mail!], delegate)).statusCode).toBe(200);
    expect((await saveUserGrants(target, [app.mail!, app.calendar!], delegate)).json()).toMatchObject({ code: 403, status_desc: '不能授予自己不能使用的应用：Calendar 日历' });
    expect((await saveRoleGrants(targetRole, [app.calendar!], delegate)).statusCode).toBe(403);
    expect((await userGrants(target)).json().data.productIds).toEqual([app.mail]);

    await saveUserGrants(target, [app.calendar!, app.mail!]);
    expect((await saveUserGrants(target, [app.calendar!], delegate)).json().data.productIds).toEqual([app.calendar]);
  });

  it('reaches only the users within the caller\'s data scope', async () => {
    const scopedId = await t.createUser('scoped', 'scoped-pass', { 'user-manage': ['view', 'edit'] });
    await grantToUser(scopedId, [app.mail!]);
    const [userManage] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.name, 'user-manage'));
    const rule = await t.call('POST', '/role/data/rule/save', { token: t.admin, form: { roleId: String(await roleOf('scoped')), menuId: String(userManage!.id), scope: 'own' } });
    expect(rule.statusCode).toBe(200);
    const scoped = await t.login('scoped', 'scoped-pass');

    expect((await saveUserGrants(userId, [app.mail!], scoped)).json()).toMatchObject({ code: 404, status_desc: '用户不存在' });
    expect((await userGrants(userId, scoped)).statusCode).toBe(404);
    expect((await userGrants(userId)).json().data.productIds).toEqual([app.mail, app.mailArchive].sort((a, b) => a! - b!));
    expect((await saveUserGrants(scopedId, [app.mail!], scoped)).statusCode).toBe(200);
  });

  it('keeps users without the permission type out', async () => {
    await t.createUser('grant-viewer', 'grant-viewer-pass', { 'user-manage': ['view'], 'role-manage': ['view'] });
    const viewer = await t.login('grant-viewer', 'grant-viewer-pass');
    expect((await userGrants(userId, viewer)).statusCode).toBe(200);
    expect((await saveUserGrants(userId, [], viewer)).json()).toMatchObject({ code: 403, status_desc: '对不起没有权限操作!' });
    expect((await saveRoleGrants(roleId, [], viewer)).statusCode).toBe(403);
    expect((await t.call('GET', '/role/productPageVos', { token: user, query: { roleId: String(roleId) } })).statusCode).toBe(403);
  });
});
