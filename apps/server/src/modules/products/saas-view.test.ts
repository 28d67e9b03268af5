import { describe, expect, it } from 'vitest';
import { useFileApp } from '../../../test/harness.ts';
import { createCustomer } from '../../../test/customers.ts';
import { productFixtures } from './products.test-support.ts';

const t = useFileApp();
const { addProduct } = productFixtures(t);

const offer = async (appId: string, productName: string) => {
  const product = await addProduct({ appId, productName, productBackUrl: `/saasView/${appId}` });
  const saas = (await t.call('POST', '/saas/product/save', { token: t.admin, json: { productId: product.id, title: `${productName} 版`, description: '说明' } })).json().data;
  return { productId: product.id as number, saasId: saas.id as number };
};
const grant = (userId: number, productIds: number[]) => t.call('POST', '/user/product/save', { token: t.admin, json: { userId, productIds } });
const sync = (token: string) => t.call('GET', '/user/product/syncSaasUserInfo', { token });
const themes = (token: string) => t.call('GET', '/saas/theme/list', { token });
const choose = (token: string, id: number) => t.call('POST', '/saas/theme/choose', { token, json: { id } });

describe('the customer shell', () => {
  it('lists the themes a customer may use and remembers the one chosen', async () => {
    const [watch, migrate] = [await offer('watch', '企业动态'), await offer('migrate', '企业迁移')];
    const main = await createCustomer(t, 'theme-main', { company: '英才科技' });
    await grant(main.id, [watch.productId, migrate.productId]);

    const listed = (await themes(main.token)).json().data;
    expect(listed.map((theme: { appId: string }) => theme.appId)).toEqual(['watch', 'migrate']);
    expect(listed[0]).toMatchObject({ title: '企业动态 版', productBackUrl: '/saasView/watch', chosen: false });

    const chosen = await choose(main.token, migrate.saasId);
    expect(chosen.json().data).toMatchObject({ id: migrate.saasId, chosen: true });
    await choose(main.token, watch.saasId);
    const info = (await sync(main.token)).json().data;
    expect(info).toMatchObject({
      admin_id: main.id, userType: 10, subAccount: true, company: '英才科技', mainAccount: null, managesSubAccounts: true, activeThemeId: watch.saasId,
    });
  });

  it("keeps a sub-account within its main account's products and answers the main account's company", async () => {
    const [shared, ownOnly] = [await offer('shared', '共享'), await offer('own-only', '仅主账号')];
    const main = await createCustomer(t, 'sub-main', { company: '海博人力' });
    await grant(main.id, [shared.productId]);
    const sub = await createCustomer(t, 'sub-one', { mainAccountId: main.id });
    await grant(sub.id, [shared.productId, ownOnly.productId]);

    expect((await themes(sub.token)).json().data.map((theme: { appId: string }) => theme.appId)).toEqual(['shared']);
    expect((await choose(sub.token, ownOnly.saasId)).json()).toMatchObject({ code: 403, status_desc: '你没有应用“仅主账号”的使用权限' });
    expect((await choose(sub.token, 999999)).json()).toMatchObject({ code: 404, status_desc: 'SaaS 产品不存在' });
    expect((await sync(sub.token)).json().data).toMatchObject({
      company: '海博人力', mainAccount: { id: main.id, company: '海博人力' }, managesSubAccounts: false, activeThemeId: null,
    });
  });

  it('refuses staff and the admin: the customer type is what the server stores', async () => {
    await t.createUser('theme-staff', 'theme-staff-pass-1');
    const staff = await t.login('theme-staff', 'theme-staff-pass-1');
    for (const token of [staff, t.admin]) expect((await sync(token)).json()).toMatchObject({ code: 403, status_desc: '对不起没有权限操作!' });
  });

  it("takes a sub-account's sign-in and sessions away while its main account is disabled", async () => {
    const main = await createCustomer(t, 'off-main');
    const sub = await createCustomer(t, 'off-sub', { mainAccountId: main.id });
    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(main.id), enabled: '0' } });
    expect((await sync(sub.token)).statusCode).toBe(401);
    expect((await t.call('POST', '/user/login', { form: { username: 'off-sub', password: 'off-sub-pass-1' } })).statusCode).toBe(400);
    await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(main.id), enabled: '1' } });
    expect(await t.login('off-sub', 'off-sub-pass-1')).toBeTruthy();
  });
});
