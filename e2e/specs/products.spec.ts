import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, roleCodeOf, TRAIN_USER } from '../fixtures/users.ts';
import { API, choosePassword, type Credentials, dialog, givenPassword, openingDone, signIn, twoFrames } from './helpers.ts';

/**
 * The top bar's applications in the browser: pinning through the pin panel up to its limit, the
 * five items and 更多, sorting by dragging and by keyboard, removing, saving and the product search.
 * Each test makes its own user and applications through the API (the specs share one server); the
 * user holds the seeded train role, so the train application opens a page of the console.
 */

// Wide enough for five items: on a narrower window the last ones fold into "…".
test.use({ viewport: { width: 1440, height: 900 } });

interface Envelope<T> {
  code: number;
  data: T;
  status_desc: string;
}

interface Api {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
  post<T>(path: string, body: object): Promise<T>;
  /** The whole answer, for calls that may be refused. */
  postRaw<T>(path: string, body: object): Promise<Envelope<T>>;
}

async function apiAs(request: APIRequestContext, user: Credentials): Promise<Api> {
  const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...user } })).json()) as Envelope<{ token: string }>;
  expect(signedIn.code, signedIn.status_desc).toBe(200);
  const headers = { Authorization: signedIn.data.token };
  const dataOf = <T>(answer: Envelope<T>) => {
    expect(answer.code, answer.status_desc).toBe(200);
    return answer.data;
  };
  const postRaw = async <T>(path: string, body: object) => (await (await request.post(`${API}${path}`, { headers, data: body })).json()) as Envelope<T>;
  return {
    get: async <T>(path: string, params?: Record<string, string>) => dataOf((await (await request.get(`${API}${path}`, { headers, params })).json()) as Envelope<T>),
    post: async <T>(path: string, body: object) => dataOf(await postRaw<T>(path, body)),
    postRaw,
  };
}

interface App {
  id: number;
  productName: string;
}

/** The application named after the train area: opening it shows the train pages. */
const TRAIN_APP = { appId: 'yewen-train', productName: '适岗培训中心' };

/** The train application, created by the first test that needs it (tests in other workers may race to it). */
async function trainApp(admin: Api): Promise<App> {
  const find = async () => (await admin.post<{ records: App[] }>('/product/list', { productName: TRAIN_APP.productName })).records[0];
  const found = await find();
  if (found) return found;
  const created = await admin.postRaw<App>('/product/save', TRAIN_APP);
  return created.code === 200 ? created.data : (await find())!;
}

interface World {
  user: Credentials;
  /** The name of the category of the twelve applications. */
  category: string;
  /** Twelve applications of one category, named in order. */
  apps: App[];
}

/** A user of the train role who may use twelve new applications of a new category and the train application. */
async function prepare(request: APIRequestContext): Promise<World> {
  const admin = await apiAs(request, ADMIN);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  const prefix = `P${stamp.slice(-7)}`;
  const category = await admin.post<{ id: number; name: string }>('/product/category/save', { name: `${prefix}分类` });
  const apps: App[] = [];
  for (let index = 1; index <= 12; index += 1) {
    // Short names, as real ones are: only this user may use these, so they need not be unique on the server.
    const productName = `应用${String(index).padStart(2, '0')}`;
    apps.push(await admin.post<App>('/product/save', { appId: `pin${stamp}n${index}`, productName, categoryId: category.id, sort: index }));
  }
  const trainRole = (await admin.get<{ id: number; code: string }[]>('/role/select')).find((role) => role.code === roleCodeOf(TRAIN_USER))!;
  const user = { username: `pin-${stamp}`, password: 'pin-user-password' };
  const created = await admin.post<{ id: number }>('/user/save', { ...user, password: givenPassword(user.password), name: `${prefix}用户`, roleIds: [trainRole.id] });
  await choosePassword(request, user);
  const productIds = [...apps.map((app) => app.id), (await trainApp(admin)).id];
  await admin.post('/user/product/save', { userId: created.id, productIds });
  return { user, category: category.name, apps };
}

const names = (apps: readonly App[]) => apps.map((app) => app.productName);
const topBarItems = (page: Page): Locator => page.getByTestId('product-bar').getByTestId('product-item');
const message = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text, { exact: true });
const editorItems = (editor: Locator): Locator => editor.getByTestId('pinned-item');
/** The editor's one primary action; antd puts a space between two CJK characters. */
const saveButton = (editor: Locator): Locator => editor.getByRole('button', { name: /^保\s*存$/ });
/** Each row of the editor reads its position, then the name. */
const rowsOf = (apps: readonly App[]) => apps.map((app, index) => `${index + 1}${app.productName}`);

async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '编辑导航应用' }).click();
  const editor = dialog(page, '编辑导航应用');
  await expect(editor).toBeVisible();
  await openingDone(editor);
  return editor;
}

/** Drags a row of the editor by the mouse onto another, in small steps as a hand would. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.hover();
  const to = (await target.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

/** Waits until the rows have slid into their new places, as the keyboard sensor measures where they stand. */
async function settled(items: Locator): Promise<void> {
  for (const item of await items.all()) await expect(item).toHaveCSS('transform', 'none');
}

/** A screenshot for a person to look at, saved with the test's results and attached to the report. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('pins at most 10 applications; the top bar shows 5 of them and the rest under 更多', async ({ page, request }, testInfo) => {
  const { user, category, apps } = await prepare(request);
  await signIn(page, user);
  await expect(page.getByTestId('product-bar').getByRole('button', { name: '尚未选择应用' })).toBeVisible();

  // One dialog: its 固定到导航 tab checks applications into the same draft that 排序 sorts, and one 保存 saves it.
  const editor = await openEditor(page);
  await editor.getByRole('tab', { name: /固定到导航/ }).click();
  await expect(editor.getByRole('group', { name: category })).toBeVisible();
  for (const name of names(apps.slice(0, 10))) await editor.getByRole('checkbox', { name, exact: true }).check();
  await expect(editor.getByText('已选 10 / 10')).toBeVisible();

  const eleventh = editor.getByRole('checkbox', { name: apps[10]!.productName, exact: true });
  await expect(eleventh).toBeDisabled();
  await eleventh.click({ force: true });
  await expect(message(page, '最多选择10个应用')).toBeVisible();
  await expect(eleventh).not.toBeChecked();
  await keepScreenshot(page, testInfo, 'pin-panel-full');

  await editor.getByRole('tab', { name: '排序' }).click();
  await expect(editorItems(editor)).toHaveText(rowsOf(apps.slice(0, 10)));
  await expect(editor.getByRole('button', { name: /^确\s*定$/ })).toHaveCount(0);
  await saveButton(editor).click();
  await expect(message(page, '添加成功!')).toBeVisible();
  await expect(editor).toBeHidden();

  await expect(topBarItems(page)).toHaveText(names(apps.slice(0, 5)));
  await page.getByTestId('product-bar').getByRole('menuitem', { name: '更多' }).click();
  await expect(page.locator('.ant-menu-submenu-popup').getByRole('menuitem')).toHaveText(names(apps.slice(5, 10)));
  await keepScreenshot(page, testInfo, 'top-bar-more');
});

test('sorts by dragging and by keyboard, removes, refuses an empty list, and keeps the saved order over a reload', async ({ page, request }) => {
  const { user, apps } = await prepare(request);
  const [a, b, c, d] = apps as [App, App, App, App];
  await (await apiAs(request, user)).post('/product/pinned/save', { productIds: [a.id, b.id, c.id, d.id] });
  await signIn(page, user);
  await expect(topBarItems(page)).toHaveText(names([a, b, c, d]));

  const editor = await openEditor(page);
  await drag(page, editorItems(editor).nth(0), editorItems(editor).nth(2));
  await expect(editorItems(editor)).toHaveText(rowsOf([b, c, a, d]));
  await settled(editorItems(editor));

  // Space picks the row up by its handle, an arrow moves it, space drops it; the moves are announced.
  const handle = editor.getByRole('button', { name: `拖动排序：${d.productName}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The rows are measured after the pick-up, which then tells where the row is; an arrow pressed before that has nowhere to go.
  await expect(page.getByRole('status').filter({ hasText: `“${d.productName}”移到第 4 位` })).toBeAttached();
  // The pick-up is announced at once, the rows measured in the frames after it: a person cannot press sooner.
  await twoFrames(page);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: `“${d.productName}”移到第 3 位` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `“${d.productName}”放在第 3 位` })).toBeAttached();
  await expect(editorItems(editor)).toHaveText(rowsOf([b, c, d, a]));

  await editor.getByRole('button', { name: `移除${c.productName}` }).click();
  await expect(editorItems(editor)).toHaveText(rowsOf([b, d, a]));
  await saveButton(editor).click();
  await expect(message(page, '添加成功!')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(topBarItems(page)).toHaveText(names([b, d, a]));

  await page.reload();
  await expect(topBarItems(page)).toHaveText(names([b, d, a]));

  const emptied = await openEditor(page);
  for (const app of [b, d, a]) await emptied.getByRole('button', { name: `移除${app.productName}` }).click();
  await expect(emptied.getByText('尚未选择应用')).toBeVisible();
  await saveButton(emptied).click();
  await expect(message(page, '请先选择一个应用!')).toBeVisible();
  await expect(emptied).toBeVisible();

  await page.reload();
  await expect(topBarItems(page)).toHaveText(names([b, d, a]));
});

test('the product search finds applications by part of the name and opens the chosen one', async ({ page, request }) => {
  const { user, apps } = await prepare(request);
  await signIn(page, user);
  const box = page.getByRole('combobox', { name: '搜索应用' });
  const shownOptions = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

  await box.fill(apps[6]!.productName.slice(1));
  await expect(shownOptions).toHaveText([apps[6]!.productName]);

  await box.fill('培训中');
  await shownOptions.filter({ hasText: TRAIN_APP.productName }).click();
  await expect(page).toHaveURL('/train/train-home');
  await expect(box).toHaveValue('');
});
