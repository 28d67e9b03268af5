import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { componentRoutes } from '@console/contract';
import { type MenuOption, type MenuTreeItem } from '@console/contract/menu';
import { address, button, OK, row } from '../../test/users-harness.tsx';
import { product } from '../../test/products-harness.tsx';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import MenusPage from './menu.page.tsx';

function menu(id: number, overrides: Partial<MenuTreeItem> = {}): MenuTreeItem {
  return {
    id, parentId: null, appId: 'platform', name: `menu-${id}`, title: `菜单${id}`, url: `/menu-${id}`, icon: 'setting',
    type: 'page', permTypes: ['view'], sort: 0, hidden: false, system: false, list: [], ...overrides,
  };
}

const TREE = [
  menu(1, { title: '系统管理', type: 'directory', system: true, list: [menu(2, { parentId: 1, title: '用户管理', system: true }), menu(3, { parentId: 1, title: '报表' })] }),
  menu(4, { title: '导出按钮', type: 'button', url: '' }),
];
const OPTIONS: MenuOption[] = [{ id: 1, title: '系统管理', name: 'menu-1', type: 'directory', children: [{ id: 3, title: '报表', name: 'menu-3', type: 'page', children: [] }] }];

const api = scriptedApiForFile();
const APPLICATIONS = [product(1, { appId: 'platform', productName: '后台管理' }), product(2, { appId: 'hr', productName: '招聘' })];
const HR_TREE = [menu(20, { appId: 'hr', title: '职位管理', url: '/hr/positions' })];
const HR_OPTIONS: MenuOption[] = [{ id: 20, title: '职位管理', name: 'menu-20', type: 'page', children: [] }];

beforeEach(() => {
  api.reset({
    '/menu/list': (request) => ({ data: request.query.get('appId') === 'hr' ? HR_TREE : TREE }),
    '/menu/select': (request) => ({ data: request.query.get('appId') === 'hr' ? HR_OPTIONS : OPTIONS }),
    '/product/getAllList': () => ({ data: APPLICATIONS }),
    '/menu/nav/platform': () => ({ data: { menuList: [] } }),
    '/router/manager/list': () => ({ data: componentRoutes() }),
  });
});

/** Chooses an option of the antd select labelled `label` in `container`. */
async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

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
    expect(within(row('系统管理')).getByText('系统')).toBeInTheDocument();
    expect(within(row('导出按钮')).queryByText('系统')).not.toBeInTheDocument();

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
    expect(await within(dialog).findByText('目录的地址以 / 开头；页面的地址以 / 开头，或是以 http(s):// 开头的外部地址')).toBeInTheDocument();
    expect(api.to('/menu/save')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('路径'));
    await userEvent.type(within(dialog).getByLabelText('路径'), '/report/monthly');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/menu/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/menu/save')[0]!.body)).toEqual({
      title: '月报', appId: 'platform', parentId: '3', name: 'monthly-report', url: '/report/monthly', icon: '', type: 'page', permTypes: 'view', sort: '0', hidden: 'false',
    });
    await waitFor(() => expect(api.to('/menu/list')).toHaveLength(2));
    // The sidebar shows the console's menus: it is given the new one at once.
    await waitFor(() => expect(api.to('/menu/nav/platform')).toHaveLength(1));
  });

  it("offers the console's component routes for the path, naming a nameless menu after the one picked", async () => {
    api.reply({ '/menu/save': () => ({ data: menu(6) }) });
    renderMenusPage();
    await screen.findByText('系统管理');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('菜单名称'), '数据字典入口');
    await userEvent.type(within(dialog).getByLabelText('路径'), '字典');
    await userEvent.click(await screen.findByText('数据字典 · /sys/dict-manage'));
    expect(within(dialog).getByLabelText('路径')).toHaveValue('/sys/dict-manage');
    expect(within(dialog).getByLabelText('路由名称')).toHaveValue('dict-manage');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/menu/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/menu/save')[0]!.body)).toMatchObject({ name: 'dict-manage', url: '/sys/dict-manage' });
  });

  it('creates a menu in the application chosen in the dialog, under a parent of that application', async () => {
    api.reply({ '/menu/save': () => ({ data: menu(21, { appId: 'hr' }) }) });
    renderMenusPage();
    await screen.findByText('系统管理');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('后台管理（platform）')).toBeInTheDocument();

    await choose(dialog, '所属应用', '招聘（hr）');
    await choose(dialog, '上级菜单', '职位管理');
    await userEvent.type(within(dialog).getByLabelText('菜单名称'), '面试');
    await userEvent.type(within(dialog).getByLabelText('路由名称'), 'interviews');
    await userEvent.type(within(dialog).getByLabelText('路径'), 'https://hr.example.com/interviews');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/menu/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/menu/save')[0]!.body)).toMatchObject({ appId: 'hr', parentId: '20', url: 'https://hr.example.com/interviews' });
  });

  it('shows the menus of the application chosen on the page, and adds new ones to it', async () => {
    renderMenusPage();
    await screen.findByText('系统管理');
    await choose(document.body, '所属应用', '招聘（hr）');
    expect(await screen.findByText('职位管理')).toBeInTheDocument();
    expect(screen.queryByText('系统管理')).not.toBeInTheDocument();
    expect(api.to('/menu/list').at(-1)!.query.get('appId')).toBe('hr');
    expect(address().get('appId')).toBe('hr');

    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('招聘（hr）')).toBeInTheDocument();
  });

  it('opens on the application named in the address', async () => {
    renderPage(<MenusPage />, { name: 'menu-manage', url: '/sys/menu-manage', entry: '/sys/menu-manage?appId=hr' });
    expect(await screen.findByText('职位管理')).toBeInTheDocument();
    expect(api.to('/menu/list')[0]!.query.get('appId')).toBe('hr');
  });

  it('keeps the name, path, type and permission types of a system menu read-only, sends only the rest, and does not offer to delete it', async () => {
    api.reply({ '/menu/update': () => ({ data: menu(1) }) });
    renderMenusPage();
    await screen.findByText('系统管理');
    expect(button('删除', row('系统管理'))).toBeDisabled();
    expect(button('删除', row('导出按钮'))).toBeEnabled();
    await userEvent.hover(button('删除', row('系统管理')));
    expect(await screen.findByText('系统菜单：产品的页面依赖它，不能删除')).toBeInTheDocument();

    await userEvent.click(button('编辑', row('系统管理')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('路由名称')).toBeDisabled();
    expect(within(dialog).getByLabelText('路径')).toBeDisabled();
    expect(within(dialog).getByLabelText('类型')).toBeDisabled();
    for (const perm of within(dialog).getAllByRole('checkbox')) expect(perm).toBeDisabled();
    expect(within(dialog).getByLabelText('菜单名称')).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('菜单名称'), '（新）');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/menu/update')).toHaveLength(1));
    const sent = Object.fromEntries(api.to('/menu/update')[0]!.body);
    expect(sent).toMatchObject({ id: '1', title: '系统管理（新）', icon: 'setting', sort: '0', hidden: 'false' });
    for (const fixed of ['name', 'url', 'type', 'permTypes']) expect(sent).not.toHaveProperty(fixed);
  });
});
