import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { countIn, type ListSpec } from '../../crud/listing.ts';
import { productCategories, products, type ProductCategoryRow } from './products.table.ts';

const sameName = (name: string) => sql`lower(${productCategories.name}) = lower(${name})`;

export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const where = exceptId ? and(sameName(name), ne(productCategories.id, exceptId)) : sameName(name);
  const [row] = await db.select({ id: productCategories.id }).from(productCategories).where(where).limit(1);
  return row !== undefined;
}

/** The outer row's id, qualified: drizzle leaves columns of a single-table select unqualified. */
const outerId = sql.raw('"product_categories"."id"');
const productCount = sql<number>`(select cast(count(*) as integer) from ${products} p where p.category_id = ${outerId})`;

export type ProductCategoryListRow = ProductCategoryRow & { productCount: number };

function select(db: Db, where: SQL | undefined) {
  return db.select({ row: productCategories, productCount }).from(productCategories).where(where);
}

const toListRow = ({ row, productCount: count }: { row: ProductCategoryRow; productCount: number }): ProductCategoryListRow => ({ ...row, productCount: count });

export type ProductCategorySort = 'id' | 'sort' | 'name' | 'createdAt';

export function categoryList(db: Db): ListSpec<ProductCategoryListRow, ProductCategorySort> {
  return {
    sortable: { id: productCategories.id, sort: productCategories.sort, name: productCategories.name, createdAt: productCategories.createdAt },
    defaultOrder: [asc(productCategories.sort), asc(productCategories.id)],
    count: countIn(db, productCategories),
    rows: async (where, orderBy, limit, offset) => (await select(db, where).orderBy(...orderBy).limit(limit).offset(offset)).map(toListRow),
  };
}

export async function listRowById(db: Db, id: number): Promise<ProductCategoryListRow | undefined> {
  const [row] = await select(db, eq(productCategories.id, id)).limit(1);
  return row && toListRow(row);
}

export async function listRowsByIds(db: Db, ids: number[]): Promise<ProductCategoryListRow[]> {
  return ids.length === 0 ? [] : (await select(db, inArray(productCategories.id, ids))).map(toListRow);
}

export function categoryOptions(db: Db) {
  return db.select({ id: productCategories.id, name: productCategories.name, enabled: productCategories.enabled })
    .from(productCategories).orderBy(asc(productCategories.sort), asc(productCategories.id));
}
