import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { chooseFromUserMenu, menuItem, sidebar, sidebarWidth, signIn, storageItem, tagAt, tagPaths, tags } from './helpers.ts';

const RED = 'rgb(245, 34, 45)';

async function sidebarCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value;
}

test.describe('sidebar', () => {
  test('collapses from 216px to 54px, remembering it in the sidebarStatus cookie over a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, ADMIN);
    await expect.poll(() => sidebarWidth(page)).toBe(216);
    await expect(sidebar(page).getByText('一览人才服务')).toBeVisible();

    await page.getByRole('button', { name: '收起/展开侧边栏' }).click();

    await expect.poll(() => sidebarWidth(page)).toBe(54);
    await expect(sidebar(page).getByText('一览人才服务')).toBeHidden();
    expect(await sidebarCookie(page)).toBe('0');

    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(54);

    await page.getByRole('button', { name: '收起/展开侧边栏' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(216);
    expect(await sidebarCookie(page)).toBe('1');
  });

  test('keeps one menu group open at a time', async ({ page }) => {
    await signIn(page, ADMIN);

    await menuItem(page, '系统管理').click();
    await expect(menuItem(page, '用户管理')).toBeVisible();
    await expect(menuItem(page, '角色管理')).toBeVisible();
    await expect(menuItem(page, '组织管理')).toBeVisible();

    await menuItem(page, '适岗培训').click();
    await expect(menuItem(page, '培训首页')).toBeVisible();
    await expect(menuItem(page, '用户管理')).toBeHidden();
    await expect(menuItem(page, '角色管理')).toBeHidden();
    await expect(menuItem(page, '系统管理')).toHaveAttribute('aria-expanded', 'false');

    await menuItem(page, '培训首页').click();
    await expect(page).toHaveURL('/train/train-home');
    await expect(page.getByText('近 12 个月报名人数')).toBeVisible();
    await expect(menuItem(page, '培训首页')).toHaveClass(/ant-menu-item-selected/);
  });

  test('opens the group of the current page and a nested group inside it', async ({ page }) => {
    await signIn(page, ADMIN, '/sys/department-manage/department-manage-list');
    await expect(page).toHaveTitle('部门管理 - 后台管理系统');

    await expect(menuItem(page, '部门管理')).toBeVisible();
    await expect(menuItem(page, '部门管理')).toHaveClass(/ant-menu-item-selected/);
    await expect(menuItem(page, '用户管理')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveText(/系统管理.*组织管理.*部门管理/);

    // Opening a sibling group closes the other nested group but keeps their parent open.
    await menuItem(page, '开放接口').click();
    await expect(menuItem(page, 'ISV管理')).toBeVisible();
    await expect(menuItem(page, '部门管理')).toBeHidden();
    await expect(menuItem(page, '用户管理')).toBeVisible();
  });

  test('titles the pages of 开放接口 by their own names', async ({ page }) => {
    await signIn(page, ADMIN, '/sys/open-manage/route-manage');
    await expect(page.getByRole('button', { name: '全部调用统计' })).toBeVisible();

    await expect(page).toHaveTitle('路由管理 - 后台管理系统');
    await expect(tagAt(page, '/sys/open-manage/route-manage')).toHaveText('路由管理');
    await expect(menuItem(page, '路由管理')).toHaveClass(/ant-menu-item-selected/);
  });

  test('is collapsed to 54px on a narrow (800px) window', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await signIn(page, ADMIN);

    await expect.poll(() => sidebarWidth(page)).toBe(54);
    await expect(page.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeVisible();
  });
});

test.describe('tags view', () => {
  async function visitTwoPages(page: Page) {
    await signIn(page, ADMIN);
    await expect(tagPaths(page)).resolves.toEqual(['/home']);
    await page.goto('/sys/user-manage');
    await expect(page).toHaveTitle('用户管理 - 后台管理系统');
    await menuItem(page, '角色管理').click();
    await expect(page).toHaveURL('/sys/role-manage');
    await expect(tags(page)).toHaveText(['首页', '用户管理', '角色管理']);
  }

  const contextMenu = (page: Page) => page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '关闭所有' }) });

  test('adds a tag per page visited after the affix home tag, highlighting the current one', async ({ page }) => {
    await visitTwoPages(page);

    expect(await tagPaths(page)).toEqual(['/home', '/sys/user-manage', '/sys/role-manage']);
    await expect(tagAt(page, '/sys/role-manage').getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(tagAt(page, '/home').getByRole('button', { name: '关闭' })).toHaveCount(0);
    await expect(tagAt(page, '/sys/user-manage').getByRole('button', { name: '关闭' })).toBeVisible();

    await tagAt(page, '/sys/user-manage').getByRole('link').click();
    await expect(page).toHaveURL('/sys/user-manage');
    await expect(tagAt(page, '/sys/user-manage').getByRole('link')).toHaveAttribute('aria-current', 'page');
  });

  test('right-click opens the 105px menu; Close Others then Close All leave the affix tag', async ({ page }) => {
    await visitTwoPages(page);

    await tagAt(page, '/sys/user-manage').click({ button: 'right' });
    const menu = contextMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['刷新', '关闭', '关闭其他', '关闭所有']);
    expect((await menu.boundingBox())?.width).toBe(105);

    await menu.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/sys/user-manage');
    await expect(tags(page)).toHaveText(['首页', '用户管理']);

    await tagAt(page, '/sys/user-manage').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '关闭所有' }).click();
    await expect(tags(page)).toHaveText(['首页']);
    await expect(page).toHaveURL('/home');
    await expect(tagAt(page, '/home').getByRole('button', { name: '关闭' })).toHaveCount(0);

    // The affix tag's menu has no Close, and Escape dismisses it.
    await tagAt(page, '/home').click({ button: 'right' });
    await expect(contextMenu(page).getByRole('menuitem')).toHaveText(['刷新', '关闭其他', '关闭所有']);
    await page.keyboard.press('Escape');
    await expect(contextMenu(page)).toBeHidden();
  });

  test('the close button and a middle-click close a tag; the affix tag ignores a middle-click', async ({ page }) => {
    await visitTwoPages(page);

    await tagAt(page, '/sys/user-manage').click({ button: 'middle' });
    await expect(tags(page)).toHaveText(['首页', '角色管理']);
    await expect(page).toHaveURL('/sys/role-manage');

    await tagAt(page, '/home').click({ button: 'middle' });
    await expect(tags(page)).toHaveText(['首页', '角色管理']);

    await tagAt(page, '/sys/role-manage').getByRole('button', { name: '关闭' }).click();
    await expect(tags(page)).toHaveText(['首页']);
    await expect(page).toHaveURL('/home');
  });

  test('survive a reload', async ({ page }) => {
    await visitTwoPages(page);

    await page.reload();

    await expect(page).toHaveTitle('角色管理 - 后台管理系统');
    await expect(tags(page)).toHaveText(['首页', '用户管理', '角色管理']);
    expect(await tagPaths(page)).toEqual(['/home', '/sys/user-manage', '/sys/role-manage']);
  });
});

test.describe('settings drawer', () => {
  test('a theme colour recolours the selected menu item, active tag and row actions, and is kept over a reload', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/sys/user-manage');
    const selectedItem = menuItem(page, '用户管理');
    const activeTag = tagAt(page, '/sys/user-manage');
    await expect(selectedItem).toHaveClass(/ant-menu-item-selected/);
    await expect(selectedItem).not.toHaveCSS('background-color', RED);

    await chooseFromUserMenu(page, '布局设置');
    const drawer = page.getByRole('dialog', { name: '系统布局配置' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: '#f5222d' }).click();

    await expect(drawer.getByRole('button', { name: '#f5222d' })).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('button', { name: '#1890ff' })).toHaveAttribute('aria-pressed', 'false');
    await expect(selectedItem).toHaveCSS('background-color', RED);
    await expect(activeTag).toHaveCSS('background-color', RED);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();

    await page.reload();
    await expect(page).toHaveTitle('用户管理 - 后台管理系统');
    await expect(selectedItem).toHaveCSS('background-color', RED);
    await expect(activeTag).toHaveCSS('background-color', RED);
    expect(JSON.parse((await storageItem(page, 'layoutSettings'))!).state).toMatchObject({ theme: '#f5222d' });
    // So do the action links of a table's rows.
    await expect(page.locator('.ant-table-row').first().getByRole('button', { name: /^编\s*辑$/ })).toHaveCSS('color', RED);
    // Primary buttons follow the theme as well.
    await page.goto('/no/such/page');
    await expect(page.getByRole('button', { name: '返回首页' })).toHaveCSS('background-color', RED);
  });

  test('switching the tags bar off hides it', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(tags(page)).toHaveText(['首页']);

    await chooseFromUserMenu(page, '布局设置');
    const tagsSwitch = page.getByRole('switch', { name: '显示标签栏' });
    await expect(tagsSwitch).toBeChecked();
    await tagsSwitch.click();

    await expect(tagsSwitch).not.toBeChecked();
    await expect(tags(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeVisible();
    await expect(tags(page)).toHaveCount(0);
    expect(JSON.parse((await storageItem(page, 'layoutSettings'))!).state).toMatchObject({ tagsView: false });
  });
});

test.describe('language', () => {
  test('English from the language menu translates the shell and is kept over a reload', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/sys/user-manage');
    await expect(menuItem(page, '用户管理')).toBeVisible();

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    await expect(menuItem(page, 'Users')).toBeVisible();
    await expect(menuItem(page, 'Roles')).toBeVisible();
    await expect(menuItem(page, 'System')).toBeVisible();
    await expect(menuItem(page, '用户管理')).toHaveCount(0);
    await expect(page).toHaveTitle('Users - Back-office Console');
    await expect(sidebar(page).getByText('Yilan Talent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();

    await page.reload();
    await expect(menuItem(page, 'Users')).toBeVisible();
    await expect(tags(page)).toHaveText(['Home', 'Users']);
    await expect(page).toHaveTitle('Users - Back-office Console');
    expect(await storageItem(page, 'language')).toBe('en-US');

    // The product's own words in English: the administrator it made, and the reasons its forms take from the contract.
    // The welcome names the administrator (the user list may hold it on a later page, other specs adding users).
    await tags(page).getByText('Home', { exact: true }).click();
    await expect(page.getByRole('main')).toContainText('Super administrator');
    await tags(page).getByText('Users', { exact: true }).click();
    await expect(page).toHaveTitle('Users - Back-office Console');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username', { exact: true }).fill('english-reader');
    await dialog.getByLabel('Password').fill('English-reader-1');
    await dialog.getByLabel('Name', { exact: true }).fill('Reader');
    await dialog.getByLabel('Mobile').fill('2345678901');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Must be an 11-digit mobile number starting with 1')).toBeVisible();
  });
});
