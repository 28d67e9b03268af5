import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Groups of ISVs that routes are granted to. */
export const isvRoles = pgTable('isv_roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  remark: text('remark').notNull().default(''),
  ...stamps,
}, (t) => [uniqueIndex('isv_roles_code_lower_key').on(sql`lower(${t.code})`), uniqueIndex('isv_roles_name_lower_key').on(sql`lower(${t.name})`)]);

export type IsvRoleRow = typeof isvRoles.$inferSelect;

/** Outside partners calling the open gateway, with their keys (secrets and private keys sealed). */
export const isvs = pgTable('isvs', {
  id: serial('id').primaryKey(),
  /** Generated when the ISV is made: 24 hex digits. */
  appKey: text('app_key').notNull().$defaultFn(() => randomBytes(12).toString('hex')),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  /** The HMAC-SHA256 secret, sealed (`platform/secret-box.ts`). */
  secretSealed: text('secret_sealed'),
  /** The partner's RSA public key (PEM): checks its RSA signatures. */
  publicKey: text('public_key').notNull().default(''),
  /** The partner's private key when the platform made the pair, sealed; null when the partner brought its own. */
  privateKeySealed: text('private_key_sealed'),
  /** The platform's pair for this ISV: the private key (sealed) signs the answers. */
  platformPublicKey: text('platform_public_key').notNull().default(''),
  platformPrivateKeySealed: text('platform_private_key_sealed'),
  ...stamps,
}, (t) => [uniqueIndex('isvs_app_key_key').on(t.appKey), uniqueIndex('isvs_name_lower_key').on(sql`lower(${t.name})`)]);

export type IsvRow = typeof isvs.$inferSelect;

export const isvRoleGrants = pgTable('isv_role_grants', {
  isvId: integer('isv_id').notNull().references(() => isvs.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => isvRoles.id),
}, (t) => [primaryKey({ columns: [t.isvId, t.roleId] }), index('isv_role_grants_role_idx').on(t.roleId)]);

/** The calls partners may make, each passed to an upstream or to one of the platform's open operations. */
export const isvRoutes = pgTable('isv_routes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  needsPermission: boolean('needs_permission').notNull().default(true),
  targetKind: text('target_kind', { enum: ['http', 'operation'] }).notNull(),
  targetUrl: text('target_url').notNull().default(''),
  operation: text('operation').notNull().default(''),
  timeoutMs: integer('timeout_ms').notNull().default(10_000),
  remark: text('remark').notNull().default(''),
  ...stamps,
}, (t) => [uniqueIndex('isv_routes_name_version_key').on(t.name, t.version)]);

export type IsvRouteRow = typeof isvRoutes.$inferSelect;

export const isvRouteRoles = pgTable('isv_route_roles', {
  routeId: integer('route_id').notNull().references(() => isvRoutes.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => isvRoles.id),
}, (t) => [primaryKey({ columns: [t.routeId, t.roleId] }), index('isv_route_roles_role_idx').on(t.roleId)]);

/** Addresses and ranges whose calls the gateway refuses before reading them. */
export const ipBlacklist = pgTable('ip_blacklist', {
  id: serial('id').primaryKey(),
  ip: text('ip').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  ...stamps,
}, (t) => [uniqueIndex('ip_blacklist_ip_lower_key').on(sql`lower(${t.ip})`)]);

export type IpBlacklistRow = typeof ipBlacklist.$inferSelect;

/** How often calls may come: of a route, an app key, an address, or all of those given together. */
export const isvLimits = pgTable('isv_limits', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  routeId: integer('route_id').references(() => isvRoutes.id, { onDelete: 'cascade' }),
  appKey: text('app_key').notNull().default(''),
  ip: text('ip').notNull().default(''),
  kind: text('kind', { enum: ['window', 'bucket'] }).notNull(),
  points: integer('points').notNull(),
  periodSeconds: integer('period_seconds').notNull().default(1),
  burst: integer('burst').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  ...stamps,
}, (t) => [uniqueIndex('isv_limits_name_lower_key').on(sql`lower(${t.name})`)]);

export type IsvLimitRow = typeof isvLimits.$inferSelect;

/** Gateway calls counted per minute, route and ISV (written in batches by each instance, added up). */
export const gatewayStats = pgTable('gateway_stats', {
  minute: timestamp('minute', { withTimezone: true }).notNull(),
  routeId: integer('route_id').notNull().references(() => isvRoutes.id, { onDelete: 'cascade' }),
  isvId: integer('isv_id').notNull().references(() => isvs.id, { onDelete: 'cascade' }),
  calls: integer('calls').notNull().default(0),
  errors: integer('errors').notNull().default(0),
  totalMs: bigint('total_ms', { mode: 'number' }).notNull().default(0),
  maxMs: integer('max_ms').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.minute, t.routeId, t.isvId] }), index('gateway_stats_route_minute_idx').on(t.routeId, t.minute)]);
