import { PAGE_TREE, PERM_TYPES, type NavItem, type PageNode, type PermType } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import type { MenuRow } from './menus.table.ts';
import * as repo from './menus.repository.ts';

/** Permission types granted to a caller per menu id; `all` for the admin role. */
export type MenuGrants = 'all' | Map<number, readonly string[]>;

export class MenusService {
  constructor(private readonly db: Db) {}

  /**
   * Adds the pages of the page list that are not in the menu table yet. Menus created earlier are
   * left as administrators edited them.
   */
  async seedPages(tx: Db, appId: string, pages: readonly PageNode[] = PAGE_TREE): Promise<void> {
    const existing = await repo.builtinIds(tx);
    const visit = async (nodes: readonly PageNode[], parentId: number | null) => {
      for (const [index, node] of nodes.entries()) {
        const key = node.url;
        let id = existing.get(key);
        if (id === undefined) {
          id = await repo.insertMenu(tx, {
            parentId, appId, name: node.name, title: node.title, url: node.url, icon: node.icon ?? '',
            type: node.type ?? 'page', permTypes: [...(node.perms ?? PERM_TYPES)], sort: index, hidden: node.hidden ?? false,
            builtinKey: key,
          });
        }
        await visit(node.children ?? [], id);
      }
    };
    await visit(pages, null);
  }

  /** The menu tree a caller may see in one application: granted menus and the directories above them. */
  async navFor(appId: string, grants: MenuGrants): Promise<NavItem[]> {
    const rows = (await repo.listByApp(this.db, appId)).filter((row) => row.type !== 'button');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const permsOf = (row: MenuRow): string[] =>
      grants === 'all' ? row.permTypes : (grants.get(row.id) ?? []).filter((perm) => row.permTypes.includes(perm));

    const visible = new Set<number>();
    for (const row of rows) {
      if (grants !== 'all' && !grants.has(row.id)) continue;
      for (let current: MenuRow | undefined = row; current && !visible.has(current.id); current = byId.get(current.parentId ?? -1)) {
        visible.add(current.id);
      }
    }

    const build = (parentId: number | null): NavItem[] =>
      rows
        .filter((row) => row.parentId === parentId && visible.has(row.id))
        .map((row) => ({
          id: row.id, name: row.name, title: row.title, url: row.url, icon: row.icon, type: row.type,
          hidden: row.hidden, permTypes: permsOf(row) as PermType[], list: build(row.id),
        }));
    return build(null);
  }
}
