import { lazy } from 'react';
import { APPS_VIEW_APP_ID, isExternalUrl, PAGE_TREE, routeNameOf, routeRolesOf, type PageNode } from '@console/contract';
import { type NavItem } from '@console/contract/menu';
import { MESSAGE_CENTRE_PATH, type AppRoute, type PageComponent } from '../lib/routes.ts';
import { FEATURE_PAGES, pageOf } from './features.ts';

const PlaceholderPage = pageOf('placeholder', () => import('../features/placeholder/placeholder-page.tsx'));
const AppsPage = lazy(() => import('../shell/products/apps-page.tsx'));

/** The page a feature registered under the route name; pages not built yet show the placeholder. */
const pageFor = (name: string): PageComponent => FEATURE_PAGES[name] ?? PlaceholderPage;

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
function fromPage(node: PageNode, parentRoleless: boolean): AppRoute {
  const { roles, childrenRoleless } = routeRolesOf(node, parentRoleless);
  const isDirectory = node.type === 'directory';
  // A button is a permission inside its page, never a route of its own: a page with buttons only is a leaf.
  const routed = node.children?.filter((child) => child.type !== 'button') ?? [];
  return {
    path: node.url,
    name: routeNameOf(node.name),
    hidden: node.hidden,
    ...(isDirectory ? { redirect: REDIRECTS[node.url] ?? node.children?.[0]?.url } : { component: pageFor(node.name) }),
    meta: {
      title: node.title,
      titleEn: node.titleEn,
      icon: node.icon,
      ...(!isDirectory && !FEATURE_PAGES[node.name] && { unbuilt: true }),
      ...(roles && { roles }),
      ...(ACTIVE_MENU[node.name] && { activeMenu: ACTIVE_MENU[node.name] }),
    },
    ...(routed.length > 0 && { children: routed.map((child) => fromPage(child, childrenRoleless)) }),
  };
}

/** Routes everyone has: sign-in pages, the home page, the message centre, the full-screen view and the 404 page. */
export const CONSTANT_ROUTES: AppRoute[] = [
  { path: '/login', name: 'login', public: true, hidden: true, component: pageFor('login'), meta: { title: '登录', titleEn: 'Sign in', notShowMenu: true } },
  { path: '/shortMsg', name: 'shortMsg', public: true, hidden: true, component: pageFor('shortMsg'), meta: { title: '短信登录', titleEn: 'SMS sign-in', notShowMenu: true } },
  { path: '/loginSign', name: 'loginSign', public: true, hidden: true, component: pageFor('loginSign'), meta: { title: '签名登录', titleEn: 'Signed sign-in', notShowMenu: true } },
  { path: '/authorize', name: 'authorize', public: true, hidden: true, component: pageFor('authorize'), meta: { title: '授权', titleEn: 'Authorise', notShowMenu: true } },
  { path: '/relate', name: 'relate', public: true, hidden: true, component: pageFor('relate'), meta: { title: '账号关联', titleEn: 'Link account', notShowMenu: true } },
  { path: '/404', name: '404', hidden: true, component: pageFor('404'), meta: { title: '404', titleEn: '404', notShowMenu: true } },
  {
    path: '/', name: 'dashboard', redirect: '/home',
    children: [
      { path: '/home', name: 'home', component: pageFor('home'), meta: { title: '首页', titleEn: 'Home', icon: 'home', affix: true } },
      { path: MESSAGE_CENTRE_PATH, name: 'message-center', hidden: true, component: pageFor('message-center'), meta: { title: '消息中心', titleEn: 'Messages' } },
    ],
  },
  { path: '/applications', name: APPS_VIEW_APP_ID, hidden: true, component: AppsPage, meta: { title: '全部应用', titleEn: 'All applications' } },
  { path: '/kTypeScreen', name: 'kTypeScreen', hidden: true, component: pageFor('kTypeScreen'), meta: { title: 'K型大屏', titleEn: 'K-type screen', notShowMenu: true } },
];

/** Routes shown according to roles: every area and page of the page list (a permission standing alone is no route). */
export const ASYNC_ROUTES: AppRoute[] = PAGE_TREE.filter((node) => node.type !== 'button').map((node) => fromPage(node, false));

/**
 * The route of a menu an administrator created (one the page list does not have), with the routes of
 * its children. No feature implements it: a page of the console shows the placeholder, a page at an
 * external address is a link opened in a new tab, and a directory leads to its first page.
 */
export function routeOfMenu(item: NavItem, children: AppRoute[]): AppRoute {
  const route: AppRoute = {
    path: item.url,
    // Apart from the page list's names and the applications' ids, which name routes too.
    name: `menu:${item.name}`,
    hidden: item.hidden,
    meta: { title: item.title, ...(item.icon && { icon: item.icon }) },
  };
  if (item.type === 'page' && isExternalUrl(item.url)) return { ...route, href: item.url };
  const first = children.find((child) => !child.hidden && !child.href);
  if (first) return { ...route, children, redirect: first.path };
  return { ...route, ...(children.length > 0 && { children }), component: PlaceholderPage, meta: { ...route.meta!, unbuilt: true } };
}
