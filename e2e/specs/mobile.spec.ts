import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { dialog, sidebarWidth, signIn, tableRows } from './helpers.ts';

/** The signed-in shell on a phone. */
test.use({ viewport: { width: 390, height: 844 } });

test('the top bar offers the applications behind one button', async ({ page }) => {
  await signIn(page, ADMIN);
  const bar = (await page.getByRole('banner').boundingBox())!;
  const button = page.getByRole('button', { name: '我的应用' });
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await button.click();
  const drawer = page.getByRole('dialog', { name: '我的应用' });
  await expect(drawer.getByRole('combobox', { name: '搜索应用' })).toBeVisible();
  await drawer.getByRole('button', { name: '编辑导航应用' }).click();
  await expect(dialog(page, '编辑导航应用')).toBeVisible();
});

test('the opened sidebar lies over the page, and a tap beside it closes it', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/user-manage');
  await expect(tableRows(page).first()).toBeVisible();
  const header = page.getByTestId('header');
  const before = (await header.boundingBox())!;

  await page.getByRole('button', { name: '收起/展开侧边栏' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(216);
  const mask = page.getByTestId('sidebar-mask');
  await expect(mask).toBeVisible();
  // The page keeps its width under the sidebar.
  expect(await header.boundingBox()).toEqual(before);

  await mask.click({ position: { x: 340, y: 400 } });
  await expect(mask).toBeHidden();
  await expect.poll(() => sidebarWidth(page)).toBe(54);
  expect(await header.boundingBox()).toEqual(before);
});

test('the users table keeps each row’s name in sight and its actions within reach', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/user-manage?username=admin');
  const row = tableRows(page).filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
  await expect(row).toHaveCount(1);
  const scroller = page.locator('.ant-table-content');
  const view = (await scroller.boundingBox())!;
  const name = row.getByRole('cell', { name: 'admin', exact: true });
  await expect(name).toBeInViewport();

  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const edit = row.getByRole('button', { name: /^编\s*辑$/ });
  await expect(edit).toBeInViewport();
  const pinned = (await name.boundingBox())!;
  expect(pinned.x).toBeGreaterThanOrEqual(view.x);
  expect(pinned.x + pinned.width).toBeLessThanOrEqual(view.x + view.width);
  await expect(name).toBeInViewport();

  await edit.click();
  await expect(dialog(page, '编辑用户')).toBeVisible();
});
