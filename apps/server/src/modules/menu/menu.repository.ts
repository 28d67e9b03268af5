import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { menus, type MenuRow } from './menu.table.ts';
import { selfAndAncestorIdsIn } from '../../crud/tree.ts';

export function listByApp(db: Db, appId: string): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.appId, appId)).orderBy(asc(menus.sort), asc(menus.id));
}

/** builtinKey → id of the menus already created from the page list. */
export async function builtinIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: menus.id, key: menus.builtinKey }).from(menus).where(isNotNull(menus.builtinKey));
  return new Map(rows.map((row) => [row.key!, row.id]));
}

export async function insertMenu(db: Db, values: typeof menus.$inferInsert): Promise<number> {
  const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
  return row!.id;
}


export async function hasChildren(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
  return row !== undefined;
}

/** Ids of a menu and every menu above it. */
export const selfAndAncestorIds = (db: Db, id: number) => selfAndAncestorIdsIn(db, menus, id);
