import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  phone: text('phone'),
  email: text('email'),
  userType: integer('user_type').notNull().default(0),
  subAccount: boolean('sub_account').notNull().default(false),
  parentId: integer('parent_id'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)]);

export type UserRow = typeof users.$inferSelect;
