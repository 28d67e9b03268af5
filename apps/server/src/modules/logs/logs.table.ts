import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LogKind } from '@console/contract';

/**
 * The operation and sign-in log: one row a logged request, written in batches after its answer.
 * Not the audit trail (`audit_log`, append-only): entries here may be deleted by those allowed to.
 */
export const requestLogs = pgTable('request_logs', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<LogKind>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  userId: integer('user_id'),
  username: text('username').notNull().default(''),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  method: text('method').notNull(),
  route: text('route').notNull(),
  path: text('path').notNull(),
  page: text('page').notNull().default(''),
  action: text('action').notNull().default(''),
  status: integer('status').notNull(),
  success: boolean('success').notNull(),
  message: text('message').notNull().default(''),
  durationMs: integer('duration_ms').notNull(),
  body: text('body').notNull().default(''),
  requestId: text('request_id').notNull().default(''),
}, (t) => [
  index('request_logs_kind_at_idx').on(t.kind, t.at),
  index('request_logs_at_idx').on(t.at),
  // Only the short names get a trigram index: one on the routes and addresses, written with every
  // entry, cost a tenth of a write route's throughput; their searches read the newest entries of a kind first.
  index('request_logs_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`).with({ fastupdate: false }),
]);

export type RequestLogRow = typeof requestLogs.$inferSelect;
export type NewRequestLog = typeof requestLogs.$inferInsert;

/**
 * Journal files whose entries are stored, written in the transaction that stores them: a file still
 * on disk after a crash between that commit and its removal is not read back twice.
 */
export const logJournalFiles = pgTable('log_journal_files', {
  name: text('name').primaryKey(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
