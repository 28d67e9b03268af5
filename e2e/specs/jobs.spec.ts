import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { dialog, okButton, signIn } from './helpers.ts';

test('creates a job with the handler picker, sees its next fire times, runs it once and sees the run in its history', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/quartz-manage');
  const name = `周报提醒-${Date.now()}`;

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, /新增/);
  await add.getByLabel('任务名称').fill(name);
  await add.getByLabel('处理器').click();
  await page.getByTitle('给负责人发送待办（演示）').click();
  await expect(add.getByText(/每次运行给任务的创建人发送一条待办/)).toBeVisible();
  await add.getByLabel('参数（JSON）').fill('{"title": "写周报"}');
  await add.getByLabel('Cron 表达式').fill('0 17 * * 5');
  const fires = add.getByRole('list', { name: /接下来 5 次触发/ });
  await expect(fires.getByRole('listitem')).toHaveCount(5);
  await expect(fires.getByRole('listitem').first()).toContainText('17:00');
  await okButton(add).click();

  const job = page.getByRole('row').filter({ hasText: name });
  await expect(job).toContainText('0 17 * * 5');
  await job.getByRole('button', { name: '运行一次' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /^确\s*定$/ }).click();

  const history = page.locator('.ant-drawer').filter({ hasText: `“${name}”的运行记录` });
  await expect(history.getByRole('row').filter({ hasText: '写周报' })).toContainText('成功');
  await expect(history).toContainText('手动');
});
