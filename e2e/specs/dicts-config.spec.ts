import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, dialog, okButton, signIn, tableRows } from './helpers.ts';

/**
 * Dictionaries and settings in the browser: entries added on the dictionary page are the choices of a
 * page that reads them through useDict, and a setting changed on the configuration page takes effect
 * at once (the captcha on the sign-in page).
 */

// One after the other: the captcha test changes how everyone signs in (the config runs this file alone).
test.describe.configure({ mode: 'default' });

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

test('the sign-in captcha set to always on the configuration page shows on the sign-in page', async ({ page, browser, request }) => {
  const admin = await apiOf(request, ADMIN);
  const captcha = await admin.get<{ id: number }>('/config/select/login.captcha');
  await signIn(page, ADMIN);
  await page.goto('/sys/config-manage');
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
