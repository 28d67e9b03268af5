import { expect, test } from '@playwright/test';
import { maskEmail, maskPhone } from '@console/contract';
import { ADMIN, TWO_PAGE_USER } from '../fixtures/users.ts';
import { apiOf, dialog, givenPassword, signIn, tableRows } from './helpers.ts';

/**
 * Personal data: the users list shows phones and e-mails masked to everyone; the admin (who holds
 * 查看完整个人信息) sees them in full in the record's dialog, and that read is in the operation log.
 */
test('lists phones and e-mails masked; a holder of the permission reads them in full in the dialog, logged', async ({ page, browser, request }) => {
  const stamp = `${Date.now()}`.slice(-8);
  const person = { username: `pd-${stamp}`, phone: `139${stamp}`, email: `person.${stamp}@example.com` };
  const admin = await apiOf(request, ADMIN);
  const { id } = await admin.post<{ id: number }>('/user/save', { ...person, password: givenPassword('Person-pass-1'), name: `个人信息${stamp}` });

  const viewer = await (await browser.newContext()).newPage();
  await signIn(viewer, TWO_PAGE_USER);
  await viewer.goto(`/sys/user-manage?username=${person.username}`);
  const viewed = tableRows(viewer).filter({ hasText: person.username });
  await expect(viewed).toContainText(maskPhone(person.phone));
  await expect(viewed).not.toContainText(person.phone);
  await viewer.context().close();

  await signIn(page, ADMIN);
  await page.goto(`/sys/user-manage?username=${person.username}`);
  const row = tableRows(page).filter({ hasText: person.username });
  await expect(row).toContainText(maskPhone(person.phone));
  await expect(row).toContainText(maskEmail(person.email));
  await expect(row).not.toContainText(person.email);

  await row.getByRole('button', { name: '编辑' }).click();
  const form = dialog(page, '编辑用户');
  await expect(form.getByLabel('手机号')).toHaveValue(person.phone);
  await expect(form.getByLabel('邮箱')).toHaveValue(person.email);
  await form.getByRole('button', { name: /取\s*消/ }).click();

  await expect.poll(async () => {
    const entries = await admin.get<{ records: { path: string; username: string; success: boolean }[] }>('/log/list/operation', { route: '/user/personal/' });
    return entries.records.some((entry) => entry.path.endsWith(`/user/personal/${id}`) && entry.username === ADMIN.username && entry.success);
  }).toBe(true);
});
