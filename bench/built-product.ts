/**
 * The built product started as an operator starts it, and Debian's Chromium, for the benches that
 * time pages in a browser (first-paint.ts, api-reference.ts). Run `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BENCH_ENV } from './bench-env.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT_APP = path.join(ROOT, 'apps/web/dist/index.html');
const BUILT_SERVER = path.join(ROOT, 'apps/server/dist/main.mjs');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The admin's password on the bench's fresh data folder, chosen by the operator (so no change is asked for). */
export const ADMIN_PASSWORD = 'browser-bench-password';

export interface Product { origin: string; browser: Browser }

/** The product on a fresh data folder, on a port of its choosing; resolves with its address. */
async function startProduct(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...BENCH_ENV, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD, LOG_LEVEL: 'info', LOG_FORMAT: 'json', DRAIN_SECONDS: '0', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) resolve(listening[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the product exited with ${code} before listening:\n${output}`)));
  });
  return { child, origin };
}

/** Runs `bench` against the built product and a browser, and stops both (and removes the data) after. */
export async function withBuiltProduct(bench: (product: Product) => Promise<void>): Promise<void> {
  const missing = [BUILT_APP, BUILT_SERVER].find((file) => !existsSync(file));
  if (missing) {
    console.error(`No ${missing}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-browser-bench-'));
  const { child, origin } = await startProduct(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await bench({ origin, browser });
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A new browser context (nothing kept from another run) and its page, with the browser's cache disabled. */
export async function coldPage(browser: Browser, setUp?: (context: BrowserContext) => Promise<void>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await setUp?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const summary = (values: readonly number[]) =>
  `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (runs ${values.map((value) => value.toFixed(0)).join(', ')})`;
