import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, chooseFromUserMenu, choosePassword, fillSignIn, givenPassword, sidebar } from './helpers.ts';
import { startSecondConsole, type SecondConsole } from './second-console.ts';

/**
 * Social sign-in in the browser: a second console, started here on the loopback, is the OpenID
 * provider of the first. An unbound identity lands on /relate and is bound by signing in to an
 * account; the next social sign-in goes straight in.
 */

test.describe.configure({ mode: 'serial' });

const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 18_091);
const PROVIDER_ADMIN = { username: 'admin', password: 'provider-admin-password' };
/** The person as the provider knows them, and the console account the identity is bound to. */
const PERSON = { username: 'li-provider', password: 'Provider-person-42' };
const ACCOUNT = { username: `bound-${Date.now().toString(36)}`, password: 'Bound-account-42' };

interface Envelope<T> { code: number; data: T; status_desc: string }

let provider: SecondConsole;

async function adminOf(request: APIRequestContext, base: string, admin: { username: string; password: string }) {
  const signedIn = (await (await request.post(`${base}${API}/user/login`, { form: { ...admin } })).json()) as Envelope<{ token: string }>;
  expect(signedIn.code, signedIn.status_desc).toBe(200);
  return async <T>(route: string, data: object) => {
    const answer = (await (await request.post(`${base}${API}${route}`, { headers: { authorization: signedIn.data.token }, data })).json()) as Envelope<T>;
    expect(answer.code, answer.status_desc).toBe(200);
    return answer.data;
  };
}

test.beforeAll(async ({ request, baseURL }) => {
  provider = await startSecondConsole(request, PROVIDER_PORT, { ADMIN_PASSWORD: PROVIDER_ADMIN.password });

  const onProvider = await adminOf(request, provider.base, PROVIDER_ADMIN);
  await onProvider('/user/save', { ...PERSON, password: givenPassword(PERSON.password), name: '李提供' });
  await choosePassword(request, PERSON, provider.base);
  const { secret } = await (async () => {
    const token = (await (await request.post(`${provider.base}${API}/user/login`, { form: { ...PROVIDER_ADMIN } })).json()).data.token as string;
    return (await (await request.get(`${provider.base}${API}/client/getSecretKey`, { headers: { authorization: token } })).json()).data as { secret: string };
  })();
  const website = await onProvider<{ clientId: string }>('/client/add', {
    name: '一览人才控制台', redirectUris: [`${baseURL}${API}/social/callback/oidc`], scopes: ['openid', 'profile'], autoApproveScopes: ['openid', 'profile'], secret,
  });

  const onConsole = await adminOf(request, baseURL!, ADMIN);
  await onConsole('/social/providers', { provider: 'oidc', enabled: true, displayName: '集团统一认证', clientId: website.clientId, clientSecret: secret, issuer: `${provider.base}${API}/oauth2` });
  await onConsole('/user/save', { ...ACCOUNT, password: givenPassword(ACCOUNT.password), name: '绑定账号' });
  await choosePassword(request, ACCOUNT, baseURL);
});

test.afterAll(() => provider?.stop());

test('an unbound identity is bound by signing in to an account, and the next social sign-in goes straight in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '集团统一认证' }).click();

  // At the provider: its own sign-in, then back through the console's callback to /relate.
  await page.waitForURL(`${provider.base}/login?**`);
  await fillSignIn(page, PERSON);
  await page.waitForURL('**/relate?**');
  await expect(page.getByText(/账号“李提供”尚未绑定控制台账号/)).toBeVisible();
  await page.getByLabel('用户名').fill(ACCOUNT.username);
  await page.getByLabel('密码').fill(ACCOUNT.password);
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('绑定账号');

  await chooseFromUserMenu(page, '第三方账号');
  await expect(page.getByRole('dialog').getByText('李提供')).toBeVisible();
  await page.keyboard.press('Escape');

  // Signed out of the console, still signed in at the provider: the button signs straight in.
  await chooseFromUserMenu(page, '退出登录');
  await page.waitForURL('**/login**');
  await page.getByRole('button', { name: '集团统一认证' }).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('绑定账号');
});
