import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DictColor } from '@console/contract/dicts';
import { products } from '../products/products.table.ts';

export const dicts = pgTable('dicts', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('dicts_type_lower_key').on(sql`lower(${t.type})`)]);

export type DictRow = typeof dicts.$inferSelect;

export const dictEntries = pgTable('dict_entries', {
  id: serial('id').primaryKey(),
  dictId: integer('dict_id').notNull().references(() => dicts.id),
  label: text('label').notNull(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  color: text('color').$type<DictColor>().notNull().default('default'),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('dict_entries_dict_value_key').on(t.dictId, t.value), index('dict_entries_dict_sort_idx').on(t.dictId, t.sort)]);

/** The occupation entries an application offers (its position configuration). */
export const productPositions = pgTable('product_positions', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  entryId: integer('entry_id').notNull().references(() => dictEntries.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.productId, t.entryId] }), index('product_positions_entry_idx').on(t.entryId)]);
