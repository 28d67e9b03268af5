import { expect, test, type Page } from '@playwright/test';
import { namesOf } from '@console/contract';
import { ADMIN } from '../fixtures/users.ts';
import { API, chooseOption, dialog, okButton, signIn, tableRows } from './helpers.ts';

/**
 * 代码生成 end to end: an administrator describes an entity (a text, a number, a parent of its own
 * table and a file), previews the code the server generates from it, saves it, and tries it in
 * 生成代码测试, where a row added to the sample rows shows in the list (and is never sent to the server).
 */

interface Envelope<T> { code: number; data: T; status_desc: string }

const TABLE_PAGE = '/sys/generator-manage/table-manage';

/** A button of the page by its text; antd spaces two CJK characters apart and names the icon first. */
const buttonNamed = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}$`) });

const fieldInput = (page: Page, index: number, column: string) => page.getByLabel(`第 ${index} 个字段的${column}`, { exact: true });

test('an entity is previewed, saved, and tried over sample rows', async ({ page, request }) => {
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
    await buttonNamed(page, '添加字段').click();
    await fieldInput(page, 3, '字段名').fill('parentId');
    await fieldInput(page, 3, '显示名').fill('上级');
    await chooseOption(page, fieldInput(page, 3, '类型'), '引用', false);
    const ownTable = namesOf(name).table;
    await chooseOption(page, fieldInput(page, 3, '引用表'), `${ownTable}（本表）`, false);
    await buttonNamed(page, '添加字段').click();
    await fieldInput(page, 4, '字段名').fill('scan');
    await fieldInput(page, 4, '显示名').fill('扫描件');
    await chooseOption(page, fieldInput(page, 4, '类型'), '文件', false);

    await buttonNamed(page, '生成').click();
    const tree = page.getByRole('tree');
    await expect(tree).toBeVisible();
    // The files are named after the entity's plural (`notes.table.ts`, `…ies.table.ts` for a name ending in y).
    const tableFile = tree.getByText(`${namesOf(name).folder}.table.ts`, { exact: true });
    await expect(tableFile).toBeVisible();
    const shown = page.locator('pre[data-language]');
    await expect(shown).toContainText(name);
    await tableFile.click();
    await expect(shown).toHaveAttribute('aria-label', /\.table\.ts$/);
    await expect(shown).toContainText('pgTable');
    await expect(page.getByRole('heading', { name: '文件就位后运行' })).toBeVisible();

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
    await chooseOption(page, form.getByLabel('上级'), `${ownTable} 的示例记录 2`, false);
    // The preview keeps the chosen file in the page: nothing is uploaded.
    await form.locator('input[type=file]').setInputFiles({ name: '扫描件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(form.getByText('扫描件.pdf')).toBeVisible();
    await okButton(form).click();
    await expect(form).toBeHidden();
    const added = tableRows(page).filter({ hasText: '端到端的便签' });
    await expect(added).toContainText('42');
    await expect(added).toContainText(`${ownTable} 的示例记录 2`);
    await expect(added).toContainText('扫描件.pdf');
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the editor fits the width of the screen, its field rows scrolling inside their table', async ({ page }) => {
    await signIn(page, ADMIN, `${TABLE_PAGE}?definition=new`);
    await expect(page.getByText('新增实体定义')).toBeVisible();
    await buttonNamed(page, '添加字段').click();
    await expect(fieldInput(page, 2, '字段名')).toBeVisible();
    expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBeLessThanOrEqual(0);
    for (const name of ['保存', '生成', '添加字段']) {
      const box = (await buttonNamed(page, name).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
  });
});
