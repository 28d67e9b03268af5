/// <reference lib="dom" />
/**
 * How soon the first screens are usable in Debian's Chromium, against budgets. Not a test: run
 * `npm run build` first, then `npm run bench:first-paint -w @console/bench`. Starts the real product on a
 * fresh data folder; the browser's cache is disabled for every load. Measured, from navigation start:
 * - the sign-in page, each run in a new browser context: its first contentful paint, and when its form
 *   is usable (both inputs and the submit button shown and enabled);
 * - 用户管理 reloaded in full (F5) by a signed-in user, each run in the same tab: when its table's rows show.
 * (The DOM types above are for the functions that run in the page.)
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, coldPage, summary, withBuiltProduct } from './built-product.ts';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 10);
const BUDGETS_MS = { firstContentfulPaint: 800, signInUsable: 1_000, userRows: 1_500 };
const API = '/yl1001/platform/api';
/** Where the session keeps its token (`apps/web/src/lib/storage.ts`). */
const TOKEN_KEY = 'authorization';
const USER_LIST = '/sys/user-manage';
/** What the sign-in form needs before it can be used: the fields the user types in and the button. */
const SIGN_IN_CONTROLS = ['input[autocomplete="username"]', 'input[autocomplete="current-password"]', 'button[type="submit"]'];
const TABLE_ROW = '.ant-table-tbody tr.ant-table-row';

interface SignInSample { firstContentfulPaint: number; formUsable: number; busy: number }
/** A load's requests as the page timed them: when the last script arrived, and each API call. */
interface Timeline { scripts: number; lastScript: number; calls: { name: string; start: number; end: number }[] }
/** `busy`: the CPU time of the page's main thread from the reload until the rows showed, which a loaded machine inflates less than the wall-clock time. */
interface RowsSample { rows: number; busy: number; timeline: Timeline }

/** A trace event of Chromium's (the fields used here; times in µs). */
interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; tdur?: number; args?: { name?: string } }

/** One cold load of the sign-in page: times since navigation start, in ms. */
async function measureSignIn(browser: Browser, url: string): Promise<SignInSample> {
  const { context, page } = await coldPage(browser);
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    // Checked on every animation frame, so the time is that of the first frame that shows the form usable.
    const usable = await page.waitForFunction((selectors) => {
      const ready = selectors.every((selector) => {
        const control = document.querySelector<HTMLInputElement | HTMLButtonElement>(selector);
        return control && !control.disabled && control.getBoundingClientRect().height > 0;
      });
      return ready ? performance.now() : undefined;
    }, SIGN_IN_CONTROLS, { polling: 'raf' });
    const busy = mainThreadBusy(await browser.stopTracing());
    const formUsable = (await usable.jsonValue()) as number;
    // The paint entry is queued after the frame is presented, so it may come a little after the form shows.
    const paint = await page.waitForFunction(() => performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime);
    return { firstContentfulPaint: (await paint.jsonValue())!, formUsable, busy };
  } finally {
    await context.close();
  }
}

/** The admin's session token, signed in through the API as the form would. */
async function adminToken(origin: string): Promise<string> {
  const answer = await fetch(`${origin}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
  const body = (await answer.json()) as { code: number; data?: { token: string } };
  if (body.code !== 200 || !body.data) throw new Error(`the admin could not sign in: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** What the tracing records: the scheduler's top-level tasks, each with the CPU time of its thread (`tdur`). */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline'];
const TASK = 'ThreadControllerImpl::RunTask';

/** The CPU time, in ms, of the renderers' main threads' tasks in a trace. */
function mainThreadBusy(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = traceEvents.filter((event) => event.name === TASK && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
  return tasks.reduce((total, task) => total + (task.tdur ?? 0), 0) / 1000;
}

/** Reloads the page, which shows the user list, and times its rows; with what the load requested, and when. */
async function measureRows(browser: Browser, page: Page): Promise<RowsSample> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.reload({ waitUntil: 'commit' });
  const shown = await page.waitForFunction((selector) => {
    const row = document.querySelector(selector);
    return row && row.getBoundingClientRect().height > 0 ? performance.now() : undefined;
  }, TABLE_ROW, { polling: 'raf' });
  const busy = mainThreadBusy(await browser.stopTracing());
  const rows = (await shown.jsonValue()) as number;
  const timeline = await page.evaluate((api) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
    return {
      scripts: scripts.length,
      lastScript: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
      calls: entries.filter((entry) => entry.name.includes(api)).map((entry) => ({ name: new URL(entry.name).pathname.slice(api.length), start: entry.startTime, end: entry.responseEnd })),
    };
  }, API);
  return { rows, busy, timeline };
}

function report(label: string, values: readonly number[], budgetMs: number): boolean {
  const within = Math.max(...values) <= budgetMs;
  console.log(`${within ? 'ok  ' : 'OVER'} ${label}: ${summary(values)}, budget ${budgetMs} ms`);
  return within;
}

/** The requests of the run whose rows came at the median, in the order they started. */
function describeTimeline(samples: readonly RowsSample[]): void {
  const byTime = [...samples].sort((a, b) => a.rows - b.rows);
  const { rows, timeline } = byTime[Math.floor((byTime.length - 1) / 2)]!;
  console.log(`     a median reload (rows at ${rows.toFixed(0)} ms): ${timeline.scripts} scripts, the last in at ${timeline.lastScript.toFixed(0)} ms; API calls:`);
  for (const call of [...timeline.calls].sort((a, b) => a.start - b.start)) {
    console.log(`       ${call.start.toFixed(0).padStart(5)} → ${call.end.toFixed(0).padStart(5)} ms  ${call.name}`);
  }
}

async function main() {
  await withBuiltProduct(async ({ origin, browser }) => {
    // Unmeasured: the server's first answers read the files from disk; what is measured is the browser's cold start.
    await measureSignIn(browser, `${origin}/login`);
    const signIns: SignInSample[] = [];
    for (let run = 0; run < RUNS; run += 1) signIns.push(await measureSignIn(browser, `${origin}/login`));
    const results = [
      // The frame index.html paints is the first paint; the form replaces it once the code has run.
      report('first contentful paint of /login', signIns.map((sample) => sample.firstContentfulPaint), BUDGETS_MS.firstContentfulPaint),
      report('the sign-in form usable', signIns.map((sample) => sample.formUsable), BUDGETS_MS.signInUsable),
    ];
    console.log(`     the page's main thread busy (CPU time) until then, no budget: ${summary(signIns.map((sample) => sample.busy))}`);

    const { context, page } = await coldPage(browser);
    // Signed in as the form leaves it; the first visit (unmeasured) keeps what the session keeps between loads.
    await page.goto(`${origin}/login`, { waitUntil: 'commit' });
    await page.evaluate(({ key, token }) => localStorage.setItem(key, token), { key: TOKEN_KEY, token: await adminToken(origin) });
    await page.goto(`${origin}${USER_LIST}`);
    await page.waitForSelector(TABLE_ROW);
    const reloads: RowsSample[] = [];
    for (let run = 0; run < RUNS; run += 1) reloads.push(await measureRows(browser, page));
    results.push(report(`用户管理 (${USER_LIST}) reloaded signed in: its rows shown`, reloads.map((sample) => sample.rows), BUDGETS_MS.userRows));
    console.log(`     the page's main thread busy (CPU time) until then, no budget: ${summary(reloads.map((sample) => sample.busy))}`);
    describeTimeline(reloads);
    await context.close();
    process.exitCode = results.every(Boolean) ? 0 : 1;
  });
}

void main();
