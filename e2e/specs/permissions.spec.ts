import { expect, test } from '@playwright/test';
import { TWO_PAGE_USER } from '../fixtures/users.ts';
import { menuItem, sidebar, sidebarItems, signIn } from './helpers.ts';

/**
 * The two-pages user holds 用户管理 (view) and 菜单管理 (edit, without view): the menu shows both
 * pages, and the menu page's list call is refused.
 */

test.describe('a user with two pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, TWO_PAGE_USER);
  });

  test('sees exactly 用户管理 and 菜单管理 under 系统管理, and no other group', async ({ page }) => {
    await expect(menuItem(page, '系统管理')).toBeVisible();
    await menuItem(page, '系统管理').click();
    await expect(menuItem(page, '菜单管理')).toBeVisible();

    await expect.poll(() => sidebarItems(page)).toEqual(['首页', '系统管理', '用户管理', '菜单管理']);
    await expect(menuItem(page, '角色管理')).toHaveCount(0);
    await expect(menuItem(page, '组织管理')).toHaveCount(0);
    await expect(menuItem(page, '适岗培训')).toHaveCount(0);
    await expect(menuItem(page, '专题研讨')).toHaveCount(0);
  });

  test('opening 菜单管理 shows the no-permission message of the refused list call', async ({ page }) => {
    const refused = page.waitForResponse((response) => response.url().includes('/menu/list'));

    await page.goto('/sys/menu-manage');

    expect((await refused).status()).toBe(403);
    await expect(page).toHaveURL('/sys/menu-manage');
    await expect(page.locator('.ant-message').getByText('对不起没有权限操作!')).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
  });

  test('the user menu offers only the pages the user holds', async ({ page }) => {
    await page.getByTestId('user-menu').click();

    const items = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '退出登录' }) }).getByRole('menuitem');
    await expect(items).toHaveText(['账号管理', '菜单管理', '布局设置', '修改密码', '两步验证', '第三方账号', '退出登录']);
  });

  test('typing the URL of a page the user does not hold leads to the 404 page', async ({ page }) => {
    await page.goto('/sys/role-manage');

    await expect(page).toHaveURL('/404');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  });
});
