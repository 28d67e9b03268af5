import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { fontsReady, sidebarWidth, signIn, tags } from './helpers.ts';

/** Screenshots of the signed-in shell for a person to look at, saved with the test's results and attached to the report. */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, sidebar: 216 },
  { name: 'mobile', width: 390, height: 844, sidebar: 54 },
];

for (const viewport of VIEWPORTS) {
  test(`the signed-in shell at ${viewport.width}x${viewport.height} (${viewport.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeVisible();
    await expect(tags(page)).toHaveText(['首页']);
    await expect.poll(() => sidebarWidth(page)).toBe(viewport.sidebar);
    await fontsReady(page);

    // The top bar keeps its items on one 50px line (they once wrapped a character a line on a phone).
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(bar.height).toBe(50);
    for (const item of [page.getByRole('link', { name: '总览' }), page.getByTestId('user-menu'), page.getByRole('button', { name: '语言' })]) {
      const box = (await item.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // No hover effect where the sign-in button was.
    await page.mouse.move(0, viewport.height - 1);

    const path = testInfo.outputPath(`shell-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path, animations: 'disabled' });
    await testInfo.attach(`shell ${viewport.name}`, { path, contentType: 'image/png' });
  });
}
