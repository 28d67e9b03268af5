import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, choosePassword, fillSignIn, givenPassword, policyRefusals } from './helpers.ts';

/**
 * Two-factor sign-in in the browser: a customer turns it on from 账号信息 with a code computed here
 * from the key the page shows, keeps the recovery codes, and signs in again with the password and a
 * code, then with the password and a recovery code.
 */

const PASSWORD = 'Two-factor-flow-2031';

/**
 * The code an authenticator shows for `secret`, `steps` time steps from now: enrolment takes the code
 * of now, the sign-in the next one (a code is good once, and the server takes one step ahead).
 */
const codeOf = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** The second step's submit button; antd puts a space between two CJK characters. */
const verifyButton = (page: Page) => page.getByRole('button', { name: /^验\s*证$/ });

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Signs in with the password: the second step is asked before anything of the console shows. */
async function signInToSecondStep(page: Page, username: string) {
  await fillSignIn(page, { username, password: PASSWORD });
  await expect(page.getByRole('heading', { name: '两步验证' })).toBeVisible();
  await expect(page.getByTestId('customer-card')).toBeHidden();
}

test('a customer turns on two-factor sign-in from 账号信息, then signs in with a code and with a recovery code', async ({ page, request }) => {
  const username = `two-factor-${Date.now().toString(36)}`;
  const admin = await apiOf(request, ADMIN);
  await admin.post('/user/save', { username, password: givenPassword(PASSWORD), name: '两步客户', userType: '10', company: '英才科技' });
  await choosePassword(request, { username, password: PASSWORD });
  const refusals = await policyRefusals(page);

  await page.goto('/login');
  // What the server answered, should the console not follow: a refusal's toast is gone before a failure's snapshot.
  const signedIn = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/user/login'));
  await fillSignIn(page, { username, password: PASSWORD });
  const answer = await (await signedIn).json();
  expect(answer.code, answer.status_desc).toBe(200);
  await expect(page.getByTestId('customer-card')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '账号信息', exact: true }).click();

  const card = page.locator('.ant-card').filter({ has: page.getByText('两步验证', { exact: true }) });
  await expect(card.getByTestId('two-factor-state')).toHaveText('未启用');
  await card.getByRole('button', { name: '启用两步验证' }).click();
  await expect(card.getByRole('img', { name: '绑定验证器的二维码' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await card.getByLabel('验证码').fill(codeOf(secret));
  await card.getByRole('button', { name: /启\s*用/ }).click();

  const recoveryCodes = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const codes = await recoveryCodes.allInnerTexts();
  await card.getByRole('button', { name: '我已保存' }).click();
  await expect(card.getByTestId('two-factor-state')).toHaveText('已启用');

  await signOut(page);
  await signInToSecondStep(page, username);
  await page.getByLabel('验证码').fill(codeOf(secret, 1));
  await verifyButton(page).click();
  await expect(page.getByTestId('customer-card')).toContainText('英才科技');

  await signOut(page);
  await signInToSecondStep(page, username);
  await page.getByRole('button', { name: '使用恢复码' }).click();
  await page.getByLabel('恢复码').fill(codes[0]!);
  await verifyButton(page).click();
  await expect(page.getByTestId('customer-card')).toContainText('英才科技');
  // The QR code and the steps live under the page's Content-Security-Policy like every screen.
  expect(refusals).toEqual([]);
});
