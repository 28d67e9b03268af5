import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, fillSignIn, menuItem, setStorageItem, sidebar, storageItem } from './helpers.ts';

/**
 * The customers' console in the browser: a customer main account lands on 主题选择, chooses a
 * product, and manages a sub-account, who then sees only what the main account allowed; a customer
 * without the sub-account flag has no 子账号管理.
 */

interface Envelope<T> { code: number; data: T; status_desc: string }

const PASSWORD = 'Saas-customer-flow-2031';

/** Calls the API as the admin, failing the spec on a refusal. */
async function asAdmin<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...ADMIN } })).json()) as Envelope<{ token: string }>;
  const answer = (await (await request.post(`${API}${path}`, { headers: { Authorization: signedIn.data.token }, data })).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.status_desc}`).toBe(200);
  return answer.data;
}

/** An application offered to customers, opening a page of the SaaS view. */
async function offer(request: APIRequestContext, stamp: string, name: string, path: string): Promise<number> {
  const appId = `saas-${path.split('/').at(-1)}-${stamp}`;
  const product = await asAdmin<{ id: number }>(request, '/product/save', { appId, productName: `${name} ${stamp}`, productBackUrl: path });
  await asAdmin(request, '/saas/product/save', { productId: product.id, title: `${name}产品 ${stamp}`, description: `${name}的说明` });
  return product.id;
}

async function customer(request: APIRequestContext, username: string, subAccount: boolean, productIds: number[]): Promise<void> {
  const user = await asAdmin<{ id: number }>(request, '/user/save', { username, password: PASSWORD, name: `客户 ${username}`, userType: 10, subAccount, company: '英才科技' });
  await asAdmin(request, '/user/product/save', { userId: user.id, productIds });
}

test('a customer main account lands on 主题选择 and opens the product it chooses', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const products = [await offer(request, stamp, '动态', '/saasView/trends/trends-center'), await offer(request, stamp, '迁移', '/saasView/company-manage/library-in')];
  await customer(request, `main-${stamp}`, true, products);

  await page.goto('/login');
  await fillSignIn(page, { username: `main-${stamp}`, password: PASSWORD });
  await expect(page).toHaveURL(/\/saasView\/saasView$/);
  await expect(page.getByTestId('customer-card')).toContainText('英才科技');
  await expect(menuItem(page, '子账号管理')).toBeVisible();

  await page.getByRole('button', { name: `迁移产品 ${stamp}` }).click();
  await expect(page).toHaveURL(/\/saasView\/company-manage\/library-in$/);
  // Remembered on the server: the next visit marks it as the one in use.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/saasView\/saasView$/);
  await expect(page.getByRole('button', { name: `迁移产品 ${stamp}` })).toContainText('当前使用');
  expect([await storageItem(page, 'userType'), await storageItem(page, 'subAccount')]).toEqual(['10', 'true']);
});

test('a customer without the sub-account flag has no 子账号管理, and a type forged in storage changes nothing for staff', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  await customer(request, `plain-${stamp}`, false, []);
  await page.goto('/login');
  await fillSignIn(page, { username: `plain-${stamp}`, password: PASSWORD });
  await expect(page).toHaveURL(/\/saasView\/saasView$/);
  await expect(menuItem(page, '主题选择')).toBeVisible();
  await expect(menuItem(page, '子账号管理')).toHaveCount(0);
  await expect(page.getByText('您的账号尚未开通产品')).toBeVisible();

  const staff = await page.context().browser()!.newPage();
  await staff.goto('/login');
  await fillSignIn(staff, ADMIN);
  await expect(sidebar(staff)).toBeVisible();
  await setStorageItem(staff, 'userType', '10');
  await staff.goto('/home');
  await expect(staff).toHaveURL(/\/home$/);
  await expect(staff.getByTestId('customer-card')).toHaveCount(0);
  await staff.close();
});
