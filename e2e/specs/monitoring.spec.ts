import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, signIn, tableRows } from './helpers.ts';

test('the cache page shows a captcha key the server wrote, masked, and the monitoring page draws its charts', async ({ page, request }) => {
  // The sign-in page's captcha: the server keeps its text in the cache.
  expect((await request.get(`${API}/user/initCaptcha`)).ok()).toBe(true);
  await signIn(page, ADMIN);

  await page.goto('/sys/redis-manage');
  await expect(page.getByText('进程内缓存')).toBeVisible();
  const pattern = page.getByRole('searchbox', { name: '键模式' });
  await pattern.fill('captcha:*');
  await pattern.press('Enter');
  const captcha = tableRows(page).filter({ hasText: 'captcha:******' }).first();
  await expect(captcha).toContainText('已屏蔽');
  await expect(captcha.getByRole('button', { name: /查\s*看/ })).toBeDisabled();

  await page.goto('/sys/system-monitoring-menu');
  await expect(page.getByRole('img', { name: '近十分钟服务器与进程的 CPU 使用率' }).locator('canvas')).toBeVisible();
  await expect(page.locator('[role="img"] canvas')).toHaveCount(3);
  await page.getByRole('searchbox', { name: '按地址搜索' }).fill('/user/login');
  await expect(tableRows(page).filter({ hasText: '/yl1001/platform/api/user/login' })).toBeVisible();
});
