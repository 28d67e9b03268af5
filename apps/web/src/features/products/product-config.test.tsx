import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuRecord } from '@console/contract/menu';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { button } from '../../test/users-harness.tsx';
import { product } from '../../test/products-harness.tsx';
import { useSession } from '../../stores/session.store.ts';
import ProductConfigPage from './product-config.page.tsx';

function menu(id: number, title: string, overrides: Partial<MenuRecord> = {}): MenuRecord {
  return {
    id, parentId: null, appId: 'hr', name: `hr-${id}`, title, url: `/hr/${id}`, icon: '', type: 'page',
    permTypes: ['view', 'add', 'edit', 'delete'], sort: id, hidden: false, system: false, ...overrides,
  };
}

/** 招聘管理 › (职位, 简历), listed flat as the server answers. */
const MENUS = [
  menu(10, '招聘管理', { type: 'directory', permTypes: ['view'] }),
  menu(11, '职位', { parentId: 10 }),
  menu(12, '简历', { parentId: 10, permTypes: ['view', 'delete'] }),
];

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/product/info/5': () => ({ data: product(5, { appId: 'hr', productName: '招聘' }) }),
    '/menu/listByAppId': () => ({ data: MENUS }),
    '/saas/productPermsAlia/list': () => ({ data: [{ menuId: 11, permType: 'add', alias: '发布' }] }),
  });
});

const renderConfigPage = (entry: string, perms: ('view' | 'edit')[] = ['view', 'edit']) =>
  renderPage(<ProductConfigPage />, { name: 'product-config', url: '/sys/product-manage/product-config', entry, perms });

const alias = (menuTitle: string, perm: string) => screen.getByLabelText(`${menuTitle} ${perm}`);

describe('application configuration page', () => {
  it('shows the menus of the application as a tree, with an alias input per permission type they offer', async () => {
    renderConfigPage('/sys/product-manage/product-config?productId=5');
    expect(await screen.findByText('应用配置：招聘（hr）')).toBeInTheDocument();
    expect(await screen.findByText('简历')).toBeInTheDocument();
    expect(api.to('/menu/listByAppId')[0]!.query.get('appId')).toBe('hr');
    expect(api.to('/saas/productPermsAlia/list')[0]!.query.get('productId')).toBe('5');
    expect(alias('职位', '新增')).toHaveValue('发布');
    expect(screen.getByText('职位').closest('tr')).toHaveClass('ant-table-row-level-1');
    expect(screen.queryByLabelText('简历 新增')).not.toBeInTheDocument();
    expect(alias('简历', '删除')).toBeInTheDocument();
    expect(button(/^保\s*存$/)).toBeDisabled();
  });

  it('saves the changed aliases as JSON, a cleared one blank', async () => {
    api.reply({
      '/saas/productPermsAlia/saveOrUpdate': () => ({ data: [{ menuId: 12, permType: 'delete', alias: '淘汰' }] }),
    });
    renderConfigPage('/sys/product-manage/product-config?productId=5');
    await screen.findByText('简历');
    await userEvent.clear(alias('职位', '新增'));
    await userEvent.type(alias('简历', '删除'), ' 淘汰 ');
    await userEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(api.to('/saas/productPermsAlia/saveOrUpdate')).toHaveLength(1));
    expect(JSON.parse(api.to('/saas/productPermsAlia/saveOrUpdate')[0]!.text)).toEqual({
      productId: 5,
      aliases: [{ menuId: 11, permType: 'add', alias: '' }, { menuId: 12, permType: 'delete', alias: '淘汰' }],
    });
    expect(await screen.findByText('别名已保存')).toBeInTheDocument();
    expect(alias('简历', '删除')).toHaveValue('淘汰');
    expect(button(/^保\s*存$/)).toBeDisabled();
  });

  it('shows the aliases read-only without the edit permission type', async () => {
    renderConfigPage('/sys/product-manage/product-config?productId=5', ['view']);
    await screen.findByText('简历');
    expect(alias('职位', '新增')).toBeDisabled();
    expect(screen.queryByText(/^保\s*存$/)).not.toBeInTheDocument();
  });

  it('asks to choose an application when the address names none', async () => {
    renderConfigPage('/sys/product-manage/product-config?productId=abc');
    expect(await screen.findByText('请从应用管理中选择要配置的应用')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('leads to the menus page with the application chosen, where its menus are added', async () => {
    api.reply({ '/menu/listByAppId': () => ({ data: [] }) });
    useSession.setState({ roles: ['product-config', 'menu-manage'] });
    renderConfigPage('/sys/product-manage/product-config?productId=5');
    expect(await screen.findByText('该应用还没有菜单，请在菜单管理中为它添加')).toBeInTheDocument();
    const links = screen.getAllByRole('button', { name: '管理菜单' });
    expect(links).toHaveLength(2);
    await userEvent.click(links[1]!);
    expect(screen.getByTestId('path')).toHaveTextContent('/sys/menu-manage');
    expect(screen.getByTestId('address')).toHaveTextContent('?appId=hr');
  });

  it('says only that there are no menus to a user who may not open the menus page', async () => {
    api.reply({ '/menu/listByAppId': () => ({ data: [] }) });
    useSession.setState({ roles: ['product-config'] });
    renderConfigPage('/sys/product-manage/product-config?productId=5');
    expect(await screen.findByText('该应用还没有菜单')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '管理菜单' })).not.toBeInTheDocument();
  });
});
