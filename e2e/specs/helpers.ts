import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

/** The API path prefix of the server. */
export const API = '/yl1001/platform/api';

/** Keys the session keeps in localStorage (and clears on a 401 or a sign-out). */
export const SESSION_KEYS = ['authorization', 'userInfo', 'AllPermissionList', 'sideMenu', 'roles'] as const;

/** The sign-in form's submit button; antd puts a space between two CJK characters. */
export const submitButton = (page: Page): Locator => page.getByRole('button', { name: /登\s*录/ });

/** Fills in and submits the sign-in form of the page already showing it. */
export async function fillSignIn(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await submitButton(page).click();
}

/**
 * Signs in through the API (the sign-in form has specs of its own, in auth.spec.ts) and opens `path`
 * with the session's token in place, as the form leaves it; waits until the signed-in shell shows.
 * The token is put in once per tab: a sign-out and a reload later stay signed out.
 */
export async function signIn(page: Page, user: Credentials, path = '/'): Promise<void> {
  const token = await tokenOf(page.request, user);
  await page.addInitScript(({ key, value }) => {
    const { localStorage, sessionStorage } = globalThis as unknown as BrowserGlobals;
    if (sessionStorage.getItem('e2e-token-given')) return;
    sessionStorage.setItem('e2e-token-given', 'yes');
    localStorage.setItem(key, value);
  }, { key: SESSION_KEYS[0], value: token });
  await page.goto(path);
  await expect(sidebar(page)).toBeVisible();
}

export const sidebar = (page: Page): Locator => page.getByTestId('sidebar');

/** The text of every item of the sidebar menu (groups and pages), in order, as shown now: read it with `expect.poll`. */
export const sidebarItems = async (page: Page): Promise<string[]> =>
  (await sidebar(page).getByRole('menuitem').allInnerTexts()).map((text) => text.trim());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sidebar's menu item (leaf or group title) titled exactly `title`; its accessible name is
 * the icon's name followed by the title, e.g. "setting 系统管理", and 建设中 for a page not built yet.
 */
export const menuItem = (page: Page, title: string): Locator =>
  sidebar(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${escapeRegExp(title)}(\\s*建设中)?$`) });

export const tags = (page: Page): Locator => page.getByTestId('tag');

export const tagAt = (page: Page, path: string): Locator => page.locator(`[data-testid="tag"][data-path="${path}"]`);

/** The data-path of every tag, in order. */
export const tagPaths = (page: Page): Promise<(string | null)[]> =>
  tags(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-path')));

export async function sidebarWidth(page: Page): Promise<number | undefined> {
  return (await sidebar(page).boundingBox())?.width;
}

/** Opens the user menu in the top bar and chooses an item. */
export async function chooseFromUserMenu(page: Page, item: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser globals the specs use inside page.evaluate; the e2e project compiles without the DOM library. */
interface BrowserGlobals {
  localStorage: BrowserStorage;
  sessionStorage: BrowserStorage;
  document: { fonts: { ready: Promise<unknown> } };
  requestAnimationFrame(callback: () => void): number;
}

/** The browser globals the policy watch uses inside the page. */
interface PolicyGlobals {
  document: { addEventListener(type: 'securitypolicyviolation', listener: (event: PolicyViolation) => void): void };
  console: { error(text: string): void };
}

interface PolicyViolation { effectiveDirective: string; blockedURI: string; sourceFile: string; lineNumber: number }

/**
 * What the page's Content-Security-Policy refuses from now on, in every document the page loads: the
 * browser's reports on the console, and each `securitypolicyviolation` event (told on the console
 * too, with where it came from). The list fills as the page goes.
 */
export async function policyRefusals(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const browser = globalThis as unknown as PolicyGlobals;
    browser.document.addEventListener('securitypolicyviolation', (event) => browser.console.error(
      `Content Security Policy refused ${event.blockedURI} (${event.effectiveDirective}) at ${event.sourceFile}:${event.lineNumber}`,
    ));
  });
  return refusals;
}

/** Waits two frames of the page: what it measures after an event is measured by then. */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => {
    const browser = globalThis as unknown as BrowserGlobals;
    browser.requestAnimationFrame(() => browser.requestAnimationFrame(resolve));
  }));

export const storageItem = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((name) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(name), key);

export const setStorageItem = (page: Page, key: string, value: string): Promise<void> =>
  page.evaluate(([name, text]) => (globalThis as unknown as BrowserGlobals).localStorage.setItem(name, text), [key, value] as const);

/**
 * Puts a value in storage as each next document of the tab loads, before the app's scripts run. Set in
 * the open page instead, the value could meet the page's own calls still under way, before a reload.
 */
export async function setStorageItemOnLoad(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(([name, text]) => (globalThis as unknown as BrowserGlobals).localStorage.setItem(name, text), [key, value] as const);
}

/** Waits until the page's web fonts are loaded. */
export const fontsReady = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await (globalThis as unknown as BrowserGlobals).document.fonts.ready;
  });

/**
 * Waits until a dialog has finished zooming in; antd marks it with motion classes until then. Pointer
 * actions aimed at a point measured earlier need it: Playwright's own wait for a steady element can
 * pass in the middle of the zoom on a busy machine, and a press meant for a row of the dialog then
 * lands on its mask and closes it.
 */
export const openingDone = (dialogLocator: Locator): Promise<void> => expect(dialogLocator).not.toHaveClass(/\bant-zoom\b/);

/** The open dialog (antd Modal) titled `title`. */
export const dialog = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog', { name: title });

/** The OK button of a dialog; antd puts a space between two CJK characters. */
export const okButton = (scope: Locator): Locator => scope.getByRole('button', { name: /^确\s*定$/ });

/**
 * Chooses `label` in an antd Select: opens it, types the label (or the text given as `search`) to
 * narrow the options when it can be searched, and clicks the option in the open dropdown.
 */
export async function chooseOption(page: Page, select: Locator, label: string, search: boolean | string = true): Promise<void> {
  const exactly = new RegExp(`^${escapeRegExp(label)}$`);
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator('.ant-select-item-option').filter({ hasText: exactly });
  // A single choice shows as the field's content, each of several as an item of its own.
  const chosen = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .locator('.ant-select-content-has-value, .ant-select-selection-item').filter({ hasText: exactly });
  // A click that lands while the list is still drawn anew (its options arriving) chooses nothing: choose until the field shows it.
  await expect(async () => {
    if ((await chosen.count()) === 1) return;
    if (!(await option.isVisible())) {
      await select.click();
      if (search) await select.fill(search === true ? label : search);
    }
    await option.click({ timeout: 5_000 });
    await expect(chosen).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
}

/** The body rows of the page's table. */
export const tableRows = (page: Page): Locator => page.locator('.ant-table-tbody tr.ant-table-row');

/** Calls of the API as a signed-in user, answering the envelope's data (a refusal fails the test). */
export interface SignedInApi {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
  post<T>(path: string, form: Record<string, string>): Promise<T>;
  /** For the calls that take JSON only (lists of ids). */
  postJson<T>(path: string, body: object): Promise<T>;
}

/** A fresh session's token for the user, signed in through the API. */
/** The password an administrator (or a main account) gives a new account; its user replaces it at the first sign-in. */
export const givenPassword = (chosen: string): string => `${chosen}-Given-1`;

/**
 * The first sign-in of an account made with `givenPassword(user.password)`, through the API: its user
 * replaces the given password with `user.password`, as the console asks before anything else. `origin`:
 * another console than the one under test.
 */
export async function choosePassword(request: APIRequestContext, user: Credentials, origin = ''): Promise<void> {
  const signedIn = await (await request.post(`${origin}${API}/user/login`, { form: { username: user.username, password: givenPassword(user.password) } })).json();
  expect(signedIn.data?.mustChangePassword, signedIn.status_desc).toBe(true);
  const changed = await (await request.post(`${origin}${API}/user/updatePassword`, {
    headers: { authorization: signedIn.data.token }, form: { oldPassword: givenPassword(user.password), newPassword: user.password },
  })).json();
  expect(changed.code, changed.status_desc).toBe(200);
}

/** Replaces a given password in the dialog the console keeps open after such a first sign-in. */
export async function replaceGivenPassword(page: Page, user: Credentials): Promise<void> {
  const form = page.getByRole('dialog', { name: '请修改初始密码' });
  await form.getByLabel('原密码').fill(givenPassword(user.password));
  await form.getByLabel('新密码', { exact: true }).fill(user.password);
  await form.getByLabel('确认新密码').fill(user.password);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
}

async function tokenOf(request: APIRequestContext, user: Credentials): Promise<string> {
  const signedIn = await (await request.post(`${API}/user/login`, { form: { username: user.username, password: user.password } })).json();
  expect(signedIn.code, signedIn.status_desc).toBe(200);
  return signedIn.data.token as string;
}

export async function apiOf(request: APIRequestContext, user: Credentials): Promise<SignedInApi> {
  const headers = { Authorization: await tokenOf(request, user) };
  const dataOf = async <T>(response: APIResponse): Promise<T> => {
    const answer = await response.json();
    expect(answer.code, answer.status_desc).toBe(200);
    return answer.data as T;
  };
  return {
    get: async (path, params) => dataOf(await request.get(`${API}${path}`, { headers, params })),
    post: async (path, form) => dataOf(await request.post(`${API}${path}`, { headers, form })),
    postJson: async (path, body) => dataOf(await request.post(`${API}${path}`, { headers, data: body })),
  };
}
