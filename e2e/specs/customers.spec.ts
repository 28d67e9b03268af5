import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, choosePassword, dialog, fillSignIn, givenPassword, menuItem, okButton, replaceGivenPassword, setStorageItem, sidebar, signIn, storageItem } from './helpers.ts';

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
  const user = await asAdmin<{ id: number }>(request, '/user/save', { username, password: givenPassword(PASSWORD), name: `客户 ${username}`, userType: 10, subAccount, company: '英才科技' });
  await choosePassword(request, { username, password: PASSWORD });
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

test('a main account creates a sub-account and gives it one product, which is all the sub-account sees', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const products = [await offer(request, stamp, '动态', '/saasView/trends/trends-center'), await offer(request, stamp, '迁移', '/saasView/company-manage/library-in')];
  await customer(request, `owner-${stamp}`, true, products);
  await signIn(page, { username: `owner-${stamp}`, password: PASSWORD }, '/saasView/user-center/user-sub');

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '新增子账号');
  await form.getByLabel('用户名', { exact: true }).fill(`helper-${stamp}`);
  await form.getByLabel('密码', { exact: true }).fill(givenPassword(PASSWORD));
  await form.getByLabel('姓名', { exact: true }).fill(`助理 ${stamp}`);
  await okButton(form).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: `helper-${stamp}` });
  await row.getByRole('button', { name: '应用分配' }).click();
  const grants = dialog(page, `应用分配：助理 ${stamp}`);
  await grants.getByRole('checkbox', { name: new RegExp(`动态产品 ${stamp}`) }).check();
  await okButton(grants).click();
  await expect(grants).toBeHidden();

  const sub = await browser.newPage();
  await sub.goto('/login');
  // The main account set the sub-account's first password: its user replaces it before anything else shows.
  await fillSignIn(sub, { username: `helper-${stamp}`, password: givenPassword(PASSWORD) });
  await expect(menuItem(sub, '子账号管理')).toHaveCount(0);
  await replaceGivenPassword(sub, { username: `helper-${stamp}`, password: PASSWORD });
  await expect(sub).toHaveURL(/\/saasView\/saasView$/);
  await expect(sub.getByTestId('theme-card')).toHaveCount(1);
  await expect(sub.getByTestId('theme-card')).toContainText(`动态产品 ${stamp}`);
  await expect(sub.getByTestId('customer-card')).toContainText('主账号：');
  await expect(menuItem(sub, '子账号管理')).toHaveCount(0);
  await sub.close();
});

test('the dot of 版本管理 clears once the customer has opened every new version', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  await asAdmin(request, '/version/manage/save', { version: `9.${Date.now() % 1000}.${Math.floor(Math.random() * 1000)}`, title: `新版本 ${stamp}`, notes: '<p>改进</p><script>alert(1)</script>', published: true });
  await customer(request, `reader-${stamp}`, false, []);
  await signIn(page, { username: `reader-${stamp}`, password: PASSWORD }, '/saasView/version/version');
  const versionsItem = sidebar(page).getByRole('menuitem', { name: /版本管理/ });
  await expect(versionsItem).toHaveAccessibleName(/版本管理 有未读的更新$/);
  await expect(page.getByText(`新版本 ${stamp}`)).toBeVisible();
  const unread = page.getByText('未读', { exact: true });
  for (let left = await unread.count(); left > 0; left -= 1) {
    await unread.first().click();
    await expect(unread).toHaveCount(left - 1);
  }
  await expect(page.getByText('已全部阅读')).toBeVisible();
  await expect(versionsItem).toHaveAccessibleName(/版本管理$/);
});
