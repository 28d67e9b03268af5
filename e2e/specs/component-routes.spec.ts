import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { signIn } from './helpers.ts';

test('the component routes are listed and searched, and the menus dialog offers them for a path', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/route-manage');
  await expect(page.locator('.ant-table-row').filter({ hasText: '/sys/user-manage' })).toBeVisible();
  await page.getByRole('searchbox', { name: '按名称、标题或地址搜索' }).fill('培训');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-table-row').filter({ hasText: '/train/train-home' })).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: '/sys/user-manage' })).toHaveCount(0);

  await page.goto('/sys/menu-manage');
  await page.getByRole('button', { name: /新\s*增$/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('路径').fill('字典');
  await page.locator('.ant-select-item-option').filter({ hasText: '/sys/dict-manage' }).click();
  await expect(dialog.getByLabel('路径')).toHaveValue('/sys/dict-manage');
  await expect(dialog.getByLabel('路由名称')).toHaveValue('dict-manage');
});
