import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DictEntryRecord, DictRecord } from '@console/contract/dicts';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import DictsPage from './dicts.page.tsx';
import PositionConfigPage from './position-config.page.tsx';
import { i18n } from '../../lib/i18n.ts';

const at = '2024-05-01T08:00:00.000Z';
const dict = (id: number, overrides: Partial<DictRecord> = {}): DictRecord => ({
  id, type: `type_${id}`, name: `字典${id}`, sort: id, description: '', entryCount: 0, system: false, nameEn: null, descriptionEn: null, createdAt: at, updatedAt: at, ...overrides,
});
const entry = (id: number, overrides: Partial<DictEntryRecord> = {}): DictEntryRecord => ({
  id, dictId: 1, label: `项${id}`, value: String(id), sort: id, enabled: true, color: 'default', remark: '', system: false, labelEn: null, createdAt: at, updatedAt: at, ...overrides,
});

/** The entries' table is the page's second load, after the dictionaries. */
const FIRST_LIST_MS = 5_000;

const api = scriptedApiForFile();
const dicts = [dict(1, { name: '性别', type: 'sex', entryCount: 2 }), dict(2, { name: '班次', type: 'shift' })];
beforeEach(() => {
  api.reset({
    '/dict/search': () => ({ data: dicts }),
    '/dict/getAll': () => ({ data: dicts }),
    '/dictData/getByCondition': () => ({ data: { records: [entry(1, { label: '男', color: 'blue' }), entry(2, { label: '女', enabled: false })], total: 2, pageNumber: 1, pageSize: 10 } }),
  });
});

const renderDicts = (entryUrl = '/sys/dict-manage') => renderPage(<DictsPage />, { name: 'dict-manage', url: '/sys/dict-manage', entry: entryUrl });

describe('dictionaries page', () => {
  it('lists the chosen dictionary\'s entries, with their colours and status', async () => {
    renderDicts();
    await userEvent.click(await screen.findByRole('button', { name: '性别' }, { timeout: FIRST_LIST_MS }));
    expect(await screen.findByText('男', {}, { timeout: FIRST_LIST_MS })).toHaveClass('ant-tag-blue');
    expect(Object.fromEntries(api.to('/dictData/getByCondition')[0]!.query)).toMatchObject({ dictId: '1' });
    expect(within(row('女')).getByRole('switch')).not.toBeChecked();
  });

  it('adds an entry to the chosen dictionary', async () => {
    api.replies['/dictData/add'] = () => ({ data: entry(3) });
    renderDicts('/sys/dict-manage?dictId=2');
    await screen.findByText('男', {}, { timeout: FIRST_LIST_MS });
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('标签'), '夜班');
    await userEvent.type(within(dialog).getByLabelText('值'), 'night');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/dictData/add')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/dictData/add')[0]!.body)).toMatchObject({ dictId: '2', label: '夜班', value: 'night', color: 'default' });
  });

  it('deletes a dictionary with its entries only after saying so', async () => {
    api.replies['/dict/delByIds/1'] = () => ({ data: { deleted: 1 } });
    renderDicts('/sys/dict-manage?dictId=1');
    await screen.findByText('男', {}, { timeout: FIRST_LIST_MS });
    await userEvent.click(within(screen.getByRole('button', { name: '性别' }).closest('li')!).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除字典“性别”及其 2 个字典项吗？删除后无法恢复。')).toBeInTheDocument();
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/dict/delByIds/1')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/dict/delByIds/1')[0]!.query)).toEqual({ withEntries: 'true' });
  });
});

describe('system dictionaries', () => {
  const status = dict(3, { name: '状态', nameEn: 'Status', type: 'sys_status', entryCount: 3, system: true });
  beforeEach(() => {
    api.reply({
      '/dict/search': () => ({ data: [...dicts, status] }),
      '/dict/getAll': () => ({ data: [...dicts, status] }),
      '/dictData/getByCondition': () => ({
        data: {
          records: [entry(11, { dictId: 3, label: '启用', labelEn: 'In use', value: '1', system: true }), entry(12, { dictId: 3, label: '冻结', value: '2' })],
          total: 2, pageNumber: 1, pageSize: 10,
        },
      }),
    });
  });
  const dictItem = (name: string) => screen.getByRole('button', { name }).closest('li')!;

  it('marks a system dictionary and its seeded entries, and offers to delete neither', async () => {
    renderDicts('/sys/dict-manage?dictId=3');
    await screen.findByText('启用', {}, { timeout: FIRST_LIST_MS });
    expect(within(dictItem('状态')).getByText('系统')).toBeInTheDocument();
    expect(within(dictItem('性别')).queryByText('系统')).not.toBeInTheDocument();
    expect(within(dictItem('状态')).getByRole('button', { name: /删\s*除/ })).toBeDisabled();
    expect(within(dictItem('性别')).getByRole('button', { name: /删\s*除/ })).toBeEnabled();

    expect(within(row('启用')).getByText('系统')).toBeInTheDocument();
    expect(button('删除', row('启用'))).toBeDisabled();
    expect(within(row('启用')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('启用')).getByRole('switch')).toBeDisabled();
    expect(button('删除', row('冻结'))).toBeEnabled();
    expect(within(row('冻结')).getByRole('switch')).toBeEnabled();
    await userEvent.hover(button('删除', row('启用')));
    expect(await screen.findByText('系统字典项：产品依赖它，不能删除')).toBeInTheDocument();
  });

  it('names a system dictionary and its seeded entries in English for a reader of English, and those typed as typed', async () => {
    await i18n.changeLanguage('en-US');
    try {
      renderDicts('/sys/dict-manage?dictId=3');
      await screen.findByText('In use', {}, { timeout: FIRST_LIST_MS });
      expect(screen.getByRole('button', { name: 'Status' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '性别' })).toBeInTheDocument();
      expect(row('In use')).toHaveTextContent('1');
      expect(row('冻结')).toHaveTextContent('2');
      expect(screen.queryByText('启用')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('keeps the type code of a system dictionary and the value of a seeded entry read-only', async () => {
    api.reply({ '/dictData/edit': () => ({ data: entry(11, { dictId: 3, label: '正常', value: '1', system: true }) }) });
    renderDicts('/sys/dict-manage?dictId=3');
    await screen.findByText('启用', {}, { timeout: FIRST_LIST_MS });
    await userEvent.click(within(dictItem('状态')).getByRole('button', { name: /编\s*辑/ }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('类型')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));

    await userEvent.click(button('编辑', row('启用')));
    const dialog = (await screen.findByText('编辑字典项')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByLabelText('值')).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('标签'));
    await userEvent.type(within(dialog).getByLabelText('标签'), '正常');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/dictData/edit')).toHaveLength(1));
    const sent = Object.fromEntries(api.to('/dictData/edit')[0]!.body);
    expect(sent).toMatchObject({ id: '11', label: '正常' });
    expect(sent).not.toHaveProperty('value');
    expect(sent).not.toHaveProperty('enabled');
  });
});

describe('occupation dictionary configuration', () => {
  it('saves the ticked occupations of the application in the address', async () => {
    const choices = [{ id: 5, label: '教师', value: '1', enabled: true, offered: true }, { id: 6, label: '护士', value: '2', enabled: true, offered: false }];
    api.reply({
      '/product/getAllList': () => ({ data: [] }),
      '/product/position/list': () => ({ data: choices }),
      '/product/position/save': () => ({ data: choices.map((choice) => ({ ...choice, offered: true })) }),
    });
    renderPage(<PositionConfigPage />, { name: 'position-config', url: '/sys/product-manage/position-config', entry: '/sys/product-manage/position-config?productId=3' });
    await userEvent.click(await screen.findByRole('checkbox', { name: '护士' }));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.to('/product/position/save')).toHaveLength(1));
    expect(JSON.parse(api.to('/product/position/save')[0]!.text)).toEqual({ productId: 3, entryIds: [5, 6] });
  });
});
