import type { NavItem } from '@console/contract/menu';

/** The stored AllPermissionList (the permission menu of the system application) as one list. */
export function flattenMenu(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.list)]);
}

/** Roles derived from the permission menu: the name of every item in it. */
export function rolesFromMenu(menuList: readonly NavItem[]): string[] {
  return [...new Set(flattenMenu(menuList).map((item) => item.name))];
}

/** Whether a permission type exists for a page url. */
export function hasPermType(permissionList: readonly NavItem[], url: string, permType: string): boolean {
  return flattenMenu(permissionList).some((item) => item.url === url && item.permTypes.includes(permType as never));
}
