import {
  MESSAGES, PAGE_TREE, PERM_TYPES, menuUrlProblem,
  type MenuOption, type MenuRecord, type MenuTreeItem, type MenuType, type NavItem, type PageNode, type PermType,
} from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { menus, type MenuRow } from './menus.table.ts';
import * as repo from './menus.repository.ts';

/** Permission types granted to a caller per menu id; `all` for the admin role. */
export type MenuGrants = 'all' | Map<number, readonly string[]>;

const store = new AuditedStore(menus, 'menu');

export interface MenuFields {
  parentId?: number | null;
  name?: string;
  title?: string;
  url?: string | null;
  icon?: string | null;
  type?: MenuType;
  permTypes?: PermType[];
  sort?: number;
  hidden?: boolean;
}

/** Table columns of the fields a form sends: a blank url or icon is stored empty. */
const columnsOf = ({ url, icon, ...fields }: MenuFields) => ({
  ...fields,
  ...(url !== undefined && { url: url ?? '' }),
  ...(icon !== undefined && { icon: icon ?? '' }),
});

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

  async info(id: number): Promise<MenuRecord> {
    const row = await store.get(this.db, id);
    if (!row) throw notFound(MESSAGES.menuNotFound(id));
    return toRecord(row);
  }

  /** A parent exists in the same application and is neither the moving menu nor below it. */
  private async checkParent(db: Db, appId: string, parentId: number | null, movingId?: number): Promise<void> {
    if (parentId === null) return;
    const parent = await store.get(db, parentId);
    if (!parent) throw notFound(MESSAGES.menuParentNotFound);
    if (parent.appId !== appId) throw badRequest(MESSAGES.menuParentOtherApp);
    if (parent.type === 'button') throw badRequest(MESSAGES.menuParentButton);
    if (movingId !== undefined && (await repo.selfAndAncestorIds(db, parentId)).includes(movingId)) throw conflict(MESSAGES.menuCycle);
  }

  private async checkNameFree(db: Db, appId: string, name: string, exceptId?: number): Promise<void> {
    if (await repo.nameTaken(db, appId, name, exceptId)) throw conflict(MESSAGES.menuNameTaken(name));
  }

  create(actor: Actor, body: MenuFields & { appId: string; name: string; title: string; type: MenuType }): Promise<MenuRecord> {
    return this.db.transaction(async (tx) => {
      await this.checkParent(tx, body.appId, body.parentId ?? null);
      await this.checkNameFree(tx, body.appId, body.name);
      const row = await store.create(tx, actor, { ...columnsOf(body), appId: body.appId, name: body.name, title: body.title, type: body.type });
      return toRecord(row);
    });
  }

  /** The application stays; a built-in menu keeps the name, url and type the console's routes and access checks use. */
  update(actor: Actor, id: number, fields: MenuFields): Promise<MenuRecord> {
    return this.db.transaction(async (tx) => {
      const before = await store.get(tx, id);
      if (!before) throw notFound(MESSAGES.menuNotFound(id));
      const { id: _id, builtinKey, ...after } = { ...before, ...columnsOf(fields) };
      const fixedChanged = after.name !== before.name || after.url !== before.url || after.type !== before.type;
      if (builtinKey !== null && fixedChanged) throw conflict(MESSAGES.builtinMenuFixed(before.title));
      checkUrl(after.type, after.url);
      if (after.parentId !== before.parentId) await this.checkParent(tx, before.appId, after.parentId, id);
      if (after.name !== before.name) await this.checkNameFree(tx, before.appId, after.name, id);
      return toRecord((await store.update(tx, actor, id, after))!);
    });
  }

  /** Deletes menus without children; a built-in one would come back at the next start, so it stays. Grants and rules go with a menu. */
  delete(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      for (const menu of await store.getMany(tx, ids)) {
        if (menu.builtinKey !== null) throw conflict(MESSAGES.builtinMenuUndeletable(menu.title));
        if (await repo.hasChildren(tx, menu.id)) throw conflict(MESSAGES.menuHasChildren(menu.title));
      }
      return store.deleteByIds(tx, actor, ids);
    });
  }
}
