import { describe, expect, it } from 'vitest';
import type { NavItem } from '@console/contract/menu';
import { flattenRoutes } from '../lib/routes.ts';
import { FEATURE_PAGES } from './features.ts';
import { permissionRoutes } from './permission-routes.ts';
import { decorateFromMenu, filterRoutes } from './route-generation.ts';
import { ASYNC_ROUTES } from './routes.tsx';

const item = (name: string, url: string, list: NavItem[] = []): NavItem => ({
  id: 1, name, title: `${name} title`, url, icon: 'user', type: list.length ? 'directory' : 'page', hidden: false, permTypes: ['view'], list,
});
const menuOf = (...pages: string[]) => [item('sys-manage', '/sys', pages.map((page) => item(page, `/sys/${page}`)))];
const session = (...pages: string[]) => ({ userId: 42, roles: ['sys-manage', ...pages], permissionList: menuOf(...pages) });
const routeNames = (routes: ReturnType<typeof permissionRoutes>) => flattenRoutes(routes).map((route) => route.name);

describe('permission routes of the session', () => {
  it('are the routes of the roles, titled from the permission menu', () => {
    const routes = permissionRoutes(session('user-manage'));
    expect(routeNames(routes)).toContain('user-manage');
    expect(routeNames(routes)).not.toContain('role-manage');
    expect(flattenRoutes(routes).find((route) => route.name === 'user-manage')?.meta?.title).toBe('user-manage title');
  });

  it('follow a change of roles', () => {
    const routes = permissionRoutes(session('role-manage'));
    expect(routeNames(routes)).toContain('role-manage');
    expect(routeNames(routes)).not.toContain('user-manage');
  });

  it('are none until the session is loaded', () => {
    expect(permissionRoutes({ ...session('user-manage'), userId: 0 })).toEqual([]);
  });
});

describe('menus administrators created', () => {
  const created = (id: number, name: string, title: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({
    id, name, title, url, icon: 'link', type: 'page', hidden: false, permTypes: ['view'], list: [], ...extra,
  });
  const adminRoutes = (permissionList: NavItem[]) => permissionRoutes({ userId: 1, roles: ['admin'], permissionList });
  const byPath = (routes: ReturnType<typeof permissionRoutes>, path: string) => flattenRoutes(routes).find((route) => route.path === path);

  it('come under their parent, after the page they follow in the menu, with their title and icon', () => {
    const routes = adminRoutes([
      item('sys-manage', '/sys', [item('user-manage', '/sys/user-manage'), created(90, 'monthly-report', '月报', '/reports/monthly'), item('role-manage', '/sys/role-manage')]),
      created(91, 'crm', '客户', '/crm', { type: 'directory', icon: 'team', list: [created(92, 'crm-list', '客户列表', '/crm/list', { icon: '' })] }),
      item('yewen-train', '/train'),
    ]);
    const sys = routes.find((route) => route.path === '/sys')!;
    expect(sys.children!.slice(0, 3).map((route) => route.path)).toEqual(['/sys/user-manage', '/reports/monthly', '/sys/role-manage']);
    expect(byPath(routes, '/reports/monthly')).toMatchObject({ name: 'menu:monthly-report', meta: { title: '月报', icon: 'link' } });
    expect(byPath(routes, '/reports/monthly')?.meta?.roles).toBeUndefined();
    expect(routes.map((route) => route.path)).toEqual(['/sys', '/crm', '/train', '/discussion', '/saasView']);
    expect(byPath(routes, '/crm')).toMatchObject({ redirect: '/crm/list', meta: { title: '客户', icon: 'team' } });
    expect(byPath(routes, '/crm')?.children?.map((route) => route.meta?.title)).toEqual(['客户列表']);
  });

  it('show the placeholder page at an address of the console, and are a link at an external address', () => {
    const routes = adminRoutes([
      created(93, 'draft', '草稿页', '/drafts'),
      created(94, 'vendor', '供应商门户', 'https://vendor.example.com/portal'),
      created(95, 'empty-dir', '空目录', '/empty', { type: 'directory' }),
    ]);
    const placeholder = byPath(routes, '/drafts')?.component;
    expect(placeholder).toBeDefined();
    expect(Object.values(FEATURE_PAGES)).not.toContain(placeholder);
    expect(byPath(routes, '/drafts')?.meta?.unbuilt).toBe(true);
    expect(byPath(routes, 'https://vendor.example.com/portal')).toMatchObject({ href: 'https://vendor.example.com/portal', meta: { title: '供应商门户' } });
    expect(byPath(routes, 'https://vendor.example.com/portal')?.component).toBeUndefined();
    expect(byPath(routes, '/empty')?.component).toBe(placeholder);
  });

  it('leave the routes of the page list as they are', () => {
    const menu = [item('sys-manage', '/sys', [item('user-manage', '/sys/user-manage')])];
    expect(adminRoutes(menu)).toEqual(decorateFromMenu(filterRoutes(ASYNC_ROUTES, ['admin']), menu));
    expect(flattenRoutes(adminRoutes(menu)).filter((route) => route.name?.startsWith('menu:'))).toEqual([]);
  });
});
