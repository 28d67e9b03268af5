import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import { maskPhone } from '@console/contract';
import { API, choosePassword, fillSignIn, givenPassword, sidebar } from './helpers.ts';
import { nextCaptchaAnswer, REDIS_URL, startSecondConsole, type SecondConsole } from './second-console.ts';

/**
 * SMS sign-in in the browser, the code read from the 短信发件箱 page as an administrator would. The
 * captcha a code needs is known only to the server: this spec starts a console of its own whose cache
 * is Redis (`REDIS_URL`, or the one on the loopback every machine of the project runs), and reads the
 * captcha there.
 */

test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_SMS_PORT ?? 18_092);
const ADMIN = { username: 'admin', password: 'sms-console-admin-password' };
// A phone of its own each run: the shared Redis keeps the one-a-minute limit of a phone across runs.
const PERSON = { username: 'sms-person', password: 'Sms-person-pass-42', phone: `139${String(Date.now()).slice(-8)}` };

let sms: SecondConsole;
let redis: Redis;

test.beforeAll(async ({ request }) => {
  sms = await startSecondConsole(request, PORT, { ADMIN_PASSWORD: ADMIN.password, REDIS_URL });
  redis = new Redis(REDIS_URL);
  const token = (await (await request.post(`${sms.base}${API}/user/login`, { form: { ...ADMIN } })).json()).data.token as string;
  const saved = await (await request.post(`${sms.base}${API}/user/save`, { headers: { authorization: token }, data: { ...PERSON, password: givenPassword(PERSON.password), name: '短信用户' } })).json();
  expect(saved.code, saved.status_desc).toBe(200);
  await choosePassword(request, PERSON, sms.base);
});

test.afterAll(async () => {
  sms?.stop();
  await redis?.quit();
});

test('signs in with a code sent by SMS, read from the outbox page', async ({ page, browser }) => {
  const captcha = nextCaptchaAnswer(page, redis);
  await page.goto(`${sms.base}/shortMsg`);
  const answer = await captcha;

  await page.getByLabel('手机号').fill(PERSON.phone);
  await page.getByLabel('验证码', { exact: true }).fill(answer);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  const admin = await (await browser.newContext()).newPage();
  // The outbox shows phones masked: it is searched by the whole number.
  await admin.goto(`${sms.base}/login?redirect=${encodeURIComponent(`/sys/sms-outbox?phone=${PERSON.phone}`)}`);
  await fillSignIn(admin, ADMIN);
  const text = admin.getByRole('row').filter({ hasText: maskPhone(PERSON.phone) }).first();
  await expect(text).toContainText('登录验证码');
  const code = /\d{6}/.exec((await text.textContent())!)![0];
  await admin.close();

  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('短信用户');
});
