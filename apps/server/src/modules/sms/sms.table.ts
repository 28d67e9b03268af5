import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TENCENT_SMS_ENDPOINT, type SmsProvider } from '@console/contract/sms';

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

/**
 * Which provider sends the texts, and Tencent Cloud SMS's settings, kept when another provider is
 * chosen: one row, absent until an administrator first saves (the outbox sends until then).
 */
export const smsSettings = pgTable('sms_settings', {
  id: integer('id').primaryKey().default(1),
  provider: text('provider').$type<SmsProvider>().notNull().default('outbox'),
  secretId: text('secret_id').notNull().default(''),
  /** Sealed with the secrets key (`platform/secret-box.ts`); empty when not set. */
  secretSealed: text('secret_sealed').notNull().default(''),
  region: text('region').notNull().default(''),
  sdkAppId: text('sdk_app_id').notNull().default(''),
  signName: text('sign_name').notNull().default(''),
  signInTemplateId: text('sign_in_template_id').notNull().default(''),
  changePhoneTemplateId: text('change_phone_template_id').notNull().default(''),
  resetPasswordTemplateId: text('reset_password_template_id').notNull().default(''),
  endpoint: text('endpoint').notNull().default(TENCENT_SMS_ENDPOINT),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
}, (t) => [check('sms_settings_one_row', sql`${t.id} = 1`)]);

export type SmsSettingsRow = typeof smsSettings.$inferSelect;
