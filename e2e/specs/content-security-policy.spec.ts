import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, dialog, policyRefusals, signIn, submitButton, tableRows } from './helpers.ts';

/**
 * The console's pages under the policy the server sends (no inline script without the page's nonce, no
 * eval, no style element or attribute without it): each main screen does all it does, and the browser
 * refuses nothing. apps/server/test/security-headers.test.ts checks the headers of every kind of answer.
 */

/** A connected website that asks for consent (no scope is approved without asking); its address is never reached. */
async function consentAddress(request: APIRequestContext): Promise<string> {
  const token = (await (await request.post(`${API}/user/login`, { form: { username: ADMIN.username, password: ADMIN.password } })).json()).data.token as string;
  const secret = (await (await request.get(`${API}/client/getSecretKey`, { headers: { authorization: token } })).json()).data.secret as string;
  const added = await request.post(`${API}/client/add`, {
    headers: { authorization: token },
    data: { name: `政策检查网站-${Date.now()}`, redirectUris: ['http://127.0.0.1:9/cb'], scopes: ['openid', 'profile'], autoApproveScopes: [], secret },
  });
  const clientId = (await added.json()).data.clientId as string;
  const query = new URLSearchParams({
    client_id: clientId, redirect_uri: 'http://127.0.0.1:9/cb', response_type: 'code', scope: 'openid profile', state: 'policy',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSstw-cM', code_challenge_method: 'S256',
  });
  return `/authorize?${query}`;
}

/** Moves the pointer over a chart, so that its tooltip shows. */
async function pointAt(page: Page, chartName: string | RegExp): Promise<void> {
  const canvas = page.getByRole('img', { name: chartName }).locator('canvas').first();
  await expect(canvas).toBeVisible();
  await canvas.hover();
}

test('the main screens do all they do without a refusal of the policy', async ({ page, request }) => {
  const refusals = await policyRefusals(page);
  const consent = await consentAddress(request);

  const signInPage = await page.goto('/login');
  expect(signInPage?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+';style-src 'self' 'nonce-[\w+/=]+'/);
  await expect(submitButton(page)).toBeVisible();

  // The home page, with the platform's figures drawn by ECharts.
  await signIn(page, ADMIN);
  await pointAt(page, /每日消息数与新增用户数/);

  await page.goto('/sys/user-manage');
  await expect(tableRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  const newUser = dialog(page, '新增用户');
  await expect(newUser).toBeVisible();
  await newUser.getByRole('button', { name: /取\s*消/ }).click();
  await expect(newUser).toBeHidden();

  await page.goto('/sys/system-monitoring-menu');
  await pointAt(page, '近十分钟服务器与进程的 CPU 使用率');

  await page.goto('/sys/api-docs');
  const summary = page.locator(`[data-path="${API}/user/info"]`);
  await summary.click();
  await expect(page.getByRole('listitem').filter({ has: summary }).getByText('x-access', { exact: true })).toBeVisible();

  // The rich-text editor adds a style element of its own.
  await page.goto('/discussion/thematicDiscussion-list');
  await page.getByRole('button', { name: '发起专题' }).click();
  await expect(dialog(page, '发起专题').getByRole('textbox', { name: '正文' })).toBeVisible();

  await page.goto(consent);
  await expect(page.getByText(/请求使用你的账号登录/)).toBeVisible();

  expect(refusals).toEqual([]);
});

test('the policy is in force: what it refuses is seen', async ({ page }) => {
  const refusals = await policyRefusals(page);
  await page.goto('/login');
  await expect(submitButton(page)).toBeVisible();
  // A script element added without the page's nonce, as an injection would add it.
  await page.evaluate(() => {
    const { document } = globalThis as unknown as { document: { createElement(tag: string): { textContent: string }; head: { append(node: unknown): void } } };
    const script = document.createElement('script');
    script.textContent = 'document.title = "injected"';
    document.head.append(script);
  });
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals.join('\n')).toContain('script-src');
  await expect(page).not.toHaveTitle('injected');
});

test('no page of the console can be framed, the consent page included (RFC 6749 §10.13)', async ({ page, baseURL }) => {
  const refusals = await policyRefusals(page);
  await page.setContent(`<iframe src="${baseURL}/authorize?client_id=any&response_type=code"></iframe>`, { waitUntil: 'load' });
  await expect.poll(() => refusals.join('\n')).toContain("frame-ancestors 'none'");
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
});
