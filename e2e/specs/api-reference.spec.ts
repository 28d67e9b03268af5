import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, apiOf, dialog, policyRefusals, signIn, tagAt } from './helpers.ts';

/**
 * An operation of the API reference, found by its path below the API base, opened (its details name
 * its x-access); one already open stays open.
 */
async function openOperation(page: Page, path: string) {
  const summary = page.locator(`[data-path="${API}${path}"]`);
  const operation = page.getByRole('listitem').filter({ has: summary });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(operation.getByText('x-access', { exact: true })).toBeVisible();
  return operation;
}

const execute = (operation: Locator) => operation.getByRole('button', { name: /执\s*行/ });

const tryItOutSwitch = (page: Page) => page.getByRole('switch', { name: '在本页发送真实调用（Try it out）' });
const banner = (page: Page) => page.getByText('已开启 Try it out：调用是真实的');

test('"Try it out" sends nothing until switched on; then calls are real, and one that may change something is sent only once confirmed', async ({ page, request }) => {
  const refusals = await policyRefusals(page);
  const type = `apiref_${Date.now().toString(36)}`;
  const sent: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/dict/add')) sent.push(call.url());
  });
  await signIn(page, ADMIN, '/sys/api-docs');

  // Off on arrival: no operation offers to send a call.
  await expect(tryItOutSwitch(page)).not.toBeChecked();
  const readOnly = await openOperation(page, '/dict/add');
  await expect(execute(readOnly)).toHaveCount(0);
  await expect(readOnly.getByRole('textbox')).toHaveCount(0);
  await expect(banner(page)).toBeHidden();

  await tryItOutSwitch(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText(/以当前登录用户（.+）的身份在本系统上真实执行/)).toBeVisible();

  // A read goes at once, as the signed-in user.
  const info = await openOperation(page, '/user/info');
  await execute(info).click();
  await expect(info.getByTestId('answer-status')).toHaveText('200');
  await expect(info.getByText(/"userName": "admin"/)).toBeVisible();

  // A creation asks first; declined, it is not sent.
  const create = await openOperation(page, '/dict/add');
  await create.getByPlaceholder('type').fill(type);
  await create.getByPlaceholder('name').fill('不应创建的字典');
  await execute(create).click();
  const confirmation = dialog(page, /的身份发送这个调用？/);
  await expect(confirmation).toContainText('POST /yl1001/platform/api/dict/add');
  await confirmation.getByRole('button', { name: /取\s*消/ }).click();
  await expect(create.getByText('未发送：已取消')).toBeVisible();
  expect(sent).toEqual([]);
  const admin = await apiOf(request, ADMIN);
  const dictionaries = await admin.get<{ type: string }[]>('/dict/getAll');
  expect(dictionaries.map((dictionary) => dictionary.type)).not.toContain(type);

  // Left for the home page and come back to by its tag (the page was kept, hidden, meanwhile): off again.
  await tagAt(page, '/home').getByRole('link').click();
  await expect(page).toHaveURL('/home');
  await tagAt(page, '/sys/api-docs').getByRole('link').click();
  await expect(tryItOutSwitch(page)).not.toBeChecked();
  await expect(banner(page)).toBeHidden();

  expect(refusals).toEqual([]);
});
