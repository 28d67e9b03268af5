import { ADMIN_ROLE, type NavItem } from '@console/contract';
import type { AppRoute } from './route-types.ts';

/** A route shows if it has no roles or the user holds one of them. */
export function canSee(route: AppRoute, roles: readonly string[]): boolean {
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

export function flattenMenu(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.list)]);
}

/** Roles derived from the permission menu of the system application: the name of every item in it. */
export function rolesFromMenu(menuList: readonly NavItem[]): string[] {
  return [...new Set(flattenMenu(menuList).map((item) => item.name))];
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

export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** Stored AllPermissionList helper: whether a permission type exists for a page url. */
export function hasPermType(permissionList: readonly NavItem[], url: string, permType: string): boolean {
  return flattenMenu(permissionList).some((item) => item.url === url && item.permTypes.includes(permType as never));
}
