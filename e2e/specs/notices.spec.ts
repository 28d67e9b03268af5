import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, roleCodeOf, TRAIN_USER } from '../fixtures/users.ts';
import { API, apiOf, chooseOption, choosePassword, type Credentials, givenPassword, signIn } from './helpers.ts';

/**
 * A notice sent from 消息管理 reaches the chosen user's open console at once, and the user clears it
 * from the message centre. The user is made by the test, so that only this notice is theirs.
 */

async function newUser(browser: Browser): Promise<Credentials & { name: string }> {
  const context = await browser.newContext();
  const admin = await apiOf(context.request, ADMIN);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  const trainRole = (await admin.get<{ id: number; code: string }[]>('/role/select')).find((role) => role.code === roleCodeOf(TRAIN_USER))!;
  const user = { username: `notice-${stamp}`, password: 'notice-user-password', name: `通知收件人${stamp.slice(-5)}` };
  await admin.post('/user/save', { ...user, password: givenPassword(user.password), roleIds: String(trainRole.id) });
  await choosePassword(context.request, user);
  await context.close();
  return user;
}

const bell = (page: Page) => page.getByRole('button', { name: /^待办，\d+ 条未读$/ });

test('a notice to a chosen user arrives in their open console, and they clear it', async ({ browser, page }) => {
  const user = await newUser(browser);
  const reader = await (await browser.newContext()).newPage();
  const socket = reader.waitForEvent('websocket', (candidate) => candidate.url().includes(`${API}/message/ws?ticket=`));
  await signIn(reader, user);
  await socket;
  await expect(bell(reader)).toHaveAccessibleName('待办，0 条未读');

  await signIn(page, ADMIN);
  await page.goto('/sys/message-manage');
  await page.getByRole('button', { name: /发送通知/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('标题').fill('部门例会');
  await dialog.getByLabel('内容').fill('周五下午三点在三楼会议室开例会。');
  await dialog.getByText('指定用户').click();
  // Found by name as the server answers the search: the list is drawn anew as its answers arrive.
  await chooseOption(page, dialog.getByRole('combobox').last(), `${user.name}（${user.username}）`, user.name);
  // The choice stays open for more users; the title closes it, as a person would click away.
  await dialog.getByText('发送通知').click();
  await expect(page.locator('.ant-select-dropdown')).toBeHidden();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const sent = page.locator('.ant-table-row').filter({ hasText: '部门例会' }).first();
  await expect(sent).toContainText(user.name);

  await expect(bell(reader)).toHaveAccessibleName('待办，1 条未读');
  await reader.goto('/message-center');
  const row = reader.locator('.ant-table-row').filter({ hasText: '部门例会' });
  await expect(row).toContainText('未读');
  await row.getByRole('checkbox').check();
  await reader.getByRole('button', { name: /清除选中/ }).click();
  await reader.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(reader.getByText('暂无消息')).toBeVisible();
  await expect(bell(reader)).toHaveAccessibleName('待办，0 条未读');
});
