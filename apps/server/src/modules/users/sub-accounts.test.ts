import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../crud/audit.table.ts';
import { createCustomer, type TestCustomer } from '../../../test/customers.ts';
import { useFileApp } from '../../../test/harness.ts';
import { productFixtures } from '../products/products.test-support.ts';
import { users } from './users.table.ts';

const t = useFileApp();
const { addProduct, grantToUser } = productFixtures(t);

const MAIN_ONLY = { code: 403, status_desc: '只有可开子账号的主账号才能管理子账号' };
const NOT_FOUND = { code: 404, status_desc: '用户不存在' };

const list = (token: string, query: Record<string, string> = {}) => t.call('GET', '/user/sublist', { token, query });
const save = (token: string, form: Record<string, string>) => t.call('POST', '/user/sub/save', { token, form });
const update = (token: string, form: Record<string, string>) => t.call('POST', '/user/sub/update', { token, form });
const remove = (token: string, ids: number[]) => t.call('POST', '/user/sub/delete', { token, form: { ids: ids.join(',') } });
const setEnabled = (token: string, ids: number[], enabled: boolean) =>
  t.call('POST', '/user/sub/enableOrDisable', { token, form: { ids: ids.join(','), enabled: String(enabled) } });
const reset = (token: string, id: number) => t.call('POST', '/user/sub/resetPassword', { token, form: { id: String(id) } });
const productsOf = (token: string, userId: number) => t.call('GET', '/user/sub/product/list', { token, query: { userId: String(userId) } });
const grant = (token: string, userId: number, productIds: number[]) => t.call('POST', '/user/sub/product/save', { token, json: { userId, productIds } });
const signIn = (username: string, password: string) => t.call('POST', '/user/login', { form: { username, password } });
const sync = (token: string) => t.call('GET', '/user/product/syncSaasUserInfo', { token });

/** A sub-account the main account creates, and its session once its user chose their own password. */
async function subAccountOf(main: TestCustomer, username: string, given = `${username}-Lamp-42`) {
  const created = await save(main.token, { username, password: given, name: `子账号 ${username}` });
  expect(created.statusCode, created.body).toBe(200);
  const password = `${username}-Own-Moss-7`;
  return { id: created.json().data.id as number, password, token: await t.firstLogin(username, given, password) };
}

async function editSetting(key: string, value: string) {
  const { id } = (await t.call('GET', `/config/select/${key}`, { token: t.admin })).json().data;
  return t.call('POST', '/config/edit', { token: t.admin, json: { id, value } });
}
async function setSetting(key: string, value: string) {
  const saved = await editSetting(key, value);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** An application offered to customers as a SaaS product. */
async function saasProduct(appId: string, productName: string) {
  const product = await addProduct({ appId, productName });
  const offered = await t.call('POST', '/saas/product/save', { token: t.admin, json: { productId: product.id, title: `${productName}版` } });
  expect(offered.statusCode, offered.body).toBe(200);
  return product.id;
}

describe('sub-accounts of a main account', () => {
  it('creates a sub-account below the caller, lists, changes and deletes it, each change audited', async () => {
    const main = await createCustomer(t, 'sa-main', { company: '英才科技' });
    const created = await save(main.token, { username: 'sa-hr', password: 'Harbor-lamp-42', name: '招聘专员', phone: '13900000001' });
    expect(created.json()).toMatchObject({ code: 200, data: { username: 'sa-hr', name: '招聘专员', phone: '13900000001', email: null, enabled: true } });
    expect(created.body).not.toMatch(/pass|parent|company/i);
    const { id } = created.json().data;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ userType: 10, subAccount: false, parentId: main.id, company: '', region: '' });
    // It shows the main account's company, and manages no sub-accounts of its own.
    const sub = await t.firstLogin('sa-hr', 'Harbor-lamp-42', 'Harbor-own-lamp-43');
    expect((await sync(sub)).json().data).toMatchObject({ company: '英才科技', mainAccount: { id: main.id }, managesSubAccounts: false });

    await save(main.token, { username: 'sa-finance', password: 'Ledger-moss-73', name: '财务', enabled: 'false' });
    expect((await list(main.token)).json().data).toMatchObject({ total: 2, records: [{ username: 'sa-finance', enabled: false }, { username: 'sa-hr' }] });
    expect((await list(main.token, { name: '招聘' })).json().data.records.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await list(main.token, { username: 'FIN', enabled: 'false' })).json().data.total).toBe(1);
    expect((await list(main.token, { enabled: 'true', sort: 'username', order: 'asc' })).json().data.records.map((r: { username: string }) => r.username)).toEqual(['sa-hr']);

    const changed = await update(main.token, { id: String(id), name: '招聘主管', email: 'hr@yingcai.example.com' });
    expect(changed.json().data).toMatchObject({ id, name: '招聘主管', email: 'hr@yingcai.example.com', username: 'sa-hr' });
    expect((await update(main.token, { id: String(id), username: 'renamed' })).statusCode).toBe(400);

    expect((await remove(main.token, [id])).json().data).toEqual({ deleted: 1 });
    expect((await sync(sub)).statusCode).toBe(401);
    const audited = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.target, 'subAccount'), eq(auditLog.targetId, String(id)))).orderBy(auditLog.id);
    expect(audited.map((entry) => [entry.action, entry.actorId])).toEqual([['create', main.id], ['update', main.id], ['delete', main.id]]);
    expect(JSON.stringify(audited)).not.toContain('passwordHash');
  });

  it('disables and enables sub-accounts, ending their sessions, and resets a password once', async () => {
    const main = await createCustomer(t, 'sa-switch');
    const [one, two] = [await subAccountOf(main, 'sa-switch-1'), await subAccountOf(main, 'sa-switch-2')];

    expect((await setEnabled(main.token, [one.id, two.id], false)).json().data).toEqual({ changed: 2 });
    expect((await sync(one.token)).statusCode).toBe(401);
    expect((await signIn('sa-switch-2', two.password)).statusCode).toBe(400);
    expect((await setEnabled(main.token, [one.id, two.id], true)).json().data).toEqual({ changed: 2 });
    // Enabled again, the old sessions stay ended: it signs in anew.
    expect((await sync(one.token)).statusCode).toBe(401);
    const again = await t.login('sa-switch-1', one.password);
    expect((await update(main.token, { id: String(one.id), enabled: 'false' })).json().data.enabled).toBe(false);
    expect((await sync(again)).statusCode).toBe(401);

    const issued = await reset(main.token, two.id);
    const { password } = issued.json().data;
    expect(password).toMatch(/^\S{8,}$/);
    expect((await sync(two.token)).statusCode).toBe(401);
    expect((await signIn('sa-switch-2', two.password)).statusCode).toBe(400);
    const signedIn = await signIn('sa-switch-2', password);
    expect(signedIn.json().data.mustChangePassword).toBe(true);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.target, 'user'), eq(auditLog.targetId, String(two.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', actorId: main.id });
    expect(JSON.stringify(entry!.changes)).not.toContain(password);
  });

  it("grants a sub-account the main account's own SaaS products only, leaving other grants alone", async () => {
    const [watch, migrate, hub, notOffered] = [
      await saasProduct('sa-watch', '企业动态'), await saasProduct('sa-migrate', '企业迁移'), await saasProduct('sa-hub', '人才库'),
      (await addProduct({ appId: 'sa-oa', productName: '协同办公' })).id,
    ];
    const main = await createCustomer(t, 'sa-grants');
    await grantToUser(main.id, [watch, migrate, notOffered]);
    const sub = await subAccountOf(main, 'sa-grants-1');
    // An administrator's grant of another application.
    await grantToUser(sub.id, [notOffered]);

    const offered = (await productsOf(main.token, sub.id)).json().data;
    expect(offered).toEqual({
      available: [
        { id: watch, appId: 'sa-watch', productName: '企业动态', title: '企业动态版' },
        { id: migrate, appId: 'sa-migrate', productName: '企业迁移', title: '企业迁移版' },
      ],
      productIds: [],
    });
    expect((await grant(main.token, sub.id, [migrate, watch, migrate])).json().data.productIds).toEqual([watch, migrate].sort((a, b) => a - b));
    expect((await t.call('GET', '/saas/theme/list', { token: sub.token })).json().data.map((theme: { appId: string }) => theme.appId)).toEqual(['sa-watch', 'sa-migrate']);
    expect((await grant(main.token, sub.id, [migrate])).json().data.productIds).toEqual([migrate]);
    const direct = (await t.call('GET', '/user/product/list', { token: t.admin, query: { userId: String(sub.id) } })).json().data.productIds;
    expect(direct).toEqual([migrate, notOffered].sort((a, b) => a - b));
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.target, 'user'), eq(auditLog.targetId, String(sub.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorId: main.id, changes: { productIds: [[watch, migrate].sort((a, b) => a - b), [migrate]] } });

    expect((await grant(main.token, sub.id, [watch, hub])).json()).toMatchObject({ code: 403, status_desc: '主账号不能使用应用“人才库”，不能分配给子账号' });
    expect((await grant(main.token, sub.id, [notOffered])).json()).toMatchObject({ code: 403, status_desc: expect.stringContaining('协同办公') });
    expect((await grant(main.token, sub.id, [999_999])).json()).toMatchObject({ code: 400, status_desc: '应用不存在：999999' });
    expect((await productsOf(main.token, sub.id)).json().data.productIds).toEqual([migrate]);
  });
});

describe('who may manage sub-accounts', () => {
  it('refuses sub-accounts, main accounts without the flag, staff and the admin', async () => {
    const main = await createCustomer(t, 'sa-who');
    const sub = await subAccountOf(main, 'sa-who-1');
    const unflagged = await createCustomer(t, 'sa-unflagged', { subAccountFlag: false });
    for (const token of [sub.token, unflagged.token]) {
      expect((await save(token, { username: 'sa-who-x', password: 'Quartz-fern-58', name: 'x' })).json()).toMatchObject(MAIN_ONLY);
      expect((await list(token)).json()).toMatchObject(MAIN_ONLY);
      expect((await productsOf(token, sub.id)).json()).toMatchObject(MAIN_ONLY);
    }
    await t.createUser('sa-staff', 'sa-staff-pass-1', { 'user-sub': ['view', 'add', 'edit', 'delete'], 'user-manage': ['view', 'add', 'edit'] });
    const staff = await t.login('sa-staff', 'sa-staff-pass-1');
    for (const token of [staff, t.admin]) {
      expect((await save(token, { username: 'sa-who-y', password: 'Quartz-fern-58', name: 'y' })).json()).toMatchObject({ code: 403, status_desc: '对不起没有权限操作!' });
      expect((await reset(token, sub.id)).statusCode).toBe(403);
      expect((await grant(token, sub.id, [])).statusCode).toBe(403);
    }
    expect((await list(main.token, { username: 'sa-who-' })).json().data.total).toBe(1);
  });

  it("treats another main account's sub-accounts as missing", async () => {
    const [mine, theirs] = [await createCustomer(t, 'sa-mine'), await createCustomer(t, 'sa-theirs')];
    const other = await subAccountOf(theirs, 'sa-theirs-1');
    expect((await list(mine.token)).json().data.total).toBe(0);
    expect((await update(mine.token, { id: String(other.id), name: '改名' })).json()).toMatchObject(NOT_FOUND);
    expect((await setEnabled(mine.token, [other.id], false)).json()).toMatchObject(NOT_FOUND);
    expect((await reset(mine.token, other.id)).json()).toMatchObject(NOT_FOUND);
    expect((await remove(mine.token, [other.id])).json()).toMatchObject(NOT_FOUND);
    expect((await productsOf(mine.token, other.id)).json()).toMatchObject(NOT_FOUND);
    expect((await grant(mine.token, other.id, [])).json()).toMatchObject(NOT_FOUND);
    // Nor is the main account itself, or a staff account, among the caller's sub-accounts.
    expect((await reset(mine.token, mine.id)).json()).toMatchObject(NOT_FOUND);
    expect((await productsOf(mine.token, 1)).json()).toMatchObject(NOT_FOUND);
    expect((await sync(other.token)).statusCode).toBe(200);
  });

  it('refuses a weak password (400), a taken username (409) and a sub-account beyond the limit (409)', async () => {
    const main = await createCustomer(t, 'sa-rules');
    expect((await save(main.token, { username: 'sa-rules-1', password: 'password123', name: '弱' })).json())
      .toMatchObject({ code: 400, status_desc: expect.stringContaining('太容易被猜到') });
    expect((await save(main.token, { username: 'sa-rules-1', password: 'short', name: '短' })).json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('password') });
    expect((await save(main.token, { username: 'SA-RULES', password: 'Copper-gale-19', name: '重名' })).json())
      .toMatchObject({ code: 409, status_desc: '用户名“SA-RULES”已存在' });

    await setSetting('subAccount.limit', '2');
    try {
      await subAccountOf(main, 'sa-rules-1');
      await subAccountOf(main, 'sa-rules-2');
      const refused = await save(main.token, { username: 'sa-rules-3', password: 'Copper-gale-19', name: '第三个' });
      expect(refused.json()).toMatchObject({ code: 409, status_desc: expect.stringContaining('上限（2 个）') });
      expect((await editSetting('subAccount.limit', '1001')).statusCode).toBe(400);
    } finally {
      await setSetting('subAccount.limit', '10');
    }
    expect((await save(main.token, { username: 'sa-rules-3', password: 'Copper-gale-19', name: '第三个' })).statusCode).toBe(200);
  });

  it("takes a disabled main account's sub-accounts' sign-in away", async () => {
    const main = await createCustomer(t, 'sa-off');
    const sub = await subAccountOf(main, 'sa-off-1');
    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(main.id), enabled: 'false' } });
    expect((await signIn('sa-off-1', sub.password)).statusCode).toBe(400);
    expect((await sync(sub.token)).statusCode).toBe(401);
    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(main.id), enabled: 'true' } });
    expect((await signIn('sa-off-1', sub.password)).statusCode).toBe(200);
  });

  it('refuses to delete a main account that still has sub-accounts, in words an administrator can act on', async () => {
    const main = await createCustomer(t, 'sa-parent');
    const [one, two] = [await subAccountOf(main, 'sa-parent-1'), await subAccountOf(main, 'sa-parent-2')];
    const deleteUsers = (ids: number[]) => t.call('POST', '/user/delete', { token: t.admin, form: { ids: ids.join(',') } });
    expect((await deleteUsers([main.id, one.id])).json()).toMatchObject({ code: 409, status_desc: '账号“sa-parent”还有 1 个子账号，请先删除其子账号' });
    expect((await list(main.token)).json().data.total).toBe(2);
    expect((await deleteUsers([one.id, two.id, main.id])).json().data).toEqual({ deleted: 3 });
  });
});
