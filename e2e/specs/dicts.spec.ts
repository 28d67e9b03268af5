import { expect, test } from '@playwright/test';
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
