import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { openingDone, signIn } from './helpers.ts';
import { bell, prepare, signInWithSocket, WORKFLOW } from './todo-world.ts';

/**
 * Real-time to-dos in the browser: an application hands a user a to-do through the platform's
 * application call, and it reaches the open popover over the message socket, without a reload;
 * opening it marks it read; a workflow's to-do is handled in the policy application, or refused
 * when its start node has no form. Each test makes its own user and application (the specs share
 * one server), so its badge counts only its own to-dos.
 */

const latest = (page: Page): Locator => page.getByRole('list', { name: '最新待办' });
const todoDialog = (page: Page): Locator => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title') });
const handleButton = (scope: Locator): Locator => scope.getByRole('button', { name: /^处\s*理$/ });
/** The dialog's 关闭 button, not its × (named 关闭 too): antd puts a space between two CJK characters of a button. */
const closeButton = (scope: Locator): Locator => scope.getByRole('button', { name: /^关\s+闭$/ });

test('a to-do an application hands over shows at once in the open popover; opening it marks it read', async ({ page, request }) => {
  const world = await prepare(request);
  await signInWithSocket(page, world.user);
  await expect(bell(page)).toHaveAccessibleName('待办，0 条未读');
  await expect(bell(page).locator('.ant-badge-count')).toHaveCount(0);
  await bell(page).click();
  await expect(page.getByText('暂无待办事项')).toBeVisible();

  const listCalls: Request[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/message/todoList')) listCalls.push(call);
  });
  await world.send({ title: '请补充企业资料', content: '营业执照已过期，请上传新的营业执照。' });

  await expect(bell(page)).toHaveAccessibleName('待办，1 条未读');
  await expect(latest(page).getByRole('button', { name: /请补充企业资料 \(未读\)/ })).toBeVisible();
  expect(listCalls).toHaveLength(0);

  await latest(page).getByRole('button', { name: /请补充企业资料/ }).click();
  const opened = todoDialog(page);
  await expect(opened.getByText('营业执照已过期，请上传新的营业执照。')).toBeVisible();
  await expect(opened).toContainText('待办来源');
  await expect(bell(page)).toHaveAccessibleName('待办，0 条未读');
  await expect(handleButton(opened)).toHaveCount(0);
  await closeButton(opened).click();
  await expect(bell(page)).toBeFocused();

  await bell(page).click();
  await expect(latest(page).getByRole('button', { name: '请补充企业资料' })).toBeVisible();
});

test('the badge shows 99+ above 99 unread to-dos', async ({ page, request }) => {
  const world = await prepare(request);
  await signInWithSocket(page, world.user);
  for (let batch = 0; batch < 6; batch += 1) {
    await Promise.all(Array.from({ length: 20 }, (_, n) => world.send({ title: `批量待办 ${batch * 20 + n + 1}`, content: '批量送达' })));
  }
  await expect(bell(page)).toHaveAccessibleName('待办，120 条未读');
  await expect(bell(page).locator('.ant-badge-count')).toHaveText('99+');
});

test('a workflow to-do is handled in the policy application, unless its start node has no form', async ({ page, request }) => {
  const world = await prepare(request);
  await world.send({ title: '无表单的审批', content: '开始节点没有表单', workflow: { ...WORKFLOW, procInstId: 'proc-no-form' }, startNode: { formKey: '' } });
  await world.send({ title: '政策申报审批', content: '请审批政策申报', workflow: WORKFLOW, startNode: { formKey: 'apply-form', formPerms: 'read' } });
  await page.route('**/apps/zhengce/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>政策应用</title>' }));
  await signInWithSocket(page, world.user);
  await expect(bell(page)).toHaveAccessibleName('待办，2 条未读');

  await bell(page).click();
  await latest(page).getByRole('button', { name: /无表单的审批/ }).click();
  // A press during the dialog's zoom can land on its mask and close it instead.
  await openingDone(todoDialog(page));
  await handleButton(todoDialog(page)).click();
  await expect(page.getByText('流程开始节点未配置formKey')).toBeVisible();
  await expect(page).not.toHaveURL(/zhengce/);
  await closeButton(todoDialog(page)).click();

  await bell(page).click();
  await latest(page).getByRole('button', { name: /政策申报审批/ }).click();
  await openingDone(todoDialog(page));
  await handleButton(todoDialog(page)).click();
  await page.waitForURL(/\/apps\/zhengce\/#\/pending-detail\?/);
  const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
  expect(Object.fromEntries(query)).toEqual({ ...WORKFLOW, startFormKey: 'apply-form', formPerms: 'read' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the popover and the message centre fit the screen', async ({ page, request }) => {
    const world = await prepare(request);
    await world.send({ title: '手机上的待办', content: '在手机上打开' });
    await signIn(page, world.user);

    await bell(page).click();
    const popover = (await page.locator('.ant-popover').filter({ has: latest(page) }).boundingBox())!;
    expect(popover.x).toBeGreaterThanOrEqual(0);
    expect(popover.x + popover.width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: /^查看更多$/ }).click();
    await expect(page).toHaveURL(/\/message-center$/);
    await expect(page.locator('.ant-table-tbody').getByText('手机上的待办')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBe(0);
  });
});
