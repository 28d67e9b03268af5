import { lazy } from 'react';
import { APPS_VIEW_APP_ID, PAGE_TREE, type PageNode } from '@console/contract';
import type { AppRoute, PageComponent } from './route-types.ts';

const LoginPage = lazy(() => import('../features/login/LoginPage.tsx'));
const HomePage = lazy(() => import('../features/home/HomePage.tsx'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage.tsx'));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage.tsx'));
const MenusPage = lazy(() => import('../features/menus/menus.page.tsx'));
const UsersPage = lazy(() => import('../features/users/users.page.tsx'));
const RolesPage = lazy(() => import('../features/roles/roles.page.tsx'));
const DepartmentsPage = lazy(() => import('../features/departments/departments.page.tsx'));
const DepartmentStaffPage = lazy(() => import('../features/departments/personnel.page.tsx'));
const DomainsPage = lazy(() => import('../features/domains/domains.page.tsx'));
const ProductCategoriesPage = lazy(() => import('../features/product-categories/product-categories.page.tsx'));
const ProductsPage = lazy(() => import('../features/products/products.page.tsx'));
const ProductConfigPage = lazy(() => import('../features/products/product-config.page.tsx'));
const AppsPage = lazy(() => import('../shell/products/AppsPage.tsx'));

/** Pages built so far, by route name; every other page shows the "not built yet" placeholder. */
const PAGES: Record<string, PageComponent> = {
  'menu-manage': MenusPage,
  'user-manage': UsersPage,
  'role-manage': RolesPage,
  'department-manage-list': DepartmentsPage,
  'department-personnel-manage': DepartmentStaffPage,
  'domain-manage': DomainsPage,
  'product-category-manage': ProductCategoriesPage,
  'product-manage': ProductsPage,
  'product-config': ProductConfigPage,
};

/** Route names that differ from the page (role) name. */
const ROUTE_NAMES: Record<string, string> = { 'sys-manage': 'mcc-sys' };
/** Where an area's path leads. */
const REDIRECTS: Record<string, string> = {
  '/sys': '/sys/user-manage',
  '/train': '/train/train-home',
  '/discussion': '/discussion/thematicDiscussion-list',
  '/saasView': '/saasView/saasView',
};
/** Pages that belong under another menu item. */
const ACTIVE_MENU: Record<string, string> = {
  'product-config': '/sys/product-manage',
  'position-config': '/sys/product-manage',
};
/** Areas whose pages carry no role of their own: the area's role decides, or none at all. */
const ROLELESS_CHILDREN = new Set(['yewen-train', 'thematicDiscussion', 'saas']);
const ROLELESS_AREAS = new Set(['saas']);

function fromPage(node: PageNode, parentRoleless: boolean): AppRoute {
  const roleless = parentRoleless || (ROLELESS_AREAS.has(node.name));
  const childrenRoleless = ROLELESS_CHILDREN.has(node.name);
  const isDirectory = node.type === 'directory';
  return {
    path: node.url,
    name: ROUTE_NAMES[node.name] ?? node.name,
    hidden: node.hidden,
    ...(isDirectory ? { redirect: REDIRECTS[node.url] ?? node.children?.[0]?.url } : { component: PAGES[node.name] ?? PlaceholderPage }),
    meta: {
      title: node.title,
      titleEn: node.titleEn,
      icon: node.icon,
      ...(!roleless && { roles: [node.name] }),
      ...(ACTIVE_MENU[node.name] && { activeMenu: ACTIVE_MENU[node.name] }),
    },
    ...(node.children && { children: node.children.map((child) => fromPage(child, childrenRoleless)) }),
  };
}

/** Routes everyone has: sign-in pages, the home page, the full-screen view and the 404 page. */
export const CONSTANT_ROUTES: AppRoute[] = [
  { path: '/login', name: 'login', public: true, hidden: true, component: LoginPage, meta: { title: '登录', titleEn: 'Sign in', notShowMenu: true } },
  { path: '/shortMsg', name: 'shortMsg', public: true, hidden: true, component: PlaceholderPage, meta: { title: '短信登录', titleEn: 'SMS sign-in', notShowMenu: true } },
  { path: '/loginSign', name: 'loginSign', public: true, hidden: true, component: PlaceholderPage, meta: { title: '签名登录', titleEn: 'Signed sign-in', notShowMenu: true } },
  { path: '/authorize', name: 'authorize', public: true, hidden: true, component: PlaceholderPage, meta: { title: '授权', titleEn: 'Authorise', notShowMenu: true } },
  { path: '/relate', name: 'relate', public: true, hidden: true, component: PlaceholderPage, meta: { title: '账号关联', titleEn: 'Link account', notShowMenu: true } },
  { path: '/404', name: '404', hidden: true, component: NotFoundPage, meta: { title: '404', titleEn: '404', notShowMenu: true } },
  {
    path: '/', name: 'dashboard', redirect: '/home',
    children: [{ path: '/home', name: 'home', component: HomePage, meta: { title: '首页', titleEn: 'Home', icon: 'home', affix: true } }],
  },
  { path: '/applications', name: APPS_VIEW_APP_ID, hidden: true, component: AppsPage, meta: { title: '全部应用', titleEn: 'All applications' } },
  { path: '/kTypeScreen', name: 'kTypeScreen', hidden: true, component: PlaceholderPage, meta: { title: 'K型大屏', titleEn: 'K-type screen', notShowMenu: true } },
];

/** Routes shown according to roles: every area and page of the page list. */
export const ASYNC_ROUTES: AppRoute[] = PAGE_TREE.map((node) => fromPage(node, false));
