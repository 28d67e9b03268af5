import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PermType } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { menus } from '../menu/menu.table.ts';
import { productPermAliases, products, type ProductRow } from './products.table.ts';
import { selfAndAncestorIdsIn } from '../../crud/tree.ts';

/** Ids of an application and every application above it. */
export const selfAndAncestorIds = (db: Db, id: number) => selfAndAncestorIdsIn(db, products, id);

/** The first of these applications that has a sub-application, if any. */
export async function firstWithChildren(db: Db, ids: number[]): Promise<ProductRow | undefined> {
  const children = alias(products, 'child');
  const [row] = await db.select({ product: products }).from(products)
    .innerJoin(children, eq(children.parentId, products.id))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .limit(1);
  return row?.product;
}

export function menusByIds(db: Db, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.select({ id: menus.id, appId: menus.appId, permTypes: menus.permTypes }).from(menus).where(inArray(menus.id, ids));
}

export function aliasesOf(db: Db, productId: number) {
  return db
    .select({ menuId: productPermAliases.menuId, permType: productPermAliases.permType, alias: productPermAliases.alias })
    .from(productPermAliases)
    .where(eq(productPermAliases.productId, productId))
    .orderBy(asc(productPermAliases.menuId), asc(productPermAliases.permType));
}

export async function upsertAliases(db: Db, productId: number, aliases: { menuId: number; permType: PermType; alias: string }[]): Promise<void> {
  if (aliases.length === 0) return;
  await db.insert(productPermAliases).values(aliases.map((entry) => ({ productId, ...entry })))
    .onConflictDoUpdate({ target: [productPermAliases.productId, productPermAliases.menuId, productPermAliases.permType], set: { alias: sql`excluded.alias` } });
}

export async function deleteAliases(db: Db, productId: number, keys: { menuId: number; permType: PermType }[]): Promise<void> {
  if (keys.length === 0) return;
  const matchesKey = or(...keys.map((key) => and(eq(productPermAliases.menuId, key.menuId), eq(productPermAliases.permType, key.permType))));
  await db.delete(productPermAliases).where(and(eq(productPermAliases.productId, productId), matchesKey));
}
