import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { creditCodeCheck } from '@console/contract/companies';
import { idNumberCheck } from '@console/contract/training';
import { ADMIN } from '../fixtures/users.ts';
import { API, chooseOption, dialog, okButton, signIn, tableRows } from './helpers.ts';

/**
 * 适岗培训 end to end: an administrator creates a programme of a training company, enrols two people
 * in its drawer, sees the home page's enrolment figure rise by two, and exports the list as Excel.
 */

interface Envelope<T> { code: number; data: T; status_desc: string }

async function asAdmin<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...ADMIN } })).json()) as Envelope<{ token: string }>;
  const answer = (await (await request.post(`${API}${path}`, { headers: { Authorization: signedIn.data.token }, data })).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.status_desc}`).toBe(200);
  return answer.data;
}

function idNumber(serial: number): string {
  const first17 = `44030519900101${String(serial).padStart(3, '0')}`;
  return `${first17}${idNumberCheck(first17)}`;
}

/** The number a figure card of the home page shows. */
const figure = (page: Page, title: string): Locator => page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');

/** Types a day into a date picker, which turns its calendar to it, and picks it there (Enter would also submit the form). */
async function fillDay(page: Page, scope: Locator, label: string, day: string) {
  const input = scope.getByLabel(label);
  // A click that lands while the calendar still moves picks another day (2027-03-17 for 2027-03-31 once):
  // pick until the field shows the day, as chooseOption does for a choice.
  await expect(async () => {
    await input.click();
    await input.fill(day);
    // The newest calendar: an earlier picker's may still be closing.
    await page.locator('.ant-picker-dropdown').last().locator(`td[title="${day}"]`).click({ timeout: 5_000 });
    await expect(input).toHaveValue(day, { timeout: 2_000 });
  }).toPass();
}

test('a new programme takes two enrolments, the figures follow, and the list exports as Excel', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const company = `${stamp}职业技能培训学校有限公司`;
  const body = `91440300${stamp.toUpperCase().replace(/[^0-9A-HJ-NPQRTUWXY]/g, '0').padStart(9, '0').slice(-9)}`;
  const saved = await asAdmin<{ id: number }>(request, '/company/save', { name: company, creditCode: `${body}${creditCodeCheck(body)}`, regionCode: '440305', industry: 'P' });
  await asAdmin(request, '/train/company/provider', { companyIds: [saved.id], provider: true });

  await signIn(page, ADMIN, '/train/train-home');
  const enrolments = figure(page, '报名人数');
  await expect(enrolments).toHaveText(/^\d+$/);
  const before = Number(await enrolments.textContent());

  const title = `电工适岗培训 ${stamp}`;
  await page.getByRole('button', { name: '新增' }).click();
  const form = dialog(page, /新增培训项目/);
  await form.getByLabel('项目名称').fill(title);
  await chooseOption(page, form.getByLabel('培训企业'), company, false);
  await chooseOption(page, form.getByLabel('培训职业'), '电工');
  await fillDay(page, form, '开始日期', '2027-03-01');
  await fillDay(page, form, '结束日期', '2027-03-31');
  await form.getByLabel('名额').fill('5');
  await chooseOption(page, form.getByLabel('项目状态'), '报名中', false);
  await okButton(form).click();
  await expect(form).toBeHidden();

  const programme = tableRows(page).filter({ hasText: title });
  await expect(programme).toContainText('0 / 5');
  await programme.getByRole('button', { name: '报名名单' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `“${title}”的报名名单` });
  for (const [serial, name] of [[1, '陈静'], [2, '黄磊']] as const) {
    await drawer.getByRole('button', { name: '新增' }).click();
    const enrolment = dialog(page, /新增报名/);
    await enrolment.getByLabel('姓名').fill(name);
    await enrolment.getByLabel('手机号').fill(`1380013800${serial}`);
    await enrolment.getByLabel('身份证号').fill(idNumber(Number(`${Date.now() % 900}`) + serial));
    await okButton(enrolment).click();
    await expect(enrolment).toBeHidden();
    await expect(drawer.locator('.ant-table-row').filter({ hasText: name })).toContainText('440305********');
  }

  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: '导出 Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${title}-报名名单-\\d{14}\\.xlsx$`));
  // An .xlsx file is a zip archive.
  expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK');

  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(programme).toContainText('2 / 5');
  await expect(enrolments).toHaveText(String(before + 2));
});
