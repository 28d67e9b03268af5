import { expect, test } from '@playwright/test';

test('the server serves the web app at / and at deep links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '一览人才服务' })).toBeVisible();
  await page.goto('/sys/user-manage');
  await expect(page.getByRole('heading', { name: '一览人才服务' })).toBeVisible();
  await expect(page).toHaveTitle('后台管理系统');
});
