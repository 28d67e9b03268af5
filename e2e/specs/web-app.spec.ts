import { expect, test } from '@playwright/test';
import { submitButton } from './helpers.ts';

test('the server serves the web app at / and at deep links', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');
  await expect(page.getByRole('heading', { name: '后台管理系统' })).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
  await expect(page).toHaveTitle('登录 - 后台管理系统');

  await page.goto('/sys/user-manage?page=2');
  await expect(page).toHaveURL('/login?redirect=%2Fsys%2Fuser-manage%3Fpage%3D2');
  await expect(page.getByLabel('用户名')).toBeVisible();
});

test('the first load paints the sign-in page’s frame before any script has run', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '后台管理系统' })).toBeVisible();
  await expect(page.locator('.boot-frame')).toHaveCSS('background-color', 'rgb(45, 58, 75)');
  await expect(page.locator('.boot-card')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
