import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, dialog, menuItem, okButton, sidebar, signIn } from './helpers.ts';

/**
 * Menus an administrator adds in 菜单管理 reach the sidebar at once: a page of the console shows the
 * "not built yet" page, a page at an external address opens in a new tab. The specs share one
 * server, so the menus made here have names of their own and are deleted at the end.
 */

interface MenuRecord {
  id: number;
  name: string;
}

test('a menu added in 菜单管理 appears in the sidebar at once, and opens as its address says', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = `${Date.now()}`.slice(-7);
  const internal = { title: `月报${stamp}`, name: `monthly-${stamp}`, url: `/reports/monthly-${stamp}` };
  const external = { title: `供应商${stamp}`, name: `vendor-${stamp}`, url: `https://vendor.example.com/${stamp}` };
  await page.context().route('https://vendor.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>vendor</h1>' }));
  try {
    await signIn(page, ADMIN);
    await page.goto('/sys/menu-manage');
    for (const menu of [internal, external]) {
      await page.getByRole('button', { name: /(^|\s)新\s*增$/ }).click();
      const form = dialog(page, '新增菜单');
      // A new menu belongs to the console unless another application is chosen.
      await expect(form.getByLabel('所属应用')).toBeVisible();
      await expect(form.getByTitle('信息化平台（platform）')).toBeVisible();
      await form.getByLabel('菜单名称').fill(menu.title);
      await form.getByLabel('路由名称').fill(menu.name);
      await form.getByLabel('路径').fill(menu.url);
      await okButton(form).click();
      await expect(page.locator('.ant-message').getByText('新增成功').last()).toBeVisible();
      await expect(form).toBeHidden();
    }

    // No reload: the sidebar was given the new menus when they were saved.
    await expect(menuItem(page, internal.title)).toBeVisible();
    await menuItem(page, internal.title).click();
    await expect(page).toHaveURL(internal.url);
    await expect(page.getByText('页面建设中')).toBeVisible();
    await expect(menuItem(page, internal.title)).toHaveClass(/ant-menu-item-selected/);

    const link = sidebar(page).getByRole('link', { name: external.title });
    await expect(link).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(external.url);
    expect(await popup.evaluate(() => (globalThis as unknown as { opener: unknown }).opener)).toBeNull();
    await popup.close();
    await expect(page).toHaveURL(internal.url);

    // Still there after a reload.
    await page.reload();
    await expect(menuItem(page, internal.title)).toBeVisible();
  } finally {
    const admin = await apiOf(request, ADMIN);
    const menus = await admin.get<MenuRecord[]>('/menu/listByAppId', { appId: 'platform' });
    const ours = menus.filter((menu) => [internal.name, external.name].includes(menu.name)).map((menu) => menu.id);
    if (ours.length > 0) await admin.post('/menu/delete', { ids: ours.join(',') });
  }
});
