import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, chooseOption, dialog, okButton, signIn } from './helpers.ts';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const addButton = (page: Page) => page.getByRole('button', { name: /新\s*增/ });
const confirmPopup = (page: Page) => page.getByRole('tooltip').getByRole('button', { name: /^确\s*定$/ });

const BLOCKED_RANGE = '198.51.100.0/24';

test('sets up a partner: an ISV role, an ISV with keys, a granted route, a rate limit and a blacklisted range', async ({ page, request }) => {
  // Five pages and their dialogs in one flow; the keys alone are two RSA pairs made by the server.
  // The range is unique: a retry on the same data folder starts without the entry of the try before.
  const api = await apiOf(request, ADMIN);
  const listed = await api.get<{ records: { id: number; ip: string }[] }>('/isv/ip/list', { ip: BLOCKED_RANGE });
  const stale = listed.records.filter(({ ip }) => ip === BLOCKED_RANGE).map(({ id }) => id);
  if (stale.length > 0) await api.get(`/isv/ip/delByIds/${stale.join(',')}`);

  await signIn(page, ADMIN);
  const stamp = Date.now();

  // An ISV role.
  const roleCode = `partner-${stamp}`;
  const roleName = `合作伙伴-${stamp}`;
  await page.goto('/sys/open-manage/isv-role-manage');
  await addButton(page).click();
  const addRole = dialog(page, /新增/);
  await addRole.getByLabel('编码').fill(roleCode);
  await addRole.getByLabel('名称').fill(roleName);
  await okButton(addRole).click();
  await expect(row(page, roleCode)).toContainText(roleName);

  // An ISV holding it, and its keys: the private keys shown once, the secret masked afterwards.
  const isvName = `人社合作方-${stamp}`;
  await page.goto('/sys/open-manage/isv-manage');
  await addButton(page).click();
  const addIsv = dialog(page, /新增/);
  await addIsv.getByLabel('名称').fill(isvName);
  await chooseOption(page, addIsv.getByLabel('ISV角色'), roleName);
  await addIsv.getByText(/新增/).first().click();
  await okButton(addIsv).click();
  const isv = row(page, isvName);
  await expect(isv).toContainText(roleName);
  await expect(isv).toContainText('未设置');

  await isv.getByRole('button', { name: /^密\s*钥$/ }).click();
  const drawer = dialog(page, `“${isvName}”的密钥`);
  await drawer.getByRole('button', { name: '生成密钥' }).click();
  await confirmPopup(page).click();
  const generated = dialog(page, `“${isvName}”的新密钥`);
  await expect(generated).toContainText('私钥和 Secret 只显示这一次');
  await expect(generated).toContainText('-----BEGIN PRIVATE KEY-----');
  await generated.getByRole('button', { name: '我已保存，关闭' }).click();
  await expect(generated).toBeHidden();
  await expect(page.getByText('-----BEGIN PRIVATE KEY-----')).toHaveCount(0);
  await expect(drawer).toContainText('******');
  await expect(drawer).toContainText('-----BEGIN PUBLIC KEY-----');
  await expect(drawer).toContainText('RSA-SHA256');
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(isv).toContainText('******');

  // A route forwarding to an upstream, granted to the role.
  const method = `e2e.echo.r${stamp}`;
  const title = `回显-${stamp}`;
  await page.goto('/sys/open-manage/route-manage');
  await addButton(page).click();
  const addRoute = dialog(page, /新增/);
  await addRoute.getByLabel('接口名').fill(method);
  await addRoute.getByLabel('标题').fill(title);
  await addRoute.getByLabel('上游地址').fill('http://127.0.0.1:9/echo');
  await okButton(addRoute).click();
  const route = row(page, title);
  await expect(route).toContainText(method);

  await route.getByRole('button', { name: '授权角色' }).click();
  const grantTitle = `可调用“${method}”的 ISV 角色`;
  const grant = dialog(page, grantTitle);
  await chooseOption(page, grant.getByLabel(grantTitle), roleName);
  // A multiple select stays open after a choice: a click on the title closes it.
  await grant.getByText(grantTitle).click();
  await okButton(grant).click();
  await expect(grant).toBeHidden();
  await expect(route).toContainText(roleName);

  // A rate limit on the route.
  const limitName = `限流-${stamp}`;
  await page.goto('/sys/open-manage/isv-limit-manage');
  await addButton(page).click();
  const addLimit = dialog(page, /新增/);
  await addLimit.getByLabel('名称').fill(limitName);
  await chooseOption(page, addLimit.getByLabel('路由'), `${method} v1.0 — ${title}`);
  await addLimit.getByLabel('次数上限').fill('5');
  await okButton(addLimit).click();
  await expect(row(page, limitName)).toContainText('5 次 / 1 秒');

  // A blacklisted range.
  await page.goto('/sys/open-manage/ipblack-manage');
  await addButton(page).click();
  const addEntry = dialog(page, /新增/);
  await addEntry.getByLabel('IP / 网段').fill(BLOCKED_RANGE);
  await okButton(addEntry).click();
  const entry = row(page, BLOCKED_RANGE);
  await expect(entry.getByRole('switch')).toBeChecked();
});
