import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, EXPIRED_USER } from '../fixtures/users.ts';
import { API, fillSignIn, sidebar } from './helpers.ts';

/**
 * Other ways in, in the browser: an expired password replaced at sign-in (the seed backdates the
 * password of EXPIRED_USER past the expiry it sets) and a signed link from a trusted application.
 */

interface Envelope<T> { code: number; data: T; status_desc: string }

test('an expired password is replaced at sign-in, and the new one signs in', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, EXPIRED_USER);
  await expect(page.getByRole('heading', { name: '密码已过期' })).toBeVisible();
  await expect(page.getByText(`账号 ${EXPIRED_USER.username} 的密码已过期`)).toBeVisible();

  await page.getByLabel('新密码', { exact: true }).fill('password1');
  await page.getByLabel('确认新密码').fill('password1');
  await page.getByRole('button', { name: '设置新密码并登录' }).click();
  await expect(page.getByText(/太容易被猜到/).first()).toBeVisible();

  const renewed = 'Harbour-lights-2031';
  await page.getByLabel('新密码', { exact: true }).fill(renewed);
  await page.getByLabel('确认新密码').fill(renewed);
  await page.getByRole('button', { name: '设置新密码并登录' }).click();
  await expect(sidebar(page)).toBeVisible();

  const again = await page.request.post(`${API}/user/login`, { form: { username: EXPIRED_USER.username, password: renewed } });
  expect(((await again.json()) as Envelope<unknown>).code).toBe(200);
});

test('a link a trusted application signed signs the person in, once', async ({ page, request }) => {
  const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...ADMIN } })).json()) as Envelope<{ token: string }>;
  const headers = { Authorization: signedIn.data.token };
  const stamp = Date.now().toString(36);
  const created = (await (await request.post(`${API}/product/save`, { headers, data: { appId: `oa-${stamp}`, productName: `协同办公 ${stamp}` } })).json()) as Envelope<{ id: number; appId: string }>;
  expect(created.code, created.status_desc).toBe(200);
  const issued = (await (await request.post(`${API}/product/signInSecret/${created.data.id}`, { headers })).json()) as Envelope<{ secret: string }>;
  expect(issued.code, issued.status_desc).toBe(200);

  const link = { appId: created.data.appId, username: ADMIN.username, timestamp: String(Math.floor(Date.now() / 1000)), nonce: randomBytes(16).toString('hex') };
  const sign = createHmac('sha256', issued.data.secret).update(`appId=${link.appId}&nonce=${link.nonce}&timestamp=${link.timestamp}&username=${link.username}`).digest('hex');
  const address = `/loginSign?${new URLSearchParams({ ...link, sign, redirect: '/sys/user-manage' })}`;
  await page.goto(address);
  await expect(sidebar(page)).toBeVisible();
  await expect(page).toHaveURL(/\/sys\/user-manage$/);

  // The same link in a fresh tab: its nonce is spent.
  const other = await page.context().browser()!.newPage();
  await other.goto(address);
  await expect(other.getByText('无法通过该链接登录')).toBeVisible();
  await expect(other.getByText('登录链接已使用过，请从应用重新进入')).toBeVisible();
  await other.close();
});
