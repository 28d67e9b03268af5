import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SAAS_AREA_PATH } from '@console/contract';
import type { CustomerAccount } from '../../http/access.ts';
import type { Db } from '../../platform/database.ts';
import { menus } from '../menu/menu.table.ts';
import { heldBy, roles } from '../roles/roles.table.ts';
import { users } from '../users/users.table.ts';
import { productCategories, products, roleProducts, userPinnedProducts, userProducts } from './products.table.ts';

/**
 * Who asks: an admin may use every application in use, anyone else those granted to them, and a
 * sub-account only those its main account may use too.
 */
export interface ProductUser {
  userId: number;
  isAdmin: boolean;
  customer?: CustomerAccount | null;
}

/** Columns of the outer `products` row, qualified: drizzle leaves columns of a single-table select unqualified. */
const outer = {
  id: sql.raw('"products"."id"'),
  enabled: sql.raw('"products"."enabled"'),
  categoryId: sql.raw('"products"."category_id"'),
};

/** An application is in use when it is enabled and so is its category, if it has one. */
const inUse = sql`(${outer.enabled} and (${outer.categoryId} is null
  or exists (select 1 from ${productCategories} category where category.id = ${outer.categoryId} and category.enabled)))`;

/** Granted to the user directly or to one of the user's enabled roles. */
const grantedTo = (userId: number) => sql`(exists (select 1 from ${userProducts} direct where direct.user_id = ${userId} and direct.product_id = ${outer.id})
  or exists (select 1 from ${roleProducts} granted
    join ${roles} on ${roles.id} = granted.role_id and ${roles.enabled} and ${heldBy(userId)}
    where granted.product_id = ${outer.id}))`;

/** Not opened in the customers' area, whose pages answer customer accounts only. */
const openToStaff = sql`not starts_with(${products.productBackUrl}, ${`${SAAS_AREA_PATH}/`})`;

/** The applications a user may use, as a condition on `products`: staff are not offered those only customers can open. */
export function usableBy(user: ProductUser): SQL {
  if (user.isAdmin) return user.customer ? inUse : sql`(${inUse} and ${openToStaff})`;
  if (!user.customer) return sql`(${inUse} and ${grantedTo(user.userId)} and ${openToStaff})`;
  const mainAccountId = user.customer?.mainAccountId;
  const withinMain = mainAccountId == null ? sql`` : sql` and ${grantedTo(mainAccountId)}`;
  return sql`(${inUse} and ${grantedTo(user.userId)}${withinMain})`;
}

export type UsableProduct = Pick<typeof products.$inferSelect, 'id' | 'appId' | 'productName' | 'productBackUrl' | 'icon' | 'categoryId' | 'parentId'>;

const usableColumns = {
  id: products.id, appId: products.appId, productName: products.productName, productBackUrl: products.productBackUrl,
  icon: products.icon, categoryId: products.categoryId, parentId: products.parentId,
};

/** Every application the user may use, in display order. */
export function usableProducts(db: Db, user: ProductUser): Promise<UsableProduct[]> {
  return db.select(usableColumns).from(products).where(usableBy(user)).orderBy(asc(products.sort), asc(products.id));
}

/** The user's pinned applications they may still use, in their order. */
export function pinnedProducts(db: Db, user: ProductUser): Promise<UsableProduct[]> {
  return db
    .select(usableColumns)
    .from(userPinnedProducts)
    .innerJoin(products, eq(products.id, userPinnedProducts.productId))
    .where(and(eq(userPinnedProducts.userId, user.userId), usableBy(user)))
    .orderBy(asc(userPinnedProducts.position));
}

export async function pinnedIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userPinnedProducts.productId }).from(userPinnedProducts).where(eq(userPinnedProducts.userId, userId));
  return rows.map((row) => row.id);
}

export async function replacePins(db: Db, userId: number, productIds: number[]): Promise<void> {
  await db.delete(userPinnedProducts).where(eq(userPinnedProducts.userId, userId));
  if (productIds.length > 0) await db.insert(userPinnedProducts).values(productIds.map((productId, position) => ({ userId, productId, position })));
}

export function enabledCategories(db: Db) {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.enabled, true))
    .orderBy(asc(productCategories.sort), asc(productCategories.id));
}

export function productNames(db: Db, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.select({ id: products.id, productName: products.productName }).from(products).where(inArray(products.id, ids));
}

/** Whether a user exists among the rows a condition lets through (none: every user). */
export async function userWithin(db: Db, userId: number, scope: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), scope)).limit(1);
  return row !== undefined;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

export async function directGrantsOf(db: Db, userId: number): Promise<number[]> {
  return ids(await db.select({ id: userProducts.productId }).from(userProducts).where(eq(userProducts.userId, userId)));
}

/** Applications granted to the user's enabled roles. */
export async function roleGrantsOfUser(db: Db, userId: number): Promise<number[]> {
  return ids(await db
    .selectDistinct({ id: roleProducts.productId })
    .from(roleProducts)
    .innerJoin(roles, and(eq(roles.id, roleProducts.roleId), eq(roles.enabled, true), heldBy(userId))));
}

export async function grantsOfRole(db: Db, roleId: number): Promise<number[]> {
  return ids(await db.select({ id: roleProducts.productId }).from(roleProducts).where(eq(roleProducts.roleId, roleId)));
}

export async function replaceUserGrants(db: Db, userId: number, productIds: number[]): Promise<void> {
  await db.delete(userProducts).where(eq(userProducts.userId, userId));
  if (productIds.length > 0) await db.insert(userProducts).values(productIds.map((productId) => ({ userId, productId })));
}

export async function replaceRoleGrants(db: Db, roleId: number, productIds: number[]): Promise<void> {
  await db.delete(roleProducts).where(eq(roleProducts.roleId, roleId));
  if (productIds.length > 0) await db.insert(roleProducts).values(productIds.map((productId) => ({ roleId, productId })));
}

/** Pages (menus of type page) of each application's menu tree. */
const pageCount = sql<number>`(select cast(count(*) as integer) from ${menus} page where page.app_id = ${products.appId} and page.type = 'page')`;

/** Every application with whether the role is granted it and how many pages it has. */
export function productGrantsOfRole(db: Db, roleId: number) {
  return db
    .select({
      id: products.id, appId: products.appId, productName: products.productName, categoryName: productCategories.name,
      granted: sql<boolean>`${roleProducts.roleId} is not null`, pageCount,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(roleProducts, and(eq(roleProducts.productId, products.id), eq(roleProducts.roleId, roleId)))
    .orderBy(asc(products.sort), asc(products.id));
}
