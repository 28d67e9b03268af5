import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The nonces of signed sign-ins already used, per application: kept past the timestamp window, then removed. */
export const signedSignInNonces = pgTable('signed_sign_in_nonces', {
  appId: text('app_id').notNull(),
  nonce: text('nonce').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.appId, t.nonce] })]);
