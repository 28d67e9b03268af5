import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PermType } from '@console/contract';
import { countIn, type ListSpec } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { menus } from '../menus/menus.table.ts';
import { productCategories, productPermAliases, products, type ProductRow } from './products.table.ts';
import { selfAndAncestorIdsIn } from '../../crud/tree.ts';

export async function appIdTaken(db: Db, appId: string, exceptId?: number): Promise<boolean> {
  const sameAppId = sql`lower(${products.appId}) = lower(${appId})`;
  const [row] = await db.select({ id: products.id }).from(products).where(exceptId ? and(sameAppId, ne(products.id, exceptId)) : sameAppId).limit(1);
  return row !== undefined;
}

const parents = alias(products, 'parent');

export type ProductListRow = ProductRow & { categoryName: string | null; parentName: string | null };

function selectListRows(db: Db) {
  return db
    .select({ product: products, categoryName: productCategories.name, parentName: parents.productName })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(parents, eq(parents.id, products.parentId));
}

const toListRow = ({ product, ...names }: { product: ProductRow; categoryName: string | null; parentName: string | null }): ProductListRow => ({ ...product, ...names });

export type ProductSort = 'id' | 'sort' | 'productName' | 'appId' | 'createdAt';

/** The application list: one page of applications with their category's and parent's names. */
export function productList(db: Db): ListSpec<ProductListRow, ProductSort> {
  return {
    sortable: { id: products.id, sort: products.sort, productName: products.productName, appId: products.appId, createdAt: products.createdAt },
    defaultOrder: [asc(products.sort), asc(products.id)],
    count: countIn(db, products),
    rows: async (where, orderBy, limit, offset) =>
      (await selectListRows(db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toListRow),
  };
}

export async function allListRows(db: Db): Promise<ProductListRow[]> {
  return (await selectListRows(db).orderBy(asc(products.sort), asc(products.id))).map(toListRow);
}

export async function listRowById(db: Db, id: number): Promise<ProductListRow | undefined> {
  const [row] = await selectListRows(db).where(eq(products.id, id)).limit(1);
  return row && toListRow(row);
}

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
