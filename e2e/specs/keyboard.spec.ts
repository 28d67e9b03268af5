import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { ADMIN, roleCodeOf, TWO_PAGE_USER } from '../fixtures/users.ts';
import { API, apiOf, choosePassword, type Credentials, dialog, givenPassword, signIn, sidebar, tableRows } from './helpers.ts';
import { nextCaptchaAnswer, REDIS_URL, startSecondConsole, type SecondConsole } from './second-console.ts';
import { bell, prepare, signInWithSocket, WORKFLOW } from './todo-world.ts';

/**
 * The main flows with the keyboard alone: no click, no fill, only keys pressed where the focus is
 * (Tab, Shift+Tab, Enter, Escape, the arrows, Ctrl+K, typing). At each step the focused element is the
 * one expected and shows that it has the focus.
 */

/** The browser globals the focus check reads inside the page; the e2e project compiles without the DOM library. */
interface FocusGlobals {
  document: { activeElement: FocusedElement | null };
  getComputedStyle(element: FocusedElement): { outlineStyle: string; outlineWidth: string; boxShadow: string };
}
interface FocusedElement { closest(selector: string): FocusedElement | null }

/**
 * What shows the focus on the focused element: its outline (antd's buttons, links, menu items, the
 * shell's own), or the ring round the field it is the input of (antd's inputs and selects).
 */
const focusIndicator = (page: Page): Promise<string> => page.evaluate(() => {
  const browser = globalThis as unknown as FocusGlobals;
  const focused = browser.document.activeElement;
  if (!focused) return 'nothing focused';
  const own = browser.getComputedStyle(focused);
  if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) return `outline ${own.outlineWidth}`;
  const field = focused.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-select') ?? focused;
  const ring = browser.getComputedStyle(field).boxShadow;
  // A ring is a shadow without offset or blur, spread round the field: `color 0px 0px 0px 2px`.
  return /0px 0px 0px [1-9]/.test(ring) ? `ring ${ring}` : 'none';
});

/** The element has the focus, and shows it. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect.poll(() => focusIndicator(page)).not.toBe('none');
}

/** Presses `key` (Tab, Shift+Tab) until `target` has the focus: the keyboard's way there. */
async function tabTo(page: Page, target: Locator, key = 'Tab', most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === (globalThis as unknown as FocusGlobals).document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The to-do popover's panel, which has the focus while none of its controls has. */
const popoverPanel = (page: Page): Locator => page.locator('.ant-popover').locator('[tabindex="-1"]').filter({ has: page.getByRole('list', { name: '最新待办' }) });

const ok = (scope: Locator) => scope.getByRole('button', { name: /^确\s*定$/ });

test('signs in from the sign-in page', async ({ page }) => {
  await page.goto('/login');
  const username = page.getByLabel('用户名');
  await expectFocusOn(page, username);
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByLabel('密码', { exact: true }));
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(sidebar(page)).toBeVisible();
});

test('adds a record, edits it, searches for it and resets the search', async ({ page }) => {
  const name = `键盘分类${Date.now() % 1_000_000}`;
  await signIn(page, ADMIN, '/sys/product-category-manage');
  // The skip link comes first and leads past the menu and the top bar to the page.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expectFocusOn(page, skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const add = page.getByRole('button', { name: /新\s*增$/ });
  await tabTo(page, add, 'Tab', 10);
  await expectFocusOn(page, add);

  await page.keyboard.press('Enter');
  const adding = dialog(page, '新增应用分类');
  await expectFocusOn(page, adding.getByLabel('分类名称'));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(adding).toBeHidden();
  const row = tableRows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // The focus is back where the dialog was opened.
  await expectFocusOn(page, add);

  const edit = row.getByRole('button', { name: /^编\s*辑$/ });
  await tabTo(page, edit);
  await expectFocusOn(page, edit);
  await page.keyboard.press('Enter');
  const editing = dialog(page, '编辑应用分类');
  await expectFocusOn(page, editing.getByLabel('分类名称'));
  await page.keyboard.press('End');
  await page.keyboard.type('改');
  await tabTo(page, ok(editing));
  await expectFocusOn(page, ok(editing));
  await page.keyboard.press('Enter');
  await expect(editing).toBeHidden();
  await expect(tableRows(page).filter({ hasText: `${name}改` })).toHaveCount(1);
  await expectFocusOn(page, edit);

  const filter = page.getByRole('search').getByLabel('分类名称');
  await tabTo(page, filter, 'Shift+Tab');
  await expectFocusOn(page, filter);
  await page.keyboard.type(`${name}改`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/name=/);
  await expect(tableRows(page)).toHaveCount(1);
  const reset = page.getByRole('button', { name: /重\s*置$/ });
  await tabTo(page, reset);
  await expectFocusOn(page, reset);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/name=/);
  await expect(filter).toHaveValue('');
});

test('changes the page from the side menu, and from the command palette', async ({ page }) => {
  await signIn(page, ADMIN);
  // The skip link, then the side menu, walked with the arrows.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('menu')).toBeFocused();
  const item = (title: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(`\\s${title}$`) });
  for (const title of ['首页', '系统管理']) {
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, item(title));
  }
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, item('用户管理'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sys\/user-manage$/);

  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: '搜索页面、标签和应用' });
  await expectFocusOn(page, search);
  await page.keyboard.type('数据字典');
  await expect(page.getByRole('option', { selected: true })).toContainText('数据字典');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sys\/dict-manage$/);
  await expect(search).toBeHidden();
  // The focus is on the page shown: once it is there, the next Tab reaches its first control.
  await expect(page.locator('#main-content')).toBeFocused();
  const addDict = page.getByRole('button', { name: /新增字典/ });
  await expect(addDict).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusOn(page, addDict);
});

test('opens a to-do from the bell, and handles it', async ({ page, request }) => {
  const world = await prepare(request);
  await world.send({ title: '请用键盘审批', content: '键盘也能处理的审批', workflow: WORKFLOW, startNode: { formKey: 'apply-form', formPerms: 'read' } });
  await page.route('**/apps/zhengce/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>政策应用</title>' }));
  await signInWithSocket(page, world.user);
  await expect(bell(page)).toHaveAccessibleName('待办，1 条未读');

  await tabTo(page, bell(page));
  await expectFocusOn(page, bell(page));
  await page.keyboard.press('Enter');
  // The popover takes the focus as it opens.
  await expect(popoverPanel(page)).toBeFocused();
  await page.keyboard.press('Tab');
  const todo = page.getByRole('list', { name: '最新待办' }).getByRole('button', { name: /请用键盘审批/ });
  await expectFocusOn(page, todo);
  await page.keyboard.press('Enter');
  const opened = page.getByRole('dialog', { name: '请用键盘审批' });
  await expect(opened.getByText('键盘也能处理的审批')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('待办，0 条未读');
  // Escape closes the dialog back to the bell.
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expectFocusOn(page, bell(page));

  await page.keyboard.press('Enter');
  await expect(popoverPanel(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expectFocusOn(page, todo);
  await page.keyboard.press('Enter');
  const handle = opened.getByRole('button', { name: /^处\s*理$/ });
  await tabTo(page, handle);
  await expectFocusOn(page, handle);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/apps\/zhengce\/#\/pending-detail\?/);
});

/**
 * A user of the role that may see 用户管理, with seven applications pinned: more than the top bar
 * shows, so that the last ones are under 更多. The last opens 用户管理.
 */
async function userWithSevenApplications(request: APIRequestContext): Promise<{ user: Credentials; last: string }> {
  const admin = await apiOf(request, ADMIN);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  const productIds: number[] = [];
  for (let index = 1; index <= 7; index += 1) {
    const application = { appId: `keys${stamp}n${index}`, productName: `键盘应用${index}`, productBackUrl: index === 7 ? '/sys/user-manage' : '' };
    productIds.push((await admin.post<{ id: number }>('/product/save', application)).id);
  }
  const role = (await admin.get<{ id: number; code: string }[]>('/role/select')).find(({ code }) => code === roleCodeOf(TWO_PAGE_USER))!;
  const user = { username: `keys-${stamp}`, password: 'keys-user-password' };
  const created = await admin.post<{ id: number }>('/user/save', { ...user, password: givenPassword(user.password), name: `键盘用户${stamp.slice(-5)}`, roleIds: String(role.id) });
  await choosePassword(request, user);
  await admin.postJson('/user/product/save', { userId: created.id, productIds });
  await (await apiOf(request, user)).postJson('/product/pinned/save', { productIds });
  return { user, last: '键盘应用7' };
}

test('opens an application under the top bar\'s 更多', async ({ page, request }) => {
  const { user, last } = await userWithSevenApplications(request);
  await signIn(page, user);
  const bar = page.getByTestId('product-bar');
  // The bar's menu is one stop of Tab; its items are walked with the arrows, 更多 the last of them.
  const menu = bar.getByRole('menu');
  await tabTo(page, menu);
  await expectFocusOn(page, menu);
  await page.keyboard.press('End');
  const more = bar.getByRole('menuitem', { name: '更多', exact: true });
  await expectFocusOn(page, more);

  // Enter opens its list with the focus on the first entry, and ArrowDown walks down to the last, which
  // opens 用户管理; ArrowUp goes back one.
  const list = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
  const entries = list.getByRole('menuitem');
  const walkToLast = async () => {
    await page.keyboard.press('Enter');
    await expectFocusOn(page, entries.first());
    const count = await entries.count();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('ArrowDown');
      await expectFocusOn(page, entries.nth(index));
    }
    await expect(entries.last()).toHaveText(last);
  };
  await walkToLast();
  await page.keyboard.press('ArrowUp');
  await expectFocusOn(page, entries.nth(-2));
  // Escape shuts the list, the focus back on 更多.
  await page.keyboard.press('Escape');
  await expectFocusOn(page, more);
  await expect(list).toBeHidden();

  // Enter on an entry opens it; the list shuts, the focus back on 更多, and Tab goes on to what follows the menu.
  await walkToLast();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sys\/user-manage$/);
  await expect(list).toBeHidden();
  await expectFocusOn(page, more);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, bar.getByRole('button', { name: '编辑导航应用' }));
});

test.describe('with the sign-in captcha always on', () => {
  /**
   * A console of its own, as the setting changes how everyone signs in: its cache is Redis, where the
   * test reads the captcha's answer.
   */
  const PORT = Number(process.env.E2E_CAPTCHA_PORT ?? 18_093);
  const OWN_ADMIN = { username: 'admin', password: 'captcha-console-admin-password' };
  let captchas: SecondConsole;
  let redis: Redis;

  test.beforeAll(async ({ request }) => {
    captchas = await startSecondConsole(request, PORT, { ADMIN_PASSWORD: OWN_ADMIN.password, REDIS_URL });
    redis = new Redis(REDIS_URL);
    const token = (await (await request.post(`${captchas.base}${API}/user/login`, { form: { ...OWN_ADMIN } })).json()).data.token as string;
    const headers = { authorization: token };
    const setting = (await (await request.get(`${captchas.base}${API}/config/select/login.captcha`, { headers })).json()).data as { id: number };
    const saved = await (await request.post(`${captchas.base}${API}/config/edit`, { headers, form: { id: String(setting.id), value: 'always' } })).json();
    expect(saved.code, saved.status_desc).toBe(200);
  });

  test.afterAll(async () => {
    captchas?.stop();
    await redis?.quit();
  });

  test('signs in with the captcha, having asked for another', async ({ page }) => {
    const firstCaptcha = nextCaptchaAnswer(page, redis);
    await page.goto(`${captchas.base}/login`);
    await firstCaptcha;
    await expectFocusOn(page, page.getByLabel('用户名'));
    await page.keyboard.type(OWN_ADMIN.username);
    await page.keyboard.press('Tab');
    await expectFocusOn(page, page.getByLabel('密码', { exact: true }));
    await page.keyboard.type(OWN_ADMIN.password);
    // Past the password's show-or-hide toggle, the captcha's answer, then the button that shows another.
    const answer = page.getByRole('textbox', { name: '验证码' });
    await tabTo(page, answer, 'Tab', 3);
    await expectFocusOn(page, answer);
    await page.keyboard.type('XXXX');
    await page.keyboard.press('Tab');
    const another = page.getByRole('button', { name: '看不清？换一张' });
    await expectFocusOn(page, another);
    const image = page.getByRole('img', { name: '验证码' });
    const shown = await image.getAttribute('src');
    const secondCaptcha = nextCaptchaAnswer(page, redis);
    await page.keyboard.press('Enter');
    const text = await secondCaptcha;
    await expect(image).not.toHaveAttribute('src', shown!);
    await expectFocusOn(page, another);

    await page.keyboard.press('Shift+Tab');
    await expectFocusOn(page, answer);
    await expect(answer).toHaveValue('');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(sidebar(page)).toBeVisible();
  });
});
