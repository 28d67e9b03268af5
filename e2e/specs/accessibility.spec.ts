import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { componentRoutes, isExternalUrl, SAAS_AREA_PATH } from '@console/contract';
import { ADMIN, CUSTOMER } from '../fixtures/users.ts';
import { signIn, tags, twoFrames } from './helpers.ts';

/**
 * An automated accessibility audit (axe-core, the rules of WCAG 2.1 A and AA) of every screen: each
 * page of the page list (packages/contract), so that a page added there is audited without a change
 * here; the routes everyone signed in has; the sign-in pages; the customers' shell, as a customer. A
 * serious or critical violation fails it.
 * - In the default theme, every rule, except the contrast of text on (or in) the theme colour #1890ff,
 *   which the specification fixes (3.24:1 with white, under WCAG 1.4.3's 4.5:1), and on the shade
 *   antd's dark algorithm makes of it (#177ddc, the K-type screen's buttons).
 * - With 高对比度, in light and in dark colours, the rules that look at colours, with no exception:
 *   the others look at the markup, which the theme does not change.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** The specified theme colour and its dark shade, as axe reports the colours of a contrast failure. */
const SPECIFIED_THEME = new Set(['#1890ff', '#177ddc']);

/** The routes everyone signed in has beside the page list (apps/web/src/app/routes.tsx). */
const CONSTANT_PAGES = ['/home', '/message-center', '/applications', '/kTypeScreen', '/404'];
const SIGN_IN_PAGES = ['/login', '/shortMsg'];

const listed = componentRoutes().filter((route) => route.type === 'page' && !isExternalUrl(route.path)).map((route) => route.path);
const inCustomerArea = (path: string) => path.startsWith(`${SAAS_AREA_PATH}/`);
const STAFF_PAGES = [...CONSTANT_PAGES, ...listed.filter((path) => !inCustomerArea(path))];
const CUSTOMER_PAGES = listed.filter(inCustomerArea);
/**
 * The administrators' pages in parts of at most ten, audited side by side: a part with 高对比度 audits
 * each page twice, and a part of half the pages came near the test's time limit on a busy machine.
 */
const PAGES_PER_PART = 10;
const STAFF_PARTS = Array.from({ length: Math.ceil(STAFF_PAGES.length / PAGES_PER_PART) }, (_, part) =>
  STAFF_PAGES.slice(part * PAGES_PER_PART, (part + 1) * PAGES_PER_PART));

interface ContrastData { fgColor?: string; bgColor?: string }

/** The violations that fail the audit, one line each, the nodes they were found on beneath. */
async function violationsOf(page: Page, highContrast: boolean, scheme: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (highContrast ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_21_AA)).analyze();
  const lines: string[] = [];
  for (const violation of results.violations) {
    if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
    const nodes = violation.nodes.filter((node) => {
      if (highContrast || violation.id !== 'color-contrast') return true;
      const { fgColor = '', bgColor = '' } = (node.any[0]?.data ?? {}) as ContrastData;
      return !SPECIFIED_THEME.has(fgColor) && !SPECIFIED_THEME.has(bgColor);
    });
    if (nodes.length === 0) continue;
    lines.push(`${new URL(page.url()).pathname} (${scheme}) ${violation.id} (${violation.impact}): ${violation.help}`);
    for (const node of nodes) lines.push(`    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`);
  }
  return lines;
}

interface BrowserElement { querySelector(selector: string): BrowserElement | null; dispatchEvent(event: unknown): void }
interface BrowserGlobals {
  history: { pushState(state: unknown, unused: string, url: string): void };
  document: BrowserElement;
  dispatchEvent(event: unknown): void;
  PopStateEvent: new (type: string) => unknown;
  MouseEvent: new (type: string, init: { button: number; bubbles: boolean }) => unknown;
  localStorage: { setItem(key: string, value: string): void };
}

/**
 * Opens a path of the app in the signed-in tab without a reload, as its links do, and closes the tag
 * of the page left: a page whose tag is open stays in the document, which each audit would walk again.
 */
async function navigate(page: Page, path: string, left: string | undefined): Promise<void> {
  await page.evaluate((target) => {
    const browser = globalThis as unknown as BrowserGlobals;
    browser.history.pushState(null, '', target);
    browser.dispatchEvent(new browser.PopStateEvent('popstate'));
  }, path);
  await twoFrames(page);
  if (!left) return;
  await page.evaluate((leftPath) => {
    const browser = globalThis as unknown as BrowserGlobals;
    const tag = browser.document.querySelector(`[data-testid="tag"][data-path="${leftPath}"]`);
    // Closing the tag of the page shown would leave it.
    if (tag && !tag.querySelector('[aria-current]')) tag.dispatchEvent(new browser.MouseEvent('auxclick', { button: 1, bubbles: true }));
  }, left);
}

/** Waits until the page shows what it loaded: no spinner nor skeleton, twice in a row. */
async function settled(page: Page): Promise<void> {
  let quiet = 0;
  await expect.poll(async () => {
    const busy = await page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible').count();
    quiet = busy === 0 ? quiet + 1 : 0;
    return quiet;
  }, { intervals: [100], timeout: 60_000 }).toBeGreaterThanOrEqual(2);
}

/** Has the system ask for light or dark colours, and waits until the console shows them. */
async function showColours(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
  await twoFrames(page);
}

/**
 * Audits each path in turn: in the default theme once; with 高对比度 in light colours, then in dark
 * ones (the console follows the system's colours, which the test switches).
 */
async function audit(page: Page, paths: readonly string[], highContrast: boolean, first: 'goto' | 'navigate'): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of paths.entries()) {
    if (index === 0 && first === 'goto') await page.goto(path);
    else await navigate(page, path, paths[index - 1]);
    await settled(page);
    found.push(...await violationsOf(page, highContrast, 'light'));
    if (!highContrast) continue;
    await showColours(page, 'dark');
    found.push(...await violationsOf(page, highContrast, 'dark'));
    await showColours(page, 'light');
  }
  return found;
}

/** Turns 高对比度 on as the settings drawer leaves it, before the app reads its settings. */
async function turnOnHighContrast(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (globalThis as unknown as BrowserGlobals).localStorage.setItem('layoutSettings', JSON.stringify({ state: { highContrast: true }, version: 0 }));
  });
}

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

for (const highContrast of [false, true]) {
  test.describe(highContrast ? '高对比度, light and dark' : 'default theme', () => {
    test.beforeEach(async ({ page }) => {
      if (highContrast) await turnOnHighContrast(page);
    });

    test('the sign-in pages', async ({ page }) => {
      expect(await audit(page, SIGN_IN_PAGES, highContrast, 'goto')).toEqual([]);
    });

    for (const [part, paths] of STAFF_PARTS.entries()) {
      test(`the administrators’ pages, part ${part + 1} of ${STAFF_PARTS.length}`, async ({ page }) => {
        await signIn(page, ADMIN, paths[0]);
        expect(await audit(page, paths, highContrast, 'navigate')).toEqual([]);
      });
    }

    test('the customers’ shell', async ({ page }) => {
      await signIn(page, CUSTOMER, CUSTOMER_PAGES[0]);
      expect(await audit(page, CUSTOMER_PAGES, highContrast, 'navigate')).toEqual([]);
    });
  });
}

test('the document’s language, its title and every tag follow the language chosen', async ({ page }) => {
  await page.addInitScript(() => {
    const browser = globalThis as unknown as BrowserGlobals & { sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } };
    if (browser.sessionStorage.getItem('e2e-english')) return;
    browser.sessionStorage.setItem('e2e-english', 'yes');
    browser.localStorage.setItem('language', 'en-US');
  });
  await signIn(page, ADMIN, '/sys/user-manage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await navigate(page, '/sys/role-manage', undefined);
  await expect(page).toHaveTitle('Roles - Back-office Console');
  await expect(tags(page)).toHaveText(['Home', 'Users', 'Roles']);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByText('中文').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle('角色管理 - 后台管理系统');
  await expect(tags(page)).toHaveText(['首页', '用户管理', '角色管理']);
});
