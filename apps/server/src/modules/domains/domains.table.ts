import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** What a host name shows: its application, owner, title and logo. */
export const domainConfigs = pgTable('domain_configs', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull(),
  appId: text('app_id').notNull().default(''),
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull().default(''),
  logo: text('logo').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('domain_configs_domain_lower_key').on(sql`lower(${t.domain})`)]);

export type DomainConfigRow = typeof domainConfigs.$inferSelect;
