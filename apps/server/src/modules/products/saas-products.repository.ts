import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { products, saasProducts, type SaasProductRow } from './products.table.ts';

export type SaasProductListRow = SaasProductRow & { appId: string; productName: string };

async function select(db: Db, where: SQL | undefined): Promise<SaasProductListRow[]> {
  const rows = await db
    .select({ saas: saasProducts, appId: products.appId, productName: products.productName })
    .from(saasProducts)
    .innerJoin(products, eq(products.id, saasProducts.productId))
    .where(where)
    .orderBy(asc(saasProducts.sort), asc(saasProducts.id));
  return rows.map(({ saas, ...product }) => ({ ...saas, ...product }));
}

export const allRows = (db: Db) => select(db, undefined);

export async function rowById(db: Db, id: number): Promise<SaasProductListRow | undefined> {
  return (await select(db, eq(saasProducts.id, id)))[0];
}

/** The SaaS product of an application, when both are enabled. */
export async function enabledByAppId(db: Db, appId: string): Promise<SaasProductListRow | undefined> {
  const ofApp = sql`lower(${products.appId}) = lower(${appId})`;
  return (await select(db, and(ofApp, eq(products.enabled, true), eq(saasProducts.enabled, true))))[0];
}

export async function existsForProduct(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: saasProducts.id }).from(saasProducts).where(eq(saasProducts.productId, productId)).limit(1);
  return row !== undefined;
}

export async function idsOfProducts(db: Db, productIds: number[]): Promise<number[]> {
  const rows = await db.select({ id: saasProducts.id }).from(saasProducts).where(inArray(saasProducts.productId, productIds));
  return rows.map((row) => row.id);
}
