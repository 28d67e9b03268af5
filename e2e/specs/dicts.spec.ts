import { expect, test, type Locator } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, dialog, okButton, signIn, tableRows } from './helpers.ts';

/** Dictionaries in the browser: entries added on the dictionary page are the choices of a page that reads them through useDict. */

const added = (page: import('@playwright/test').Page) => expect(page.locator('.ant-message').getByText('新增成功').last()).toBeVisible();

test('a new dictionary, and entries of the user types offered on the users page', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const labels = [`合作伙伴${stamp}`, `渠道商${stamp}`];
  const admin = await apiOf(request, ADMIN);
  await signIn(page, ADMIN);
  await page.goto('/sys/dict-manage');

  await page.getByRole('button', { name: '新增字典' }).click();
  const newDict = dialog(page, '新增字典');
  await newDict.getByLabel('类型').fill(`grade_${stamp}`);
  await newDict.getByLabel('名称').fill(`等级${stamp}`);
  await okButton(newDict).click();
  await added(page);
  await expect(page.getByRole('button', { name: `等级${stamp}` })).toBeVisible();

  await page.getByRole('button', { name: '用户类型' }).click();
  try {
    for (const [index, label] of labels.entries()) {
      await page.getByRole('button', { name: /(^|\s)新\s*增$/ }).click();
      const form = dialog(page, '新增字典项');
      await form.getByLabel('标签').fill(label);
      await form.getByLabel('值').fill(String(80 + index));
      await okButton(form).click();
      await added(page);
      await expect(form).toBeHidden();
    }
    await expect(tableRows(page).filter({ hasText: labels[1]! })).toBeVisible();

    await page.goto('/sys/user-manage');
    await page.getByLabel('用户类型').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    for (const label of labels) await expect(options.filter({ hasText: label })).toBeVisible();
  } finally {
    const entries = await admin.get<{ records: { id: number; label: string }[] }>('/dictData/getByCondition', { label: stamp, pageSize: '10' });
    const ids = entries.records.map((entry) => entry.id).join(',');
    if (ids) await admin.get(`/dictData/delByIds/${ids}`);
  }
});

test('a system dictionary and its seeded entries are marked, and the page offers to delete none of them', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/dict-manage');
  const itemOf = (name: string) => page.locator('.ant-list-item').filter({ has: page.getByRole('button', { name, exact: true }) });
  const deleteOf = (scope: Locator) => scope.getByRole('button', { name: /^删\s*除$/ });

  const status = itemOf('状态');
  await expect(status.getByText('系统', { exact: true })).toBeVisible();
  await expect(deleteOf(status)).toBeDisabled();
  await deleteOf(status).hover({ force: true });
  await expect(page.getByRole('tooltip').getByText('系统字典：产品依赖它，不能删除')).toBeVisible();

  await status.getByRole('button', { name: '状态', exact: true }).click();
  const enabled = tableRows(page).filter({ has: page.getByText('启用', { exact: true }) });
  await expect(enabled.getByText('系统', { exact: true })).toBeVisible();
  await expect(deleteOf(enabled)).toBeDisabled();
  await expect(enabled.getByRole('checkbox')).toBeDisabled();
  await expect(enabled.getByRole('switch')).toBeDisabled();
});
