import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PermType } from '@console/contract';
import { menus } from '../menu/menu.table.ts';
import { roles } from '../roles/roles.table.ts';
import { users } from '../users/users.table.ts';

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('product_categories_name_lower_key').on(sql`lower(${t.name})`)]);

export type ProductCategoryRow = typeof productCategories.$inferSelect;

/** An application of the console; its `appId` is the `app_id` of its menus and the route name the web app opens. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  appId: text('app_id').notNull(),
  productName: text('product_name').notNull(),
  productBackUrl: text('product_back_url').notNull().default(''),
  categoryId: integer('category_id').references(() => productCategories.id),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  description: text('description').notNull().default(''),
  /** The application this one is a sub-application of. */
  parentId: integer('parent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('products_app_id_lower_key').on(sql`lower(${t.appId})`),
  foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }),
  index('products_category_idx').on(t.categoryId),
  index('products_parent_idx').on(t.parentId),
]);

export type ProductRow = typeof products.$inferSelect;

/** Applications granted to a user directly. */
export const userProducts = pgTable('user_products', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('user_products_product_idx').on(t.productId)]);

/** Applications granted to every holder of a role. */
export const roleProducts = pgTable('role_products', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.productId] }), index('role_products_product_idx').on(t.productId)]);

/** The applications on a user's top bar, in the user's order. */
export const userPinnedProducts = pgTable('user_pinned_products', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('user_pinned_products_product_idx').on(t.productId)]);

/** An application's own name for a permission type of one of its menus. */
export const productPermAliases = pgTable('product_perm_aliases', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  permType: text('perm_type').$type<PermType>().notNull(),
  alias: text('alias').notNull(),
}, (t) => [primaryKey({ columns: [t.productId, t.menuId, t.permType] }), index('product_perm_aliases_menu_idx').on(t.menuId)]);

/** An application offered to customer accounts, with its per-product data. */
export const saasProducts = pgTable('saas_products', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().unique().references(() => products.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  data: jsonb('data').$type<Record<string, string | number | boolean>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SaasProductRow = typeof saasProducts.$inferSelect;

/** The SaaS product (theme) a customer account chose last on 主题选择: the shell opens it again. */
export const saasThemeChoices = pgTable('saas_theme_choices', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  saasProductId: integer('saas_product_id').notNull().references(() => saasProducts.id, { onDelete: 'cascade' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('saas_theme_choices_product_idx').on(t.saasProductId)]);

/** The key an application calls the platform with (HTTP Basic: its appId and this key); only a hash is kept. */
export const applicationKeys = pgTable('application_keys', {
  productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('application_keys_hash_key').on(t.keyHash)]);

/** The secret an application signs sign-in links with (`/user/loginSign`): sealed, since checking an HMAC needs it in clear. */
export const applicationSignInSecrets = pgTable('application_sign_in_secrets', {
  productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});
