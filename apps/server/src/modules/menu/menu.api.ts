import type { MenuTreeItem, NavItem } from '@console/contract/menu';

/** Permission types granted to a caller per menu id; `all` for the admin role. */
export type MenuGrants = 'all' | Map<number, readonly string[]>;

/** What the menus module offers the others: the menu trees a caller sees or may grant. */
export interface MenusApi {
  navFor(appId: string, grants: MenuGrants): Promise<NavItem[]>;
  tree(appId: string): Promise<MenuTreeItem[]>;
}

declare module '../../module.ts' {
  interface Services {
    menus: MenusApi;
  }
}
