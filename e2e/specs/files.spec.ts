import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { dialog, okButton, signIn } from './helpers.ts';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
}

/** A PNG of noise: it does not compress, so its upload takes long enough to show the progress bar. */
function noisePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('uploads an image with a progress bar, previews, renames, copies, downloads and deletes it', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/file-manage');
  const name = `海报-${Date.now()}.png`;
  const image = noisePng(400);

  // A slow uplink, so that the progress bar is seen while the file is on its way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: image });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(`“${name}”上传成功`)).toBeVisible({ timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const uploaded = row(page, name);
  const preview = page.locator('.ant-image-preview');
  // A click that lands while the list is drawn anew after the upload can open nothing: click until the preview shows.
  await expect(async () => {
    await uploaded.getByRole('img', { name }).click();
    await expect(preview).toBeVisible({ timeout: 3_000 });
  }).toPass();
  // Escape closes the preview once it has opened; while it fades in, the key is not yet its own.
  await expect(preview).not.toHaveClass(/-appear\b/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const renamed = name.replace('海报', '新海报');
  await uploaded.getByRole('button', { name: '编辑' }).click();
  const edit = dialog(page, /编辑/);
  await edit.getByLabel('文件名').fill(renamed);
  await okButton(edit).click();
  await expect(row(page, renamed)).toBeVisible();

  await row(page, renamed).getByRole('button', { name: '复制' }).click();
  const copyName = renamed.replace('.png', ' 副本.png');
  await expect(row(page, copyName)).toBeVisible();

  const download = page.waitForEvent('download');
  await row(page, renamed).getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe(renamed);

  for (const file of [copyName, renamed]) {
    await row(page, file).getByRole('button', { name: '删除' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(row(page, file)).toHaveCount(0);
  }
});
