import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { creditCodeCheck, IMPORT_COLUMNS } from '@console/contract/companies';
import { ADMIN } from '../fixtures/users.ts';
import { API, choosePassword, dialog, fillSignIn, givenPassword, menuItem, sidebar, signIn, tableRows } from './helpers.ts';

/**
 * The company library end to end: an administrator imports companies from a CSV file and imports it
 * again in update mode, which moves two of them; the customer watching 南宁市 finds one in 迁入库 and
 * one in 迁出库, follows one, sees the 动态中心 badge rise when it changes — without a reload — and
 * sees it clear on opening the trends centre.
 */

interface Envelope<T> { code: number; data: T; status_desc: string }

const PASSWORD = 'Company-watch-flow-2031';
const WATCHED = '450100';

async function asAdmin<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...ADMIN } })).json()) as Envelope<{ token: string }>;
  const answer = (await (await request.post(`${API}${path}`, { headers: { Authorization: signedIn.data.token }, data })).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.status_desc}`).toBe(200);
  return answer.data;
}

function creditCode(serial: string): string {
  const body = `91450100${serial.toUpperCase().replace(/[^0-9A-HJ-NPQRTUWXY]/g, '0').padEnd(9, '0').slice(-9)}`;
  return `${body}${creditCodeCheck(body)}`;
}

/** A CSV file of the import's columns: name, credit code, region and industry, the rest blank. */
function csv(rows: [name: string, code: string, region: string, industry: string][]): Buffer {
  const lines = [IMPORT_COLUMNS.map((column) => column.header.zh).join(','), ...rows.map((row) => [...row, ...Array(IMPORT_COLUMNS.length - row.length).fill('')].join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function importFile(importDialog: Locator, name: string, content: Buffer, update: boolean) {
  await importDialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
  if (update) await importDialog.getByText('更新已有企业').click();
  await importDialog.getByRole('button', { name: /开始导入/ }).click();
  // Reading and storing the file takes seconds on a busy machine; the limit only catches a hang.
  await expect(importDialog.getByText('导入完成')).toBeVisible({ timeout: 60_000 });
}

test('imported moves reach the libraries, and a followed company raises the 动态中心 badge until it is opened', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const outgoing = `邕江${stamp}软件有限公司`;
  const incoming = `鹏城${stamp}芯片有限公司`;
  const [outgoingCode, incomingCode] = [creditCode(`${stamp}A`), creditCode(`${stamp}B`)];
  const customer = await asAdmin<{ id: number }>(request, '/user/save', {
    username: `watch-${stamp}`, password: givenPassword(PASSWORD), name: '南宁客户', userType: 10, subAccount: true, company: '南宁观察科技有限公司',
  });
  await choosePassword(request, { username: `watch-${stamp}`, password: PASSWORD });
  await asAdmin(request, '/company/watch/save', { userId: customer.id, regionCode: WATCHED, labels: [] });

  await signIn(page, ADMIN, '/sys/company-manage');
  await page.getByRole('button', { name: '导入' }).click();
  const importDialog = dialog(page, '导入企业');
  await importFile(importDialog, 'companies.csv', csv([[outgoing, outgoingCode, '450102', 'I'], [incoming, incomingCode, '440305', 'C']]), false);
  await expect(importDialog.getByText('新增 2 家企业，更新 0 家企业')).toBeVisible();
  await importDialog.getByRole('button', { name: '继续导入' }).click();
  await importFile(importDialog, 'moves.csv', csv([[outgoing, outgoingCode, '440305', 'I'], [incoming, incomingCode, '450103', 'C']]), true);
  await expect(importDialog.getByText('新增 0 家企业，更新 2 家企业')).toBeVisible();

  const customerPage = await (await browser.newContext()).newPage();
  await customerPage.goto('/login');
  await fillSignIn(customerPage, { username: `watch-${stamp}`, password: PASSWORD });
  await expect(customerPage).toHaveURL(/\/saasView\/saasView$/);
  await menuItem(customerPage, '迁出库').click();
  await expect(tableRows(customerPage).filter({ hasText: outgoing })).toContainText('广东省深圳市南山区');
  await menuItem(customerPage, '迁入库').click();
  const movedIn = tableRows(customerPage).filter({ hasText: incoming });
  await expect(movedIn).toContainText('广西壮族自治区南宁市青秀区');
  await expect(tableRows(customerPage).filter({ hasText: outgoing })).toHaveCount(0);
  await movedIn.getByRole('button', { name: '关注', exact: true }).click();
  await expect(movedIn.getByRole('button', { name: '取消关注' })).toBeVisible();

  // The badge's number joins the item's name, so the item is found by the part that stays.
  const trends = sidebar(customerPage).getByRole('menuitem', { name: /动态中心/ });
  await expect(trends.locator('sup')).toHaveCount(0);
  const [company] = (await asAdmin<{ records: { id: number }[] }>(request, '/company/list', { name: incoming })).records;
  await asAdmin(request, '/company/update', { id: company!.id, registeredCapital: 2600, address: '南宁市青秀区民族大道 100 号' });
  await expect(trends.locator('sup')).toContainText('2');

  await trends.click();
  await expect(customerPage).toHaveURL(/\/saasView\/trends\/trends-center/);
  await expect(trends.locator('sup')).toHaveCount(0);
  await expect(tableRows(customerPage).filter({ hasText: incoming })).toHaveCount(3);
  await expect(tableRows(customerPage).filter({ hasText: '2,600 万元' })).toHaveCount(1);
});
