import { describe, expect, it } from 'vitest';
import { flattenPages, PAGE_NAMES, PAGE_TREE } from '@console/contract';
import { type NavItem } from '@console/contract/menu';
import { flattenRoutes } from '../lib/routes.ts';
import { decorateFromMenu, filterRoutes } from './route-generation.ts';
import { FEATURE_PAGES } from './features.ts';
import { ASYNC_ROUTES, CONSTANT_ROUTES } from './routes.tsx';

const nav = (name: string, url: string, permTypes: NavItem['permTypes'], list: NavItem[] = [], extra: Partial<NavItem> = {}): NavItem => ({
  id: 0, name, title: name, url, icon: '', type: list.length ? 'directory' : 'page', hidden: false, permTypes, list, ...extra,
});

const names = (routes: ReturnType<typeof filterRoutes>) => flattenRoutes(routes).map((route) => route.name);

describe('the route table', () => {
  it('registers every page of the page list with its name, and its role under the system area', () => {
    const routes = flattenRoutes(ASYNC_ROUTES);
    // A button is a permission inside its page: it has no route, and a page with buttons only is a leaf of the menu.
    expect(routes.find((route) => route.path === '/sys/file-manage/secret')).toBeUndefined();
    for (const path of ['/sys/file-manage', '/sys/webservice-manage', '/sys/open-manage/isv-manage']) {
      expect(routes.find((route) => route.path === path)?.children, path).toBeUndefined();
    }
    for (const page of flattenPages().filter((node) => node.type !== 'button')) {
      const route = routes.find((candidate) => candidate.path === page.url);
      expect(route, page.url).toBeDefined();
    }
    const userManage = routes.find((route) => route.path === '/sys/user-manage')!;
    expect(userManage).toMatchObject({ name: 'user-manage', meta: { roles: ['user-manage'], title: '用户管理' } });
    expect(routes.find((route) => route.path === '/sys/open-manage/isv-manage')?.meta?.roles).toEqual(['isv-manage']);
  });

  it('has the areas of the specification with their names, roles and redirects', () => {
    const byPath = new Map(flattenRoutes([...CONSTANT_ROUTES, ...ASYNC_ROUTES]).map((route) => [route.path, route]));
    expect(byPath.get('/sys')).toMatchObject({ name: 'mcc-sys', redirect: '/sys/user-manage', meta: { roles: ['sys-manage'] } });
    expect(byPath.get('/train')).toMatchObject({ name: 'yewen-train', redirect: '/train/train-home', meta: { roles: ['yewen-train'] } });
    expect(byPath.get('/train/train-home')?.meta?.roles).toBeUndefined();
    expect(byPath.get('/discussion')).toMatchObject({ redirect: '/discussion/thematicDiscussion-list', meta: { roles: ['thematicDiscussion'] } });
    expect(byPath.get('/saasView')).toMatchObject({ hidden: true, redirect: '/saasView/saasView' });
    expect(byPath.get('/saasView/company-manage/library-in')?.meta?.roles).toBeUndefined();
    expect(byPath.get('/sys/product-manage/product-config')).toMatchObject({ hidden: true, meta: { roles: ['product-config'], activeMenu: '/sys/product-manage' } });
    expect(byPath.get('/kTypeScreen')).toMatchObject({ hidden: true, meta: { notShowMenu: true } });
    expect(byPath.get('/')).toMatchObject({ redirect: '/home' });
    expect(byPath.get('/home')?.meta?.affix).toBe(true);
    for (const path of ['/login', '/shortMsg', '/loginSign', '/authorize', '/relate']) expect(byPath.get(path)).toMatchObject({ public: true, hidden: true });
    expect(byPath.get('/404')?.hidden).toBe(true);
  });

  it('gives every page a name of its own', () => {
    expect(new Set(PAGE_NAMES).size).toBe(PAGE_NAMES.length);
    const names = flattenRoutes(ASYNC_ROUTES).map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('marks the pages no feature registers as not built yet', () => {
    const routes = flattenRoutes(ASYNC_ROUTES);
    const byName = (name: string) => routes.find((route) => route.name === name)!;
    expect(byName('user-manage').meta?.unbuilt).toBeUndefined();
    expect(byName('api-docs').meta?.unbuilt).toBeUndefined();
    expect(byName('isv-manage').meta?.unbuilt).toBeUndefined();
    expect(byName('social-manage').meta?.unbuilt).toBeUndefined();
    expect(byName('table-manage').meta?.unbuilt).toBeUndefined();
    expect(byName('train-home').meta?.unbuilt).toBeUndefined();
    expect(byName('test-manage').meta?.unbuilt).toBeUndefined();
    expect(byName('mcc-sys').meta?.unbuilt).toBeUndefined();
    for (const route of routes.filter((candidate) => candidate.component)) {
      expect(route.meta?.unbuilt ?? false, route.name).toBe(!FEATURE_PAGES[route.name!]);
    }
  });

  it('uses the same page names as the server menu tree', () => {
    expect(ASYNC_ROUTES.map((route) => route.path)).toEqual(PAGE_TREE.filter((page) => page.type !== 'button').map((page) => page.url));
  });
});

describe('route generation', () => {
  it('gives the admin role every route', () => {
    expect(filterRoutes(ASYNC_ROUTES, ['admin'])).toEqual(ASYNC_ROUTES);
  });

  it('gives other users the routes whose roles they hold, and routes without roles', () => {
    const visible = names(filterRoutes(ASYNC_ROUTES, ['sys-manage', 'user-manage', 'open-manage', 'isv-manage']));
    expect(visible).toEqual(expect.arrayContaining(['mcc-sys', 'user-manage', 'open-manage', 'isv-manage', 'saasView']));
    for (const hidden of ['role-manage', 'ipblack-manage', 'yewen-train']) expect(visible).not.toContain(hidden);
  });

  it('hides a page whose area the user cannot see', () => {
    expect(names(filterRoutes(ASYNC_ROUTES, ['user-manage']))).not.toContain('user-manage');
  });

  it('takes title and icon from the server menu item of the first role', () => {
    const menu = [nav('user-manage', '/sys/user-manage', ['view'], [], { title: '账号', icon: 'team' })];
    const [decorated] = decorateFromMenu(filterRoutes(ASYNC_ROUTES, ['admin']), menu);
    const userManage = decorated!.children!.find((route) => route.name === 'user-manage')!;
    expect(userManage.meta).toMatchObject({ title: '账号', icon: 'team' });
    expect(decorated!.children!.find((route) => route.name === 'role-manage')!.meta?.title).toBe('角色管理');
  });
});
