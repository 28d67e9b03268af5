import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from '../roles/roles.table.ts';
import { users } from '../users/users.table.ts';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Connected websites: the OAuth 2.0 clients that sign their users in through the console. */
export const oauthClients = pgTable('oauth_clients', {
  id: serial('id').primaryKey(),
  /** `client_id`: made when the website is registered, never changed. */
  clientId: text('client_id').notNull().$defaultFn(() => randomBytes(12).toString('hex')),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  homeUrl: text('home_url').notNull().default(''),
  redirectUris: text('redirect_uris').array().notNull(),
  scopes: text('scopes').array().notNull(),
  autoApproveScopes: text('auto_approve_scopes').array().notNull().default(sql`'{}'::text[]`),
  accessTokenMinutes: integer('access_token_minutes').notNull().default(60),
  refreshTokenDays: integer('refresh_token_days').notNull().default(30),
  enabled: boolean('enabled').notNull().default(true),
  /** SHA-256 of the secret (256 random bits need no slow hash); the secret itself is never kept. */
  secretDigest: text('secret_digest').notNull(),
  remark: text('remark').notNull().default(''),
  ...stamps,
}, (t) => [uniqueIndex('oauth_clients_client_id_key').on(t.clientId), uniqueIndex('oauth_clients_name_lower_key').on(sql`lower(${t.name})`)]);

export type OAuthClientRow = typeof oauthClients.$inferSelect;

/** Which connected websites the users of a role see as shortcuts. */
export const oauthClientRoles = pgTable('oauth_client_roles', {
  clientId: integer('client_id').notNull().references(() => oauthClients.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.clientId] }), index('oauth_client_roles_client_idx').on(t.clientId)]);

/**
 * One sign-in of a user to a website: the tokens given from one authorization code. Revoking it ends
 * every token of it (a reused code or refresh token, a revocation, the website's deletion).
 */
export const oauthGrants = pgTable('oauth_grants', {
  id: text('id').primaryKey(),
  clientId: integer('client_id').notNull().references(() => oauthClients.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  scopes: text('scopes').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('oauth_grants_client_idx').on(t.clientId), index('oauth_grants_user_idx').on(t.userId)]);

/**
 * Authorization codes taken back, by digest (a code itself is sealed and stored nowhere): each is
 * taken once, and remembered a day to see it come back.
 */
export const oauthCodes = pgTable('oauth_codes', {
  codeDigest: text('code_digest').primaryKey(),
  /** The grant its tokens belong to. */
  grantId: text('grant_id').notNull(),
  /** When the code itself expired or expires. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('oauth_codes_expires_idx').on(t.expiresAt)]);

/** Refresh tokens, by digest: each use gives a new one and retires the old, whose reuse ends the grant. */
export const oauthRefreshTokens = pgTable('oauth_refresh_tokens', {
  tokenDigest: text('token_digest').primaryKey(),
  grantId: text('grant_id').notNull().references(() => oauthGrants.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('oauth_refresh_tokens_grant_idx').on(t.grantId), index('oauth_refresh_tokens_expires_idx').on(t.expiresAt)]);

/** Access tokens, by digest: opaque to the website, looked up at userinfo and introspection. */
export const oauthAccessTokens = pgTable('oauth_access_tokens', {
  tokenDigest: text('token_digest').primaryKey(),
  grantId: text('grant_id').notNull().references(() => oauthGrants.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('oauth_access_tokens_grant_idx').on(t.grantId), index('oauth_access_tokens_expires_idx').on(t.expiresAt)]);

/** The install's signing keys (RS256): the newest signs, the retired ones stay in the JWKS until their tokens expire. */
export const oauthSigningKeys = pgTable('oauth_signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: text('public_jwk').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
