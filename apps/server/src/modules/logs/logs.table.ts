import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LogKind } from '@console/contract/logs';

/**
 * The operation and sign-in log: one row a logged request, written in batches after its answer. Each
 * row is sealed when written (`log-chain.ts`): its place in the one chain of entries (`seq`), the
 * fingerprint of the key that sealed it, the previous entry's seal and its own, a keyed SHA-256 over
 * every other column. Triggers (migration 0038) refuse entries without a seal, any change of a sealed
 * entry and the removal of one younger than 180 days.
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
  /** The entry's place in the chain, from 1 without gaps; null only for entries from before the chain not sealed yet. */
  seq: bigint('seq', { mode: 'number' }),
  /** Which key sealed it (a fingerprint, not the key). */
  keyId: text('key_id'),
  /** The seal of the entry before it in the chain ('' for the first of a stretch). */
  prevHash: text('prev_hash'),
  hash: text('hash'),
}, (t) => [
  uniqueIndex('request_logs_seq_key').on(t.seq),
  // Entries outside the chain are few (none once the entries from before it are sealed): found without a scan.
  index('request_logs_unsealed_idx').on(t.id).where(sql`${t.seq} is null`),
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

/**
 * The chain's state (one row, locked by each batch that extends it): its newest entry, where the
 * entries from before the chain end, and where the retention job has cut it.
 */
export const logChain = pgTable('log_chain', {
  id: integer('id').primaryKey().default(1),
  /** The newest entry's place and seal: each batch continues from them. */
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  lastHash: text('last_hash').notNull().default(''),
  /** Entries up to this place were written before the chain (their place is their id) and sealed at a start after it came. */
  legacyThroughSeq: bigint('legacy_through_seq', { mode: 'number' }).notNull().default(0),
  /** When the last of those was sealed, and its seal; null while some are not sealed yet. */
  legacySealedAt: timestamp('legacy_sealed_at', { withTimezone: true }),
  legacyLastHash: text('legacy_last_hash'),
  /** The retention job removed the entries up to this place; the next one links to this seal. */
  purgedThroughSeq: bigint('purged_through_seq', { mode: 'number' }).notNull().default(0),
  purgedLastHash: text('purged_last_hash').notNull().default(''),
}, (t) => [check('log_chain_one_row', sql`${t.id} = 1`)]);

export type LogChainRow = typeof logChain.$inferSelect;

/** The days whose entries the daily export has written to the object store, and the chain's newest place then. */
export const logExports = pgTable('log_exports', {
  day: date('day', { mode: 'string' }).primaryKey(),
  objectKey: text('object_key').notNull(),
  records: integer('records').notNull(),
  /** Entries up to this place were in the chain when the day was written: later ones of earlier days go in the next day's file. */
  throughSeq: bigint('through_seq', { mode: 'number' }).notNull(),
  exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
});
