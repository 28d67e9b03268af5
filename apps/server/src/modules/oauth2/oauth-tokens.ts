import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/database.ts';
import { oauthAccessTokens, oauthClients, oauthCodes, oauthGrants, oauthRefreshTokens } from './oauth2.table.ts';

/** How long a code may be redeemed, and how long a used or expired one is kept to recognise its reuse. */
export const CODE_LIFETIME_MS = 60_000;
const USED_KEPT_MS = 24 * 60 * 60_000;

/** Codes and tokens are kept as SHA-256 digests: 256 random bits need no slow hash. */
export const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');
export const randomToken = () => randomBytes(32).toString('base64url');

export interface NewCode {
  clientId: number;
  userId: number;
  redirectUri: string;
  scopes: string[];
  nonce: string | undefined;
  codeChallenge: string;
}

/** What a redeemed code or refresh token stands for. */
export interface GrantOfToken {
  grantId: string;
  clientId: number;
  userId: number;
  scopes: string[];
}

/** A redeemed code or refresh token: its grant, and the `client_id` of the website it was given to. */
export interface Redeemed extends GrantOfToken {
  publicClientId: string;
  expiresAt: Date;
}

export interface RedeemedCode extends Redeemed {
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string;
}

export interface IssuedTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

type Row = Record<string, unknown>;
const grantOf = (row: Row): GrantOfToken => ({ grantId: String(row.grant_id), clientId: Number(row.client_id), userId: Number(row.user_id), scopes: row.scopes as string[] });
const redeemedOf = (row: Row): Redeemed => ({ ...grantOf(row), publicClientId: String(row.public_client_id), expiresAt: new Date(row.expires_at as string) });

/**
 * The stored side of the protocol: codes, grants and their tokens. Redeeming a code or a refresh token
 * is one statement that marks it used, so two requests with the same one cannot both succeed; one
 * that comes back after its use ends its grant.
 */
export class OAuthTokens {
  constructor(private readonly db: Db) {}

  async saveCode(code: NewCode): Promise<string> {
    const value = randomToken();
    await this.db.insert(oauthCodes).values({ ...code, nonce: code.nonce ?? null, codeDigest: digestOf(value), grantId: randomUUID(), expiresAt: new Date(Date.now() + CODE_LIFETIME_MS) });
    return value;
  }

  /** The code's grant, once; a code that comes back after its use ends the grant it gave. */
  async redeemCode(value: string): Promise<RedeemedCode | undefined> {
    const digest = digestOf(value);
    const [row] = await queryRows<Row>(this.db, sql`
      update ${oauthCodes} c set used_at = now() from ${oauthClients} k
      where c.code_digest = ${digest} and c.used_at is null and k.id = c.client_id
      returning c.grant_id, c.client_id, c.user_id, c.scopes, c.expires_at, c.redirect_uri, c.nonce, c.code_challenge, k.client_id as public_client_id`);
    if (row) return { ...redeemedOf(row), redirectUri: String(row.redirect_uri), nonce: row.nonce as string | null, codeChallenge: String(row.code_challenge) };
    const [used] = await this.db.select({ grantId: oauthCodes.grantId }).from(oauthCodes).where(eq(oauthCodes.codeDigest, digest));
    if (used) await this.revokeGrant(used.grantId);
    return undefined;
  }

  /** The token's grant, once (rotation); a token that comes back after its use ends its grant. */
  async redeemRefreshToken(value: string): Promise<Redeemed | undefined> {
    const digest = digestOf(value);
    const [row] = await queryRows<Row>(this.db, sql`
      update ${oauthRefreshTokens} t set used_at = now() from ${oauthGrants} g, ${oauthClients} k
      where t.token_digest = ${digest} and t.used_at is null and g.id = t.grant_id and g.revoked_at is null and k.id = g.client_id
      returning g.id as grant_id, g.client_id, g.user_id, g.scopes, t.expires_at, k.client_id as public_client_id`);
    if (row) return redeemedOf(row);
    const [used] = await this.db.select({ grantId: oauthRefreshTokens.grantId, usedAt: oauthRefreshTokens.usedAt }).from(oauthRefreshTokens).where(eq(oauthRefreshTokens.tokenDigest, digest));
    if (used?.usedAt) await this.revokeGrant(used.grantId);
    return undefined;
  }

  /** Stores the tokens of a grant: with the grant itself when they are its first (from a code). */
  async saveTokens(grant: GrantOfToken, tokens: IssuedTokens, first: boolean): Promise<void> {
    const access = { tokenDigest: digestOf(tokens.accessToken), grantId: grant.grantId, expiresAt: tokens.accessTokenExpiresAt };
    const refresh = { tokenDigest: digestOf(tokens.refreshToken), grantId: grant.grantId, expiresAt: tokens.refreshTokenExpiresAt };
    const grantRow = sql`insert into ${oauthGrants} (id, client_id, user_id, scopes) values (${grant.grantId}, ${grant.clientId}, ${grant.userId}, ${sql.param(grant.scopes)}) returning id`;
    // One statement, so the grant and its tokens are stored together or not at all.
    await this.db.execute(sql`
      with ${first ? sql`g as (${grantRow}),` : sql``}
        a as (insert into ${oauthAccessTokens} (token_digest, grant_id, expires_at) values (${access.tokenDigest}, ${first ? sql`(select id from g)` : access.grantId}, ${access.expiresAt.toISOString()}))
      insert into ${oauthRefreshTokens} (token_digest, grant_id, expires_at) values (${refresh.tokenDigest}, ${first ? sql`(select id from g)` : refresh.grantId}, ${refresh.expiresAt.toISOString()})`);
  }

  /** The grant of a live access token (unexpired, its grant not revoked). */
  grantOfAccessToken(value: string): Promise<(GrantOfToken & { expiresAt: Date }) | undefined> {
    return this.liveGrant(sql`${oauthAccessTokens}`, value, sql``);
  }

  /** The grant of a live refresh token. */
  grantOfRefreshToken(value: string): Promise<(GrantOfToken & { expiresAt: Date }) | undefined> {
    return this.liveGrant(sql`${oauthRefreshTokens}`, value, sql`and t.used_at is null`);
  }

  private async liveGrant(tokens: SQL, value: string, unused: SQL): Promise<(GrantOfToken & { expiresAt: Date }) | undefined> {
    const [row] = await queryRows<Row>(this.db, sql`
      select g.id as grant_id, g.client_id, g.user_id, g.scopes, t.expires_at from ${tokens} t join ${oauthGrants} g on g.id = t.grant_id
      where t.token_digest = ${digestOf(value)} ${unused} and t.expires_at > now() and g.revoked_at is null`);
    return row && { ...grantOf(row), expiresAt: new Date(row.expires_at as string) };
  }

  async revokeGrant(grantId: string): Promise<void> {
    await this.db.update(oauthGrants).set({ revokedAt: sql`now()` }).where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt)));
  }

  /** Forgets what can no longer be used nor come back. */
  async removeExpired(): Promise<void> {
    const longAgo = new Date(Date.now() - USED_KEPT_MS);
    await this.db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, longAgo));
    await this.db.delete(oauthAccessTokens).where(lt(oauthAccessTokens.expiresAt, new Date()));
    await this.db.delete(oauthRefreshTokens).where(or(lt(oauthRefreshTokens.expiresAt, new Date()), lt(oauthRefreshTokens.usedAt, longAgo)));
    await this.db.delete(oauthGrants).where(sql`not exists (select 1 from ${oauthRefreshTokens} t where t.grant_id = ${oauthGrants.id})
      and not exists (select 1 from ${oauthAccessTokens} a where a.grant_id = ${oauthGrants.id})
      and not exists (select 1 from ${oauthCodes} c where c.grant_id = ${oauthGrants.id})`);
  }
}
