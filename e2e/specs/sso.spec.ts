import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, apiOf, dialog, fillSignIn, okButton, signIn } from './helpers.ts';

/** The connected website's own page: whatever reaches its redirect URI is shown, as a website would take the code. */
let website: Server;
let callback: string;
test.beforeAll(async () => {
  website = createServer((request, response) => response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`website got ${request.url}`));
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
  callback = `http://127.0.0.1:${(website.address() as AddressInfo).port}/cb`;
});
test.afterAll(() => new Promise<void>((resolve) => website.close(() => resolve())));

/** The authorization request a website sends the user with (the challenge's verifier stays with the website). */
function authorizeUrl(clientId: string, state: string) {
  const query = new URLSearchParams({
    client_id: clientId, redirect_uri: callback, response_type: 'code', scope: 'openid profile', state, nonce: `n-${state}`,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSstw-cM', code_challenge_method: 'S256',
  });
  return `/authorize?${query}`;
}

async function clientIdOf(request: APIRequestContext, name: string): Promise<string> {
  const api = await apiOf(request, ADMIN);
  const page = await api.get<{ records: { name: string; clientId: string }[] }>('/client/getByCondition', { name });
  return page.records.find((client) => client.name === name)!.clientId;
}

const landedAt = async (page: Page) => new URL(page.url());

test('a website registered on the page signs a user in: sign-in, consent, and back with a code; a refusal goes back too', async ({ page, browser, request }) => {
  const name = `人才服务网-${Date.now()}`;
  await signIn(page, ADMIN, '/sys/client-manage');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, /新增/);
  await form.getByLabel('名称').fill(name);
  await form.getByLabel('回调地址').fill(callback);
  await form.getByRole('button', { name: '生成密钥' }).click();
  await expect(form).toContainText('密钥只显示这一次');
  await okButton(form).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  const clientId = await clientIdOf(request, name);

  // A signed-out visitor: the sign-in first, then the consent, then the website.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(authorizeUrl(clientId, 'first'));
  await expect(visitor).toHaveURL(/\/login\?redirect=/);
  await fillSignIn(visitor, ADMIN);
  await expect(visitor.getByText(`“${name}”请求使用你的账号登录`)).toBeVisible();
  await expect(visitor.getByText('获取你的姓名和头像')).toBeVisible();
  await visitor.getByRole('button', { name: /同\s*意/ }).click();
  await visitor.waitForURL(`${callback}?**`);
  const approved = await landedAt(visitor);
  expect(approved.searchParams.get('code')).toMatch(/^v1\.[\w-]+$/);
  expect(approved.searchParams.get('state')).toBe('first');
  await expect(visitor.getByText('website got /cb?')).toBeVisible();

  // Signed in now: straight to the consent; refusing goes back with access_denied.
  await visitor.goto(authorizeUrl(clientId, 'second'));
  await visitor.getByRole('button', { name: /拒\s*绝/ }).click();
  await visitor.waitForURL(`${callback}?**`);
  const denied = await landedAt(visitor);
  expect(denied.searchParams.get('error')).toBe('access_denied');
  expect(denied.searchParams.get('code')).toBeNull();
});

test('a website whose scopes are all auto-approved skips the consent; an unregistered redirect URI is never followed', async ({ page, request }) => {
  const token = (await (await request.post(`${API}/user/login`, { form: { username: ADMIN.username, password: ADMIN.password } })).json()).data.token as string;
  const secret = (await (await request.get(`${API}/client/getSecretKey`, { headers: { authorization: token } })).json()).data.secret as string;
  const name = `自动授权网站-${Date.now()}`;
  const added = await request.post(`${API}/client/add`, {
    headers: { authorization: token },
    data: { name, redirectUris: [callback], scopes: ['openid', 'profile'], autoApproveScopes: ['openid', 'profile'], secret },
  });
  const clientId = (await added.json()).data.clientId as string;

  await signIn(page, ADMIN);
  await page.goto(authorizeUrl(clientId, 'auto'));
  await page.waitForURL(`${callback}?**`);
  expect((await landedAt(page)).searchParams.get('code')).toBeTruthy();

  await page.goto(authorizeUrl(clientId, 'evil').replace(encodeURIComponent(callback), encodeURIComponent('https://evil.example/cb')));
  await expect(page.locator('#root').getByText('回调地址与该网站登记的不一致，已拒绝跳转')).toBeVisible();
  expect(page.url()).not.toContain('evil.example/cb?');
});
