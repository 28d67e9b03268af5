import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, dialog, okButton, signIn, tableRows } from './helpers.ts';

/**
 * Settings in the browser: a setting changed on 安全设置 (where the sign-in settings are kept, apart
 * from 系统配置) takes effect at once (the captcha on the sign-in page). It changes how everyone signs in: the config runs this file alone,
 * after the others.
 */

test('the sign-in captcha set to always on 安全设置 shows on the sign-in page', async ({ page, browser, request }) => {
  const admin = await apiOf(request, ADMIN);
  const captcha = await admin.get<{ id: number }>('/config/select/login.captcha');
  await signIn(page, ADMIN);
  await page.goto('/sys/security-settings');
  try {
    const row = tableRows(page).filter({ hasText: 'login.captcha' });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const form = dialog(page, '编辑配置');
    await form.getByLabel('值').fill('always');
    await okButton(form).click();
    await expect(row).toContainText('always');

    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await expect(visitor.getByRole('img', { name: '验证码' })).toBeVisible();
    await visitor.close();
  } finally {
    // Other specs sign in on the same server.
    await admin.post('/config/edit', { id: String(captcha.id), value: 'afterFailures' });
  }
});
