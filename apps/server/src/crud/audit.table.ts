import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change made through the management pages. Append-only: a trigger (migration 0001) refuses
 * updates and deletes of its rows.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: integer('actor_id'),
  action: text('action', { enum: ['create', 'update', 'delete', 'reveal'] }).notNull(),
  target: text('target').notNull(),
  targetId: text('target_id').notNull(),
  /** Changed fields: `{ field: [before, after] }`; secrets never appear. */
  changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  requestId: text('request_id').notNull(),
  ip: text('ip').notNull().default(''),
}, (t) => [
  index('audit_log_target_idx').on(t.target, t.targetId), index('audit_log_at_idx').on(t.at),
  // The 权限变更 log shows the changes of each of its entries' requests.
  index('audit_log_request_idx').on(t.requestId),
]);
