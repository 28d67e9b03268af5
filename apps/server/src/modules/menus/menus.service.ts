import { eq, sql } from 'drizzle-orm';
import {
  MESSAGES, PAGE_TREE, PERM_TYPES, menusCrud, menuUrlProblem,
  type MenuOption, type MenuRecord, type MenuTreeItem, type MenuType, type NavItem, type PageNode, type PermType,
} from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { MenuGrants, MenusApi } from './menus.api.ts';
import { products } from '../products/products.table.ts';
import { menus, type MenuRow } from './menus.table.ts';
import * as repo from './menus.repository.ts';

const toRecord = (row: MenuRow): MenuRecord => ({
  id: row.id, parentId: row.parentId, appId: row.appId, name: row.name, title: row.title, url: row.url, icon: row.icon,
  type: row.type, permTypes: row.permTypes as PermType[], sort: row.sort, hidden: row.hidden, builtin: row.builtinKey !== null,
});

/** Rows arranged under their parents, in the order given; rows whose parent is not among them are left out. */
function treeOf<T>(rows: MenuRow[], toItem: (row: MenuRow, children: T[]) => T, parentId: number | null = null): T[] {
  return rows.filter((row) => row.parentId === parentId).map((row) => toItem(row, treeOf(rows, toItem, row.id)));
}

function checkUrl(type: MenuType, url: string): void {
  const problem = menuUrlProblem(type, url);
  if (problem) throw badRequest(MESSAGES.invalidField('url', problem));
}

/** The menu trees of the applications; the console's own pages are seeded from the page list and keep what routes rely on. */
export class MenusService extends CrudService<typeof menus, MenuRecord> implements MenusApi {
  constructor(db: Db) {
    super(db, menusCrud, { table: menus, computed: { builtin: sql<boolean>`${menus.builtinKey} is not null` } });
  }

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

  /** The appId of the application with this numeric id: a client may name an application either way. */
  async appIdOfProduct(id: number): Promise<string> {
    const [product] = await this.db.select({ appId: products.appId }).from(products).where(eq(products.id, id)).limit(1);
    if (!product) throw notFound(MESSAGES.productNotFoundId(id));
    return product.appId;
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

    return treeOf<NavItem>(rows.filter((row) => visible.has(row.id)), (row, list) => ({
      id: row.id, name: row.name, title: row.title, url: row.url, icon: row.icon, type: row.type,
      hidden: row.hidden, permTypes: permsOf(row) as PermType[], list,
    }));
  }

  /** Every menu of one application, buttons included, as a tree. */
  async tree(appId: string): Promise<MenuTreeItem[]> {
    return treeOf<MenuTreeItem>(await repo.listByApp(this.db, appId), (row, list) => ({ ...toRecord(row), list }));
  }

  /** Directories and pages of one application: the menus a parent picker offers. */
  async options(appId: string): Promise<MenuOption[]> {
    const rows = (await repo.listByApp(this.db, appId)).filter((row) => row.type !== 'button');
    return treeOf<MenuOption>(rows, (row, children) => ({ id: row.id, title: row.title, name: row.name, type: row.type as MenuOption['type'], children }));
  }

  async listByApp(appId: string): Promise<MenuRecord[]> {
    return (await repo.listByApp(this.db, appId)).map(toRecord);
  }

  /** A parent exists in the same application and is neither the moving menu nor below it. */
  private async checkParent(db: Db, appId: string, parentId: number | null, movingId?: number): Promise<void> {
    if (parentId === null) return;
    const parent = await this.store.get(db, parentId);
    if (!parent) throw notFound(MESSAGES.menuParentNotFound);
    if (parent.appId !== appId) throw badRequest(MESSAGES.menuParentOtherApp);
    if (parent.type === 'button') throw badRequest(MESSAGES.menuParentButton);
    if (movingId !== undefined && (await repo.selfAndAncestorIds(db, parentId)).includes(movingId)) throw conflict(MESSAGES.menuCycle);
  }

  /** The application stays; a built-in menu keeps the name, url and type the console's routes and access checks use. */
  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<MenuRow>): Promise<void> {
    const values = this.valuesOf(fields) as Partial<MenuRow>;
    if (!before) {
      await this.checkParent(tx, values.appId!, values.parentId ?? null);
      return;
    }
    const after = { ...before, ...values };
    const fixedChanged = after.name !== before.name || after.url !== before.url || after.type !== before.type;
    if (before.builtinKey !== null && fixedChanged) throw conflict(MESSAGES.builtinMenuFixed(before.title));
    checkUrl(after.type, after.url);
    if (after.parentId !== before.parentId) await this.checkParent(tx, before.appId, after.parentId, before.id);
  }

  /** A menu with children stays; a built-in one would come back at the next start, so it stays too. Grants and rules go with a menu. */
  protected override async beforeDelete(tx: Db, _actor: Actor, rows: MenuRow[]): Promise<void> {
    for (const menu of rows) {
      if (menu.builtinKey !== null) throw conflict(MESSAGES.builtinMenuUndeletable(menu.title));
      if (await repo.hasChildren(tx, menu.id)) throw conflict(MESSAGES.menuHasChildren(menu.title));
    }
  }
}
