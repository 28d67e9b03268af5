import { asc, eq, inArray, sql } from 'drizzle-orm';
import { flattenPages, MESSAGES, PAGE_TREE, PERM_TYPES, SYSTEM_APP_ID, type MenuType, type PageNode, type PermType } from '@console/contract';
import { menusCrud, menuUrlProblem, type MenuOption, type MenuRecord, type MenuTreeItem, type NavItem } from '@console/contract/menu';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { MenuGrants, MenusApi } from './menu.api.ts';
import { products } from '../products/products.table.ts';
import { menus, type MenuRow } from './menu.table.ts';
import * as repo from './menu.repository.ts';

/** The menus of the console's own pages: those seeded from the page list, which its routes and access checks read. */
const systemMenus = sql`${eq(menus.appId, SYSTEM_APP_ID)} and ${inArray(menus.builtinKey, flattenPages().map((page) => page.url))}`;

interface Placed { id: number; parentId: number | null }

/** Rows arranged under their parents, in the order given; rows whose parent is not among them are left out. */
function treeOf<R extends Placed, T>(rows: R[], toItem: (row: R, children: T[]) => T, parentId: number | null = null): T[] {
  return rows.filter((row) => row.parentId === parentId).map((row) => toItem(row, treeOf(rows, toItem, row.id)));
}

function checkUrl(type: MenuType, url: string): void {
  const problem = menuUrlProblem(type, url);
  if (problem) throw badRequest(MESSAGES.invalidField('url', problem));
}

/** The menu trees of the applications; the console's own pages are seeded from the page list and keep what routes rely on. */
export class MenusService extends CrudService<typeof menus, typeof menusCrud> implements MenusApi {
  constructor(db: Db) {
    super(db, menusCrud, {
      table: menus,
      defaultOrder: [asc(menus.sort), asc(menus.id)],
      system: {
        where: systemMenus, fixed: ['name', 'url', 'type', 'permTypes'], messages: MESSAGES.systemRows.menu, named: (row) => [row.title, row.name],
      },
    });
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

    return treeOf<MenuRow, NavItem>(rows.filter((row) => visible.has(row.id)), (row, list) => ({
      id: row.id, name: row.name, title: row.title, url: row.url, icon: row.icon, type: row.type,
      hidden: row.hidden, permTypes: permsOf(row) as PermType[], list,
    }));
  }

  /** Every menu of one application, buttons included, as a tree. */
  async tree(appId: string): Promise<MenuTreeItem[]> {
    return treeOf<MenuRecord, MenuTreeItem>(await this.listByApp(appId), (record, list) => ({ ...record, list }));
  }

  /** Directories and pages of one application: the menus a parent picker offers. */
  async options(appId: string): Promise<MenuOption[]> {
    const rows = (await repo.listByApp(this.db, appId)).filter((row) => row.type !== 'button');
    return treeOf<MenuRow, MenuOption>(rows, (row, children) => ({ id: row.id, title: row.title, name: row.name, type: row.type as MenuOption['type'], children }));
  }

  listByApp(appId: string): Promise<MenuRecord[]> {
    return this.all(eq(menus.appId, appId));
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

  /** The url suits the type, and a new or moved menu's parent is checked. */
  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<MenuRow, typeof menusCrud>): Promise<void> {
    const values = this.valuesOf(fields);
    if (!before) {
      await this.checkParent(tx, values.appId!, values.parentId ?? null);
      return;
    }
    const after = { ...before, ...values };
    checkUrl(after.type, after.url);
    if (after.parentId !== before.parentId) await this.checkParent(tx, before.appId, after.parentId, before.id);
  }

  /** A menu with children stays. Grants and rules go with a menu. */
  protected override async beforeDelete(tx: Db, _actor: Actor, rows: MenuRow[]): Promise<void> {
    for (const menu of rows) {
      if (await repo.hasChildren(tx, menu.id)) throw conflict(MESSAGES.menuHasChildren(menu.title));
    }
  }
}
