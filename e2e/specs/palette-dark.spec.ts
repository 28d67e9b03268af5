import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, chooseFromUserMenu, fontsReady, signIn } from './helpers.ts';

/** Dark mode from the settings drawer, kept over a reload (the frame before the scripts and the API reference too), and the command palette (Ctrl+K) in it. */

// The system asks for light colours unless a test says otherwise.
test.use({ colorScheme: 'light' });

/** antd's dark page background (colorBgLayout) and its light one. */
const DARK_PAGE = 'rgb(0, 0, 0)';
const LIGHT_PAGE = 'rgb(245, 245, 245)';
/** antd's dark text (colorText). */
const DARK_TEXT = 'rgba(255, 255, 255, 0.85)';

const palette = (page: Page) => page.getByRole('dialog', { name: '搜索页面、标签和应用' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: '搜索页面、标签和应用' });

async function expectPageColours(page: Page, background: string, scheme: 'light' | 'dark') {
  await expect(page.locator('body')).toHaveCSS('background-color', background);
  await expect(page.locator('.ant-layout').first()).toHaveCSS('background-color', background);
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
}

test('dark mode is chosen in the settings drawer and kept over a reload; Ctrl+K finds 用户管理 by its pinyin initials', async ({ page }, testInfo) => {
  // Two full loads, a theme change and the pinyin dictionary: about 20 s on an idle machine.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN);
  await expectPageColours(page, LIGHT_PAGE, 'light');

  await chooseFromUserMenu(page, '布局设置');
  const drawer = page.getByRole('dialog', { name: '系统布局配置' });
  const appearance = drawer.getByRole('radiogroup', { name: '外观' });
  await expect(appearance.getByRole('radio', { name: /跟随系统/ })).toBeChecked();
  await appearance.getByText('深色').click();
  await expectPageColours(page, DARK_PAGE, 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeVisible();
  await expectPageColours(page, DARK_PAGE, 'dark');

  const beforeScripts = await page.context().newPage();
  await beforeScripts.route(/\.(js|tsx?)(\?.*)?$/, (route) => route.abort());
  await beforeScripts.goto('/login');
  await expect(beforeScripts.locator('.boot-card')).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  await beforeScripts.close();

  // The API reference draws its operations with the theme's colours: light text on the dark page.
  await page.goto('/sys/api-docs');
  await expect(page.locator(`[data-path="${API}/user/info"]`)).toHaveCSS('color', DARK_TEXT);

  await openPalette(page);
  await searchBox(page).pressSequentially('yhgl');
  const pages = palette(page).getByRole('group', { name: '页面' });
  await expect(pages.getByRole('option', { name: /用户管理/ })).toHaveAttribute('aria-selected', 'true');
  await fontsReady(page);
  const path = testInfo.outputPath('palette-dark.png');
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach('palette in dark mode', { path, contentType: 'image/png' });

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/sys/user-manage');
  await expect(page).toHaveTitle('用户管理 - 后台管理系统');
  await expect(palette(page)).toBeHidden();

  await openPalette(page);
  await searchBox(page).pressSequentially('jsgl');
  await expect(palette(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL('/sys/user-manage');
});

test('the default appearance follows the system, and a phone’s top bar has the palette’s button', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await expectPageColours(page, LIGHT_PAGE, 'light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectPageColours(page, DARK_PAGE, 'dark');

  const bar = (await page.getByRole('banner').boundingBox())!;
  const button = page.getByRole('banner').getByRole('button', { name: '搜索页面、标签和应用' });
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await button.click();
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).pressSequentially('js');
  await expect(palette(page).getByRole('option', { name: /角色管理/ }).first()).toBeVisible();
  await fontsReady(page);
  const path = testInfo.outputPath('palette-dark-phone.png');
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach('palette in dark mode on a phone', { path, contentType: 'image/png' });
});
