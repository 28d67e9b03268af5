import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { signIn } from './helpers.ts';

/** A two-character button label, which antd spaces out. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

test('a sign-in in another browser shows in the real-time log as it happens, then in the sign-in log', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/log-manage');
  await page.getByRole('tab', { name: '实时日志' }).click();
  await page.getByRole('button', { name: spaced('开始') }).click();
  await expect(page.getByText(/自动停止/)).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, ADMIN);
  await other.close();

  const log = page.getByRole('log');
  await expect(log.getByText(/\/user\/login/).first()).toBeVisible();
  await page.getByRole('button', { name: spaced('暂停') }).click();
  await expect(page.getByText(/已暂停/)).toBeVisible();
  await page.getByRole('button', { name: spaced('停止') }).click();

  await page.getByRole('tab', { name: '登录日志' }).click();
  const signIns = page.locator('.ant-table-row').filter({ hasText: ADMIN.username });
  await expect(signIns.first()).toContainText('成功');
  await signIns.first().getByRole('button', { name: spaced('详情') }).click();
  await expect(page.getByRole('dialog').getByText('"password": "[redacted]"')).toBeVisible();
});

test('the log offers no deletion, and its integrity check answers that every entry is intact', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/log-manage');
  await page.getByRole('tab', { name: '登录日志' }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

  await page.getByRole('button', { name: /完整性校验/ }).click();
  const dialog = page.getByRole('dialog', { name: '日志完整性校验' });
  await dialog.getByRole('button', { name: /开始校验/ }).click();
  await expect(dialog.getByRole('status')).toContainText(/日志完整：已校验 \d+ 条，没有发现问题/);
});
