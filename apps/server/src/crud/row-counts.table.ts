import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts of large tables (`users`), kept by statement triggers (migration 0004) so that
 * an unfiltered list reads its total without scanning the table.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
});
