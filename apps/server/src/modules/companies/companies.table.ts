import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** The administrative divisions of GB/T 2260 (province, city, county), loaded from a data package at seeding. */
export const regions = pgTable('regions', {
  code: varchar('code', { length: 6 }).primaryKey(),
  name: text('name').notNull(),
  /** From the province down: 广东省深圳市南山区. */
  fullName: text('full_name').notNull(),
  parentCode: varchar('parent_code', { length: 6 }),
  /** 1 province, 2 city, 3 county. */
  level: smallint('level').notNull(),
}, (t) => [index('regions_parent_idx').on(t.parentCode)]);

/**
 * A company of the library. `labels` holds the qualification labels as bits (label code n is bit
 * n - 1): thirteen flags stay one integer a row, and "any of these" is one `&`.
 */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  creditCode: varchar('credit_code', { length: 18 }).notNull(),
  regionCode: varchar('region_code', { length: 6 }).notNull().references(() => regions.code),
  industry: char('industry', { length: 1 }).notNull(),
  address: text('address').notNull().default(''),
  registeredCapital: numeric('registered_capital', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  foundedOn: date('founded_on'),
  status: text('status').notNull().default('active'),
  labels: integer('labels').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('companies_credit_code_key').on(t.creditCode),
  index('companies_region_idx').on(t.regionCode),
  index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
  index('companies_updated_idx').on(t.updatedAt),
  index('companies_capital_idx').on(t.registeredCapital),
  index('companies_founded_idx').on(t.foundedOn),
]);

export type CompanyRow = typeof companies.$inferSelect;

/**
 * A company's move from one region to another: 迁入 for the regions it reached, 迁出 for those it left.
 * It keeps a copy of the company's labels and industry, kept equal on every write of the company, so
 * that the libraries' commonest filters read the moves alone.
 */
export const companyMigrations = pgTable('company_migrations', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  fromRegion: varchar('from_region', { length: 6 }).notNull(),
  toRegion: varchar('to_region', { length: 6 }).notNull(),
  migratedOn: date('migrated_on').notNull(),
  labels: integer('labels').notNull().default(0),
  industry: char('industry', { length: 1 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('company_migrations_to_idx').on(t.toRegion, t.migratedOn, t.id),
  index('company_migrations_from_idx').on(t.fromRegion, t.migratedOn, t.id),
  index('company_migrations_company_idx').on(t.companyId),
]);

/**
 * A change of a watched field. `regionCode` is the company's region when it changed, so that a
 * region's latest changes are one index range.
 */
export const companyChanges = pgTable('company_changes', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  regionCode: varchar('region_code', { length: 6 }).notNull(),
  field: text('field').notNull(),
  before: text('before').notNull(),
  after: text('after').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('company_changes_company_idx').on(t.companyId, t.id),
  index('company_changes_region_idx').on(t.regionCode, t.id),
]);

/**
 * A company a user follows. Its changes up to `readThrough` count as read (those before the follow,
 * and all of them after 全部已读); a row of `company_change_reads` says otherwise for one change.
 */
export const companyFollows = pgTable('company_follows', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  readThrough: integer('read_through').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.companyId] }),
  index('company_follows_company_idx').on(t.companyId),
  index('company_follows_user_created_idx').on(t.userId, t.createdAt),
]);

/** A user's own read state of one change, where it differs from the follow's `readThrough`. */
export const companyChangeReads = pgTable('company_change_reads', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  changeId: integer('change_id').notNull().references(() => companyChanges.id, { onDelete: 'cascade' }),
  read: boolean('read').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.changeId] }), index('company_change_reads_change_idx').on(t.changeId)]);

/** What a customer main account watches: the region it bought (set by administrators) and its labels (bits, as companies'). */
export const watchConfigs = pgTable('watch_configs', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  regionCode: varchar('region_code', { length: 6 }).references(() => regions.code),
  labels: integer('labels').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
