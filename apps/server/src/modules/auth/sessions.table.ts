import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** How a sign-in proved who it is before any second factor: a password, an SMS code, a signed link, an outside account. */
export type FirstFactor = 'password' | 'sms' | 'link' | 'social';

/** Signed-in sessions. Only a hash of the token is kept, so a leaked table yields no usable token. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  /**
   * While the session owes its account's second factor: the first factor it was started with
   * (`FirstFactor`); null once nothing is owed. Giving the second ends it and starts a finished one.
   */
  secondFactorAfter: text('second_factor_after').$type<FirstFactor>(),
}, (t) => [index('sessions_user_idx').on(t.userId)]);
