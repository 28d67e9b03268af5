import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuOption, MenuTreeItem } from '@console/contract';
import { button, OK, row } from '../../test/users-harness.tsx';
import { renderPage, startApi } from '../../test/api-harness.tsx';
import MenusPage from './menus.page.tsx';

function menu(id: number, overrides: Partial<MenuTreeItem> = {}): MenuTreeItem {
  return {
    id, parentId: null, appId: 'platform', name: `menu-${id}`, title: `菜单${id}`, url: `/menu-${id}`, icon: 'setting',
    type: 'page', permTypes: ['view'], sort: 0, hidden: false, builtin: false, list: [], ...overrides,
  };
}

const TREE = [
  menu(1, { title: '系统管理', type: 'directory', builtin: true, list: [menu(2, { parentId: 1, title: '用户管理', builtin: true }), menu(3, { parentId: 1, title: '报表' })] }),
  menu(4, { title: '导出按钮', type: 'button', url: '' }),
];
const OPTIONS: MenuOption[] = [{ id: 1, title: '系统管理', name: 'menu-1', type: 'directory', children: [{ id: 3, title: '报表', name: 'menu-3', type: 'page', children: [] }] }];

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset({ '/menu/list': () => ({ data: TREE }), '/menu/select': () => ({ data: OPTIONS }) });
});

/** Opens a row of the tree table. */
const expand = (text: string) => userEvent.click(row(text).querySelector('.ant-table-row-expand-icon-collapsed')!);
const renderMenusPage = () => renderPage(<MenusPage />, { name: 'menu-manage', url: '/sys/menu-manage' });

describe('menus page', () => {
  it('shows the menu tree of the console application, children on expanding', async () => {
    renderMenusPage();
    expect(await screen.findByText('系统管理')).toBeInTheDocument();
    expect(api.to('/menu/list')[0]!.query.get('appId')).toBe('platform');
    expect(screen.queryByText('用户管理')).not.toBeInTheDocument();
    expect(within(row('系统管理')).getByText('目录')).toBeInTheDocument();
    expect(within(row('系统管理')).getByText('内置')).toBeInTheDocument();

    await expand('系统管理');
    expect(await screen.findByText('用户管理')).toBeInTheDocument();
    expect(within(row('报表')).getByText('查看')).toBeInTheDocument();
    expect(within(row('导出按钮')).queryByText('新增下级')).not.toBeInTheDocument();
  });

  it('adds a child under a row, checking the dialog against the contract first', async () => {
    api.reply({ '/menu/save': () => ({ data: menu(5, { parentId: 3 }) }) });
    renderMenusPage();
    await screen.findByText('系统管理');
    await expand('系统管理');
    await userEvent.click(button('新增下级', row('报表')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增菜单')).toBeInTheDocument();
    expect(await within(dialog).findByTitle('报表')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('菜单名称'), '月报');
    await userEvent.type(within(dialog).getByLabelText('路由名称'), 'monthly-report');
    await userEvent.type(within(dialog).getByLabelText('路径'), 'monthly');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('目录和页面的地址必须以 / 开头')).toBeInTheDocument();
    expect(api.to('/menu/save')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('路径'));
    await userEvent.type(within(dialog).getByLabelText('路径'), '/report/monthly');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/menu/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/menu/save')[0]!.body)).toEqual({
      title: '月报', parentId: '3', name: 'monthly-report', url: '/report/monthly', icon: '', type: 'page', permTypes: 'view', sort: '0', hidden: 'false',
    });
    await waitFor(() => expect(api.to('/menu/list')).toHaveLength(2));
  });

  it('keeps the name, path and type of a built-in menu read-only, and does not offer to delete it', async () => {
    api.reply({ '/menu/update': () => ({ data: menu(1) }) });
    renderMenusPage();
    await screen.findByText('系统管理');
    expect(button('删除', row('系统管理'))).toBeDisabled();
    expect(button('删除', row('导出按钮'))).toBeEnabled();
    await userEvent.hover(button('删除', row('系统管理')));
    expect(await screen.findByText('内置页面不能删除：删除后下次启动会重新创建')).toBeInTheDocument();

    await userEvent.click(button('编辑', row('系统管理')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('路由名称')).toBeDisabled();
    expect(within(dialog).getByLabelText('路径')).toBeDisabled();
    expect(within(dialog).getByLabelText('类型')).toBeDisabled();
    expect(within(dialog).getByLabelText('菜单名称')).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('菜单名称'), '（新）');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/menu/update')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/menu/update')[0]!.body)).toMatchObject({ id: '1', title: '系统管理（新）', name: 'menu-1', url: '/menu-1', type: 'directory' });
  });
});
