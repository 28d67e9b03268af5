import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** An enrolled authenticator (RFC 6238): its secret sealed with the install's key, and the last time step a code of it was used. */
export const twoFactorKeys = pgTable('two_factor_keys', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  /** A code of this step or an earlier one is refused: a code is good once, also within its window. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recovery codes of an enrolment, each kept as the install's keyed digest, good once. */
export const twoFactorRecoveryCodes = pgTable('two_factor_recovery_codes', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeDigest: text('code_digest').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.userId, t.codeDigest] })]);
