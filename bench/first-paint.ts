/// <reference lib="dom" />
/**
 * Cold first paint of the sign-in page in Debian's Chromium, against a budget. Not a test: run
 * `npm run build` first, then `npm run bench:first-paint -w @console/bench`. Starts the real product
 * on a fresh data folder; each run opens /login in a new browser context with the cache disabled.
 * (The DOM types above are for the functions that run in the page.)
 */
import { type Browser } from 'playwright-core';
import { coldPage, summary, withBuiltProduct } from './built-product.ts';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 10);
const BUDGET_MS = 800;
const USERNAME_INPUT = 'input[autocomplete="username"]';

interface Sample { firstContentfulPaint: number; usernameVisible: number }

/** One cold load of the sign-in page: times since navigation start, in ms. */
async function measure(browser: Browser, url: string): Promise<Sample> {
  const { context, page } = await coldPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // Checked on every animation frame, so the time is that of the first frame that shows the input.
    const visible = await page.waitForFunction((selector) => {
      const input = document.querySelector(selector);
      return input && input.getBoundingClientRect().height > 0 ? performance.now() : undefined;
    }, USERNAME_INPUT, { polling: 'raf' });
    const usernameVisible = (await visible.jsonValue()) as number;
    // The paint entry is queued after the frame is presented, so it may come a little after the input shows.
    const paint = await page.waitForFunction(() => performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime);
    return { firstContentfulPaint: (await paint.jsonValue())!, usernameVisible };
  } finally {
    await context.close();
  }
}

function report(label: string, values: readonly number[]): boolean {
  const within = Math.max(...values) <= BUDGET_MS;
  console.log(`${within ? 'ok  ' : 'OVER'} ${label}: ${summary(values)}, budget ${BUDGET_MS} ms`);
  return within;
}

function describe(label: string, values: readonly number[]): void {
  console.log(`     ${label}: ${summary(values)}`);
}

async function main() {
  await withBuiltProduct(async ({ origin, browser }) => {
    // Unmeasured: the server's first answers read the files from disk; what is measured is the browser's cold start.
    await measure(browser, `${origin}/login`);
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await measure(browser, `${origin}/login`));
    const within = report('first contentful paint of /login', samples.map((sample) => sample.firstContentfulPaint));
    // The frame index.html paints is the first paint; the form replaces it once the code has run.
    describe('username input of /login visible (no budget)', samples.map((sample) => sample.usernameVisible));
    process.exitCode = within ? 0 : 1;
  });
}

void main();
