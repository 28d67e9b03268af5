import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, chooseOption, dialog, okButton, signIn, tableRows } from './helpers.ts';

/**
 * 代码生成 end to end: an administrator describes an entity of two fields, previews the code the
 * server generates from it, saves it, and tries it in 生成代码测试, where a row added to the sample
 * rows shows in the list (and is never sent to the server).
 */

interface Envelope<T> { code: number; data: T; status_desc: string }

const TABLE_PAGE = '/sys/generator-manage/table-manage';

/** A button of the page by its text; antd spaces two CJK characters apart and names the icon first. */
const buttonNamed = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}$`) });

const fieldInput = (page: Page, index: number, column: string) => page.getByLabel(`第 ${index} 个字段的${column}`, { exact: true });

test('an entity of two fields is previewed, saved, and tried over sample rows', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = `note${Date.now().toString(36)}`;
  const label = `便签${name.slice(-4)}`;
  let savedId: string | undefined;
  try {
    await signIn(page, ADMIN, TABLE_PAGE);
    await buttonNamed(page, '新增').click();
    await expect(page.getByText('新增实体定义')).toBeVisible();
    await page.getByLabel('实体名称').fill(name);
    await page.getByLabel('中文名称').fill(label);
    await page.getByLabel('英文名称').fill('Note');
    await fieldInput(page, 1, '字段名').fill('title');
    await fieldInput(page, 1, '显示名').fill('标题');
    await fieldInput(page, 1, '必填').check();
    await chooseOption(page, fieldInput(page, 1, '查询方式'), '包含', false);
    await buttonNamed(page, '添加字段').click();
    await fieldInput(page, 2, '字段名').fill('amount');
    await fieldInput(page, 2, '显示名').fill('金额');
    await chooseOption(page, fieldInput(page, 2, '类型'), '整数', false);

    await buttonNamed(page, '生成').click();
    const tree = page.getByRole('tree');
    await expect(tree).toBeVisible();
    // The files are named after the entity's plural (`notes.table.ts`).
    const tableFile = tree.getByText(new RegExp(`^${name}\\w*\\.table\\.ts$`));
    await expect(tableFile).toBeVisible();
    const shown = page.locator('pre[data-language]');
    await expect(shown).toContainText(name);
    await tableFile.click();
    await expect(shown).toHaveAttribute('aria-label', /\.table\.ts$/);
    await expect(shown).toContainText('pgTable');
    await expect(page.getByText('需要登记的代码行')).toBeVisible();

    await buttonNamed(page, '保存').click();
    await expect(page.locator('.ant-message').getByText('实体定义已保存')).toBeVisible();
    await expect(page).toHaveURL(/[?&]definition=\d+/);
    savedId = new URL(page.url()).searchParams.get('definition')!;
    await expect(page.getByText(`编辑实体定义“${name}”`)).toBeVisible();

    await buttonNamed(page, '在测试页打开').click();
    await expect(page).toHaveURL(new RegExp(`/sys/generator-manage/test-manage\\?definition=${savedId}$`));
    await expect(page.getByText('预览：数据只在本页，不会保存')).toBeVisible();
    await expect(tableRows(page).filter({ hasText: '示例文本 8' })).toBeVisible();

    await buttonNamed(page, '新增').click();
    const form = dialog(page, `新增${label}`);
    await form.getByLabel('标题').fill('端到端的便签');
    await form.getByLabel('金额').fill('42');
    await okButton(form).click();
    await expect(form).toBeHidden();
    const added = tableRows(page).filter({ hasText: '端到端的便签' });
    await expect(added).toContainText('42');
    await expect(page.getByText('共 9 条')).toBeVisible();

    await page.getByRole('search').getByLabel('标题').fill('端到端');
    await page.getByRole('search').getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(added).toBeVisible();
  } finally {
    if (savedId) {
      const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...ADMIN } })).json()) as Envelope<{ token: string }>;
      const removed = (await (await request.get(`${API}/generate/definition/delByIds/${savedId}`, { headers: { Authorization: signedIn.data.token } })).json()) as Envelope<unknown>;
      expect(removed.code, removed.status_desc).toBe(200);
    }
  }
});
