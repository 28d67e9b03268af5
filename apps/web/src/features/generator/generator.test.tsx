import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DefinitionRecord, EntityDraft, GeneratedCode, GeneratorField } from '@console/contract/generator';
import { jsonOf, pageOf, renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import TableManagePage from './table-manage.page.tsx';
import TestManagePage from './test-manage.page.tsx';

const field = (name: string, label: string, overrides: Partial<GeneratorField> = {}): GeneratorField => ({
  name, label, type: 'text', required: false, unique: false, listed: true, search: 'none', sortable: false, inForm: true, ...overrides,
});

const contract: DefinitionRecord = {
  id: 5, name: 'contract', label: '合同', labelEn: 'Contract', tableName: 'contract',
  fields: [
    field('title', '标题', { required: true, search: 'contains', sortable: true, maxLength: 100 }),
    field('amount', '金额', { type: 'decimal', search: 'range', sortable: true }),
    field('state', '状态', { type: 'dict', dictType: 'contract_status', search: 'exact' }),
    field('signed', '已签署', { type: 'boolean' }),
    field('partyId', '签约方', { type: 'reference', references: 'companies' }),
  ],
  createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-02T08:00:00.000Z',
};

const generated: GeneratedCode = {
  files: [
    { path: 'packages/contract/src/routes/contract.ts', language: 'typescript', content: 'export const contractRoutes = {};\nexport const contractDomain = 1;\n' },
    { path: 'apps/server/src/modules/contract/contract.table.ts', language: 'typescript', content: "export const contracts = pgTable('contract', {});\n" },
    { path: 'apps/server/drizzle/0042_contract.sql', language: 'sql', content: 'create table contract (id serial primary key);\n' },
  ],
  registrations: [{ path: 'apps/server', line: 'npm run db:generate -- --name contracts', place: 'migration' }],
};

const draft: EntityDraft = {
  name: 'crmContact', label: '客户联系人', labelEn: 'Crm contact',
  fields: [
    { name: 'fullName', label: '姓名', type: 'text', required: true, unique: false, maxLength: 50 },
    { name: 'order', label: '排序', type: 'integer', required: false, unique: false },
  ],
};


const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '/generate/definition/list': () => pageOf([contract]),
    '/generate/definition/info/5': () => ({ data: contract }),
    '/generate/tables': () => ({ data: ['crm_contact', 'contract'] }),
    '/generate/getEntityData/crm_contact': () => ({ data: draft }),
    '/generate/table/contract/all': () => ({ data: generated }),
    '/dict/getAll': () => ({ data: [] }),
    '/dictData/getByType/contract_status': () => ({ data: [{ value: 'draft', label: '草稿', color: 'default' }, { value: 'active', label: '生效', color: 'green' }] }),
  });
});
afterEach(() => sessionStorage.clear());

const TABLE_URL = '/sys/generator-manage/table-manage';
const TEST_URL = '/sys/generator-manage/test-manage';
const renderTables = (entry = TABLE_URL) => renderPage(<TableManagePage />, { name: 'table-manage', url: TABLE_URL, entry });
const renderTests = (entry = TEST_URL) => renderPage(<TestManagePage />, { name: 'test-manage', url: TEST_URL, entry });

/** An input of a row of the fields table, by the field's place (from 1) and the column. */
const cell = (index: number, column: string) => screen.getByLabelText(`第 ${index} 个字段的${column}`);
/** The problem shown under an input. */
const problemOf = (input: HTMLElement) => input.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent;

async function fillEntity() {
  await userEvent.type(screen.getByLabelText('实体名称'), 'contract');
  await userEvent.type(screen.getByLabelText('中文名称'), '合同');
  await userEvent.type(screen.getByLabelText('英文名称'), 'Contract');
}

describe('table generator', () => {
  it('lists the saved definitions and opens one in the editor', async () => {
    renderTables();
    await screen.findByText('合同');
    expect(row('合同')).toHaveTextContent('5');
    // 新增 opens the editor, and stands first like every list's.
    const toolbar = screen.getAllByRole('button').map((candidate) => candidate.textContent?.replace(/\s/g, ''));
    expect(toolbar.indexOf('新增')).toBeLessThan(toolbar.indexOf('批量删除'));
    await userEvent.click(button('编辑', row('合同')));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('definition=5'));
    expect(await screen.findByText('编辑实体定义“contract”')).toBeInTheDocument();
    expect(screen.getByLabelText('实体名称')).toHaveValue('contract');
    expect(cell(3, '字段名')).toHaveValue('state');
    expect(screen.queryByLabelText('第 2 个字段的最大长度')).not.toBeInTheDocument();
  });

  it('marks a reserved word and a repeated field name at their fields and sends nothing', async () => {
    renderTables(`${TABLE_URL}?definition=new`);
    await screen.findByText('新增实体定义');
    await fillEntity();
    await userEvent.type(cell(1, '字段名'), 'class');
    await userEvent.type(cell(1, '显示名'), '类别');
    await userEvent.click(button('添加字段'));
    await userEvent.type(cell(2, '字段名'), 'title');
    await userEvent.type(cell(2, '显示名'), '标题');
    await userEvent.click(button('添加字段'));
    await userEvent.type(cell(3, '字段名'), 'tiTle');
    await userEvent.type(cell(3, '显示名'), '标题二');
    await userEvent.click(button('保存'));

    await waitFor(() => expect(problemOf(cell(1, '字段名'))).toBe('不能使用保留字“class”'));
    expect(problemOf(cell(3, '字段名'))).toBe('字段名“tiTle”重复');
    expect(problemOf(cell(2, '字段名'))).toBeUndefined();
    expect(await screen.findByText('定义中有 2 处需要修改，已在对应位置标出')).toBeInTheDocument();
    expect(api.to('/generate/definition/save')).toHaveLength(0);

    // The server checks again: the field its refusal names is marked.
    api.reply({ '/generate/definition/save': () => ({ status: 400, desc: '参数错误：fields.1.label 已有同名的显示名' }) });
    await userEvent.clear(cell(1, '字段名'));
    await userEvent.type(cell(1, '字段名'), 'kind');
    await userEvent.clear(cell(3, '字段名'));
    await userEvent.type(cell(3, '字段名'), 'subtitle');
    await userEvent.click(button('保存'));
    await waitFor(() => expect(api.to('/generate/definition/save')).toHaveLength(1));
    expect(jsonOf(api.to('/generate/definition/save')[0]!.text)).toMatchObject({
      name: 'contract', label: '合同', labelEn: 'Contract',
      fields: [{ name: 'kind', label: '类别', type: 'text' }, { name: 'title' }, { name: 'subtitle' }],
    });
    await waitFor(() => expect(problemOf(cell(2, '显示名'))).toBe('已有同名的显示名'));
    expect(shown).toEqual(['参数错误：fields.1.label 已有同名的显示名']);
  });

  /** A new definition of one text field, `title`, under this name, saved. */
  async function saveNewDefinition(name: string, label: string, labelEn: string) {
    renderTables(`${TABLE_URL}?definition=new`);
    await screen.findByText('新增实体定义');
    await userEvent.type(screen.getByLabelText('实体名称'), name);
    await userEvent.type(screen.getByLabelText('中文名称'), label);
    await userEvent.type(screen.getByLabelText('英文名称'), labelEn);
    await userEvent.type(cell(1, '字段名'), 'title');
    await userEvent.type(cell(1, '显示名'), '标题');
    await userEvent.click(button('保存'));
  }

  it('refuses a name the contract has already, naming the domain that has it, and sends nothing', async () => {
    await saveNewDefinition('notice', '通知', 'notice');
    await waitFor(() => expect(problemOf(screen.getByLabelText('实体名称'))).toBe('契约中的领域 messages 已有 notice，请换一个实体名称'));
    expect(api.to('/generate/definition/save')).toHaveLength(0);

    changeLanguage('en-US');
    try {
      await userEvent.click(await waitFor(() => button('Save')));
      await waitFor(() => expect(problemOf(screen.getByLabelText('Entity name')))
        .toBe("The contract's domain messages has notice already: choose another entity name"));
    } finally {
      changeLanguage('zh-CN');
    }
    expect(api.to('/generate/definition/save')).toHaveLength(0);
  });

  it('refuses a name whose messages the web shares already (the generated page could not add its own), and sends nothing', async () => {
    await saveNewDefinition('todo', '待办', 'to-do');
    await waitFor(() => expect(problemOf(screen.getByLabelText('实体名称'))).toBe('控制台的共用文案已有 todos，请换一个实体名称'));
    expect(api.to('/generate/definition/save')).toHaveLength(0);
  });
  it('offers the search modes and settings of each type, and drops those a new type cannot have', async () => {
    renderTables(`${TABLE_URL}?definition=new`);
    await screen.findByText('新增实体定义');
    await userEvent.type(cell(1, '最大长度'), '20');
    await userEvent.click(cell(1, '查询方式'));
    expect(await screen.findByTitle('包含')).toBeInTheDocument();
    expect(screen.queryByTitle('范围')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('包含'));

    await userEvent.click(cell(1, '类型'));
    await userEvent.click(await screen.findByTitle('整数'));
    await waitFor(() => expect(screen.queryByLabelText('第 1 个字段的最大长度')).not.toBeInTheDocument());
    expect(cell(1, '最小值')).toBeInTheDocument();
    expect(cell(1, '查询方式').closest('.ant-select')).toHaveTextContent('不查询');
    expect(cell(1, '唯一')).toBeEnabled();
  });

  it('starts from a table: its columns fill the editor, and a reserved column name is marked at once', async () => {
    renderTables(`${TABLE_URL}?definition=new`);
    await screen.findByText('新增实体定义');
    await userEvent.click(button('从数据库表开始'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('数据表'));
    await userEvent.click(await screen.findByTitle('crm_contact'));
    await userEvent.click(button('载 入', dialog));

    await waitFor(() => expect(screen.getByLabelText('实体名称')).toHaveValue('crmContact'));
    expect(screen.getByLabelText('中文名称')).toHaveValue('客户联系人');
    expect(cell(1, '字段名')).toHaveValue('fullName');
    expect(cell(1, '最大长度')).toHaveValue('50');
    expect(cell(1, '必填')).toBeChecked();
    expect(cell(2, '字段名')).toHaveValue('order');
    expect(screen.queryByLabelText('第 3 个字段的字段名')).not.toBeInTheDocument();
    expect(await screen.findByText('已载入表 crm_contact 的 2 个字段')).toBeInTheDocument();
    await waitFor(() => expect(problemOf(cell(2, '字段名'))).toBe('不能使用保留字“order”'));
  });

  it('previews the generated files as a tree, one file at a time, with the lines to register', async () => {
    renderTables(`${TABLE_URL}?definition=new`);
    await screen.findByText('新增实体定义');
    await fillEntity();
    await userEvent.type(cell(1, '字段名'), 'title');
    await userEvent.type(cell(1, '显示名'), '标题');
    await userEvent.click(button('生成'));

    await waitFor(() => expect(api.to('/generate/table/contract/all')).toHaveLength(1));
    expect(jsonOf(api.to('/generate/table/contract/all')[0]!.text)).toEqual({
      name: 'contract', label: '合同', labelEn: 'Contract',
      fields: [{ name: 'title', label: '标题', type: 'text', required: false, unique: false, listed: true, search: 'none', sortable: false, inForm: true }],
    });
    const tree = await screen.findByRole('tree');
    for (const name of ['packages/contract/src/routes', 'contract.ts', 'apps/server', 'src/modules/contract', 'contract.table.ts', 'drizzle', '0042_contract.sql']) {
      expect(within(tree).getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText('文件（3）')).toBeInTheDocument();
    expect(screen.queryByText('定义已修改，预览仍是修改前的代码：点击“生成”刷新')).not.toBeInTheDocument();
    const first = screen.getByLabelText('packages/contract/src/routes/contract.ts');
    expect(first).toHaveTextContent('export const contractRoutes = {};');
    expect(first).toHaveTextContent(/^1\s*2\s*export const contractRoutes = \{\};\s*export const contractDomain = 1;$/);
    await waitFor(() => expect(first.querySelector('.hljs-keyword')).toHaveTextContent('export'));

    await userEvent.click(within(tree).getByText('0042_contract.sql'));
    expect(await screen.findByLabelText('apps/server/drizzle/0042_contract.sql')).toHaveTextContent('create table contract (id serial primary key);');
    expect(screen.getByText('sql')).toBeInTheDocument();
    expect(screen.getByText('文件就位后运行')).toBeInTheDocument();
    expect(screen.getByText('npm run db:generate -- --name contracts')).toBeInTheDocument();

    await userEvent.type(cell(1, '显示名'), '二');
    expect(await screen.findByText('定义已修改，预览仍是修改前的代码：点击“生成”刷新')).toBeInTheDocument();
  });
});

describe('generated-code test', () => {
  it('shows the definition over sample rows, searches them, and adds a row to the list, sending nothing', async () => {
    renderTests(`${TEST_URL}?definition=5`);
    expect(await screen.findByText('示例文本 8')).toBeInTheDocument();
    expect(screen.getByText('预览：数据只在本页，不会保存')).toBeInTheDocument();
    expect(screen.getByText('共 8 条')).toBeInTheDocument();
    expect(row('示例文本 1')).toHaveTextContent('10.5');
    expect(row('示例文本 1')).toHaveTextContent('草稿');
    expect(row('示例文本 2')).toHaveTextContent('生效');
    expect(row('示例文本 1')).toHaveTextContent('是');
    expect(row('示例文本 2')).toHaveTextContent('否');
    expect(row('示例文本 2')).toHaveTextContent('companies 的示例记录 2');
    const search = screen.getByRole('search');
    for (const label of ['标题', '金额起', '金额止', '状态']) expect(within(search).getByLabelText(label)).toBeInTheDocument();

    await userEvent.type(within(search).getByLabelText('金额起'), '30');
    await userEvent.type(within(search).getByLabelText('金额止'), '50');
    await userEvent.click(button('搜索', search));
    await waitFor(() => expect(screen.getByText('共 2 条')).toBeInTheDocument());
    expect(screen.getByText('示例文本 3')).toBeInTheDocument();
    expect(screen.queryByText('示例文本 8')).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('row_amountFrom=30');
    // A search draws the form anew, with the filters of the address.
    await userEvent.click(button('重置', screen.getByRole('search')));
    await waitFor(() => expect(screen.getByText('共 8 条')).toBeInTheDocument());

    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增合同')).toBeInTheDocument();
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('请填写标题')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('标题'), '新签的合同');
    await userEvent.type(within(dialog).getByLabelText('金额'), '99.5');
    await userEvent.click(button(OK, dialog));
    expect(await screen.findByText('新签的合同')).toBeInTheDocument();
    expect(screen.getByText('共 9 条')).toBeInTheDocument();
    expect(row('新签的合同')).toHaveTextContent('99.5');

    await userEvent.click(button('删除', row('示例文本 8')));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(screen.queryByText('示例文本 8')).not.toBeInTheDocument());
    expect(api.requests.map(({ path }) => path).filter((path) => !['/generate/definition/list', '/generate/definition/info/5', '/dictData/getByType/contract_status'].includes(path))).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('tries the definition being edited, unsaved', async () => {
    renderTables(`${TABLE_URL}?definition=new`);
    await screen.findByText('新增实体定义');
    await fillEntity();
    await userEvent.type(cell(1, '字段名'), 'title');
    await userEvent.type(cell(1, '显示名'), '标题');
    await userEvent.click(button('在测试页打开'));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(TEST_URL));
    expect(screen.getByTestId('address')).toHaveTextContent('?definition=draft');
    cleanup();

    renderTests(`${TEST_URL}?definition=draft`);
    expect(await screen.findByText('示例文本 8')).toBeInTheDocument();
    expect(screen.getByText('编辑中的定义（未保存）：合同（contract）')).toBeInTheDocument();
    expect(api.to('/generate/definition/save')).toHaveLength(0);
  });

  it('asks for a definition to try when none is chosen', async () => {
    renderTests();
    expect(await screen.findByText('选择一个实体定义', { selector: '.ant-empty-description' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('实体定义'));
    await userEvent.click(await screen.findByTitle('合同（contract）'));
    expect(await screen.findByText('示例文本 1')).toBeInTheDocument();
  });
});
