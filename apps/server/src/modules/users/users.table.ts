import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, type AnyPgColumn, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments } from '../departments/departments.table.ts';

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
  /** The main account of a sub-account; a main account with sub-accounts cannot be deleted. */
  parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'restrict' }),
  /** A customer account's company and region, shown in the customer shell. */
  company: text('company').notNull().default(''),
  region: text('region').notNull().default(''),
  departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
  enabled: boolean('enabled').notNull().default(true),
  /** Set by a password reset: the one-time password must be replaced before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /**
   * When the user enrolled a second factor (an authenticator; its secret and recovery codes are kept
   * apart, `auth/two-factor.table.ts`); null: none. Read with the row at sign-in, so a sign-in of a user
   * without one does no other work for it.
   */
  twoFactorSince: timestamp('two_factor_since', { withTimezone: true }),
  /** When the password was last set: the password's age is counted from it. */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  index('users_department_idx').on(t.departmentId),
  index('users_parent_idx').on(t.parentId),
  // Every sortable column is indexed, so a sorted first page reads ten rows, not the table.
  index('users_username_idx').on(t.username),
  index('users_name_idx').on(t.name),
  index('users_created_idx').on(t.createdAt),
  index('users_updated_idx').on(t.updatedAt),
  // Trigram indexes (pg_trgm) serve the "contains" filters of the list. Without fastupdate, new
  // rows enter the index at once rather than a pending list every search would scan (the
  // embedded database has no autovacuum to merge it).
  index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')).with({ fastupdate: false }),
  index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
  index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')).with({ fastupdate: false }),
]);

export type UserRow = typeof users.$inferSelect;

/** The account every install starts with. */
export const ADMIN_USERNAME = 'admin';

/** The hashes of users' earlier passwords, kept so that a new password is not one of the last few. */
export const passwordHistory = pgTable('password_history', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('password_history_user_idx').on(t.userId, t.id)]);
