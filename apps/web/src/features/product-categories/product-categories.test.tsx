import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductCategoryRecord } from '@console/contract/products';
import { i18n } from '../../lib/i18n.ts';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import ProductCategoriesPage from './product-categories.page.tsx';

function category(id: number, overrides: Partial<ProductCategoryRecord> = {}): ProductCategoryRecord {
  return {
    id, name: `分类${id}`, sort: id, enabled: true, remark: '', productCount: 0, nameEn: null, remarkEn: null,
    createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-01T08:00:00.000Z', ...overrides,
  };
}

const pageOf = <T,>(records: T[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({ '/product/category/list': () => pageOf([category(1, { name: '人事', productCount: 2 }), category(2, { name: '财务', enabled: false })]) });
});

const renderCategoriesPage = (entry?: string) =>
  renderPage(<ProductCategoriesPage />, { name: 'product-category-manage', url: '/sys/product-category-manage', entry });

const confirmPopup = async () => button(OK, await screen.findByRole('tooltip'));

describe('application categories page', () => {
  it('lists with the name and status filters of the address', async () => {
    renderCategoriesPage('/sys/product-category-manage?name=%E4%BA%BA&enabled=true');
    expect(await screen.findByText('人事')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/product/category/list')[0]!.query)).toEqual({ pageNumber: '1', pageSize: '10', order: 'desc', name: '人', enabled: 'true' });
    expect(row('人事')).toHaveTextContent('2');
    expect(within(row('人事')).getByRole('switch')).toBeChecked();
    expect(within(row('财务')).getByRole('switch')).not.toBeChecked();
  });

  it('names the seeded category in English for a reader of English, and others as typed; edits the words as stored', async () => {
    api.replies['/product/category/list'] = () => pageOf([
      category(1, { name: '平台应用', nameEn: 'Platform applications', remark: '平台自带的应用', remarkEn: 'The applications the platform comes with' }), category(2, { name: '财务' }),
    ]);
    await i18n.changeLanguage('en-US');
    try {
      renderCategoriesPage();
      expect(await screen.findByText('Platform applications', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(row('Platform applications')).toHaveTextContent('The applications the platform comes with');
      expect(row('Platform applications')).not.toHaveTextContent('平台应用');
      expect(row('财务')).toBeInTheDocument();
      await userEvent.click(button('Edit', row('Platform applications')));
      expect(within(await screen.findByRole('dialog')).getByLabelText('Name')).toHaveValue('平台应用');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('shows the status as text to a user who may not edit', async () => {
    renderPage(<ProductCategoriesPage />, { name: 'product-category-manage', url: '/sys/product-category-manage', perms: ['view'] });
    await screen.findByText('财务');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row('财务')).getByText('已停用')).toBeInTheDocument();
  });

  it('switches the status from the row and asks for the list again', async () => {
    const categories = [category(1, { name: '人事' }), category(2, { name: '财务', enabled: false })];
    api.replies['/product/category/list'] = () => pageOf(categories);
    api.replies['/product/category/changeStatus/2/1'] = () => {
      categories[1]!.enabled = true;
      return { data: categories[1] };
    };
    renderCategoriesPage();
    await userEvent.click(within((await screen.findByText('财务')).closest('tr')!).getByRole('switch'));
    await waitFor(() => expect(api.to('/product/category/changeStatus/2/1')).toHaveLength(1));
    await waitFor(() => expect(within(row('财务')).getByRole('switch')).toBeChecked());
    expect(await screen.findByText('状态已更新')).toBeInTheDocument();
  });

  it('creates a category with the fields the contract declares, a name no longer than it takes', async () => {
    api.replies['/product/category/save'] = () => ({ data: category(3) });
    renderCategoriesPage();
    await screen.findByText('人事');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('请填写分类名称')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('分类名称'), '很'.repeat(51));
    expect(within(dialog).getByLabelText('分类名称')).toHaveValue('很'.repeat(50));
    expect(within(dialog).getByText('50 / 50')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch')).toBeChecked();
    expect(within(dialog).getByLabelText('排序')).toHaveValue('0');
    expect(api.to('/product/category/save')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('分类名称'));
    await userEvent.type(within(dialog).getByLabelText('分类名称'), '教育');
    await userEvent.type(within(dialog).getByLabelText('备注'), '培训类');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/product/category/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/product/category/save')[0]!.body)).toEqual({ name: '教育', sort: '0', enabled: 'true', remark: '培训类' });
  });

  it('deletes after confirmation, by ids in the path', async () => {
    api.replies['/product/category/delByIds/2'] = () => ({ data: { deleted: 1 } });
    renderCategoriesPage();
    await userEvent.click(button('删除', (await screen.findByText('财务')).closest('tr')!));
    expect(await screen.findByText('确定删除这条记录吗？')).toBeInTheDocument();
    expect(api.to('/product/category/delByIds/2')).toHaveLength(0);
    await userEvent.click(await confirmPopup());
    await waitFor(() => expect(api.to('/product/category/delByIds/2')).toHaveLength(1));
    expect(api.to('/product/category/delByIds/2')[0]!.method).toBe('GET');
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('shows the server’s message when a category still holds applications', async () => {
    const refusal = '应用分类“人事”下还有 2 个应用，不能删除';
    api.replies['/product/category/delByIds/1%2C2'] = () => ({ status: 409, desc: refusal });
    renderCategoriesPage();
    await screen.findByText('人事');
    await userEvent.click(within(row('人事')).getByRole('checkbox'));
    await userEvent.click(within(row('财务')).getByRole('checkbox'));
    await userEvent.click(button('批量删除'));
    await userEvent.click(button(OK, await screen.findByRole('dialog')));
    await waitFor(() => expect(shown).toEqual([refusal]));
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    expect(row('人事')).toBeInTheDocument();
  });
});
