import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@console/contract/social';
import { users } from '../users/users.table.ts';

/** Identities at other sites bound to accounts: one identity signs in to one account at most. */
export const socialBindings = pgTable('social_bindings', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<SocialProvider>().notNull(),
  subject: text('subject').notNull(),
  displayName: text('display_name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('social_bindings_identity_key').on(t.provider, t.subject),
  index('social_bindings_user_idx').on(t.userId),
  index('social_bindings_created_idx').on(t.createdAt),
]);

export type SocialBindingRow = typeof socialBindings.$inferSelect;

/** The sign-in providers' settings, one row each, absent until an administrator first saves it. */
export const socialProviders = pgTable('social_providers', {
  provider: text('provider').$type<SocialProvider>().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  displayName: text('display_name').notNull(),
  clientId: text('client_id').notNull(),
  /** Sealed with the secrets key (`platform/secret-box.ts`). */
  secretSealed: text('secret_sealed').notNull(),
  issuer: text('issuer').notNull().default(''),
  endpoint: text('endpoint').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SocialProviderRow = typeof socialProviders.$inferSelect;
