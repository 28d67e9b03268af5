import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, index, jsonb, unique } from 'drizzle-orm/pg-core';
import { BASE_ROLE } from '@console/contract';
import { DATA_SCOPE_VALUES, type RuleOperator } from '@console/contract/roles';
import { users } from '../users/users.table.ts';
import { menus } from '../menu/menu.table.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  /** Addresses (single or CIDR, stored in their canonical form) its holders may sign in to the console from; empty: any. */
  allowedNetworks: text('allowed_networks').array().notNull().default([]),
  /** Its holders must sign in with two factors (enrolling one first), unless `REQUIRE_TWO_FACTOR=false`. */
  requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)]);

/** A role's grant on a menu, with the permission types it may use there. */
export const roleMenus = pgTable('role_menus', {
  /** The permission's own id, to which permission rules are attached. */
  id: serial('id').unique(),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  permTypes: text('perm_types').array().notNull().default([]),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)]);

/** The data scope of a role on a page; none means all. */
export const roleDataRules = pgTable('role_data_rules', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  scope: text('scope', { enum: DATA_SCOPE_VALUES }).notNull(),
  departmentIds: integer('department_ids').array().notNull().default([]),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

/** A row rule on a permission: only rows whose field compares to the value are reachable through it. */
export const permissionRules = pgTable('permission_rules', {
  id: serial('id').primaryKey(),
  permId: integer('perm_id').notNull().references(() => roleMenus.id, { onDelete: 'cascade' }),
  field: text('field').notNull(),
  operator: text('operator').$type<RuleOperator>().notNull(),
  value: jsonb('value').$type<string | number | boolean | Array<string | number>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('permission_rules_perm_idx').on(t.permId), unique('permission_rules_unique').on(t.permId, t.field, t.operator)]);

export type RoleRow = typeof roles.$inferSelect;

/** The roles a user holds, as a condition on `roles`: those granted to them, and the base role everyone holds. */
export const heldBy = (userId: number) =>
  sql`(${roles.code} = ${BASE_ROLE} or exists (select 1 from ${userRoles} held where held.role_id = ${roles.id} and held.user_id = ${userId}))`;
