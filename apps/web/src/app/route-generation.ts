import { ADMIN_ROLE, isPageName } from '@console/contract';
import { type NavItem } from '@console/contract/menu';
import { flattenMenu } from '../lib/permission-menu.ts';
import type { AppRoute } from '../lib/routes.ts';
import { routeOfMenu } from './routes.tsx';

/** A route shows if it has no roles or the user holds one of them. */
function canSee(route: AppRoute, roles: readonly string[]): boolean {
  const required = route.meta?.roles;
  return !required || required.length === 0 || roles.some((role) => required.includes(role));
}

/** The routes a user may reach: all of them for the admin role, otherwise those whose roles they hold. */
export function filterRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  if (roles.includes(ADMIN_ROLE)) return [...routes];
  return routes
    .filter((route) => canSee(route, roles))
    .map((route) => (route.children ? { ...route, children: filterRoutes(route.children, roles) } : route));
}

/** Title and icon of each route from the server menu item of its first role, where there is one. */
export function decorateFromMenu(routes: readonly AppRoute[], menuList: readonly NavItem[]): AppRoute[] {
  const byName = new Map(flattenMenu(menuList).map((item) => [item.name, item]));
  return routes.map((route) => {
    const item = route.meta?.roles?.[0] ? byName.get(route.meta.roles[0]) : undefined;
    const meta = route.meta && item ? { ...route.meta, title: item.title || route.meta.title, icon: item.icon || route.meta.icon } : route.meta;
    return { ...route, meta, ...(route.children && { children: decorateFromMenu(route.children, menuList) }) };
  });
}

/**
 * The routes with the menus administrators created added where the server menu puts them: every
 * directory and page of the menu that the page list does not have, under the route of its parent
 * and after the page-list sibling it follows there. Page-list routes keep their place and order;
 * one moved below a created directory stays where the page list has it.
 */
export function addCreatedMenus(routes: readonly AppRoute[], menuList: readonly NavItem[]): AppRoute[] {
  const result = [...routes];
  let after = -1;
  for (const item of menuList) {
    if (isPageName(item.name)) {
      const index = result.findIndex((route) => route.path === item.url && !route.href);
      if (index < 0) continue;
      const route = result[index]!;
      if (item.list.length > 0) result[index] = { ...route, children: addCreatedMenus(route.children ?? [], item.list) };
      after = index;
    } else {
      after += 1;
      result.splice(after, 0, routeOfMenu(item, addCreatedMenus([], item.list)));
    }
  }
  return result;
}
