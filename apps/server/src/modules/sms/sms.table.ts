import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Codes sent by SMS, each bound to a phone and a purpose: kept as a keyed digest (six digits hashed
 * without a key would be found by trying them all), used once, tried at most a few times.
 */
export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  codeDigest: text('code_digest').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.id), index('sms_codes_expires_idx').on(t.expiresAt)]);

/** Texts the `outbox` provider keeps instead of sending them: what an administrator reads on an install without an SMS provider. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sms_outbox_phone_idx').on(t.phone), index('sms_outbox_created_idx').on(t.createdAt)]);
