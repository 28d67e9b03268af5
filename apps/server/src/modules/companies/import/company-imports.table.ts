import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportRowError, ImportState } from '@console/contract/companies';
import { users } from '../../users/users.table.ts';

/**
 * An import of a company file, from its preview to its end. The file waits in `file_path` (below the
 * data folder) between the preview and the commit; the row outlives it so that its result stays readable.
 */
export const companyImports = pgTable('company_imports', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  kind: text('kind').$type<'xlsx' | 'csv'>().notNull(),
  mode: text('mode').$type<'insert' | 'upsert'>(),
  state: text('state').$type<ImportState>().notNull(),
  total: integer('total').notNull().default(0),
  valid: integer('valid').notNull().default(0),
  invalid: integer('invalid').notNull().default(0),
  existing: integer('existing').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  inserted: integer('inserted').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
  sample: jsonb('sample').$type<Record<string, string>[]>().notNull().default([]),
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('company_imports_state_updated_idx').on(t.state, t.updatedAt)]);

export type CompanyImportRow = typeof companyImports.$inferSelect;
