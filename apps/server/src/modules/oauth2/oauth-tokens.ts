import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/database.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { users } from '../users/users.table.ts';
import { oauthAccessTokens, oauthCodes, oauthGrants, oauthRefreshTokens } from './oauth2.table.ts';

/** How long a code may be redeemed; a redeemed one is remembered a day, to see it come back. */
export const CODE_LIFETIME_MS = 60_000;
const USED_KEPT_MS = 24 * 60 * 60_000;

/** Access tokens are kept as SHA-256 digests, as are redeemed codes and refresh tokens: 256 random bits (or a sealed text) need no slow hash. */
export const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');
export const randomToken = () => randomBytes(32).toString('base64url');

/** What a code or a refresh token stands for. */
export interface GrantOfToken {
  grantId: string;
  /** The website's row. */
  clientId: number;
  userId: number;
  scopes: string[];
}

/** What a sealed code or refresh token says: its grant, given to the website of the public `client_id`. */
export interface SealedGrant {
  grantId: string;
  publicClientId: string;
  userId: number;
  scopes: string[];
  expiresAt: Date;
}

/** What a sealed authorization code says besides its grant. */
export interface CodeGrant extends SealedGrant {
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

/** A code and a refresh token are sealed alike: each says which it is, so that one is never taken for the other. */
type SealedKind = 'code' | 'refresh';

type Row = Record<string, unknown>;
const grantOf = (row: Row): GrantOfToken => ({ grantId: String(row.grant_id), clientId: Number(row.client_id), userId: Number(row.user_id), scopes: row.scopes as string[] });

/**
 * Codes and tokens. Codes and refresh tokens are sealed (AES-256-GCM with the install's key), so they
 * carry what they stand for and nothing is written to hand one out or read to take one back. Taking
 * one back is a single statement that remembers it used and stores the new tokens, so two requests
 * with the same one cannot both succeed, and one that comes back after its use ends its grant.
 * Access tokens are random and stored, for userinfo and introspection.
 */
export class OAuthTokens {
  constructor(private readonly db: Db, private readonly box: Pick<SecretBox, 'sealForUrl' | 'open'>) {}

  newCode(code: Omit<CodeGrant, 'grantId' | 'expiresAt'>): string {
    return this.sealed('code', { ...code, grantId: randomUUID(), expiresAt: new Date(Date.now() + CODE_LIFETIME_MS) });
  }

  newRefreshToken(grant: SealedGrant): string {
    return this.sealed('refresh', grant);
  }

  /** What a code says, if this install sealed it as one. */
  codeOf(value: string): CodeGrant | undefined {
    return this.opened('code', value) as CodeGrant | undefined;
  }

  /** What a refresh token says, if this install sealed it as one. */
  refreshTokenOf(value: string): SealedGrant | undefined {
    return this.opened('refresh', value);
  }

  /**
   * The first tokens of a code's grant, stored with the grant and the code's use; false when the code
   * was used already (its grant is then ended) or its user is gone.
   */
  async exchangeCode(code: string, grant: GrantOfToken, expiresAt: Date, tokens: IssuedTokens): Promise<boolean> {
    const digest = digestOf(code);
    const [row] = await queryRows<{ fresh: boolean; saved: boolean }>(this.db, sql`
      with used as (
        insert into ${oauthCodes} (code_digest, grant_id, expires_at) values (${digest}, ${grant.grantId}, ${expiresAt.toISOString()})
        on conflict do nothing returning grant_id),
      g as (
        insert into ${oauthGrants} (id, client_id, user_id, scopes)
        select grant_id, ${grant.clientId}, ${grant.userId}, ${sql.param(grant.scopes)} from used where exists (select 1 from ${users} where id = ${grant.userId})
        returning id),
      ${this.tokensOf(sql`g`, sql`id`, tokens)}
      select exists (select 1 from used) as fresh, exists (select 1 from r) as saved`);
    if (!row?.fresh) await this.revokeGrant(grant.grantId);
    return Boolean(row?.saved);
  }

  /** A refresh token used once: retired, and the grant's new tokens stored; false when it was not live (used again, its grant is then ended). */
  async rotate(refreshToken: string, tokens: IssuedTokens): Promise<boolean> {
    const digest = digestOf(refreshToken);
    const [row] = await queryRows<{ saved: boolean }>(this.db, sql`
      with old as (
        update ${oauthRefreshTokens} t set used_at = now() from ${oauthGrants} g
        where t.token_digest = ${digest} and t.used_at is null and t.expires_at > now() and g.id = t.grant_id and g.revoked_at is null
        returning t.grant_id),
      ${this.tokensOf(sql`old`, sql`grant_id`, tokens)}
      select exists (select 1 from r) as saved`);
    if (row?.saved) return true;
    const [used] = await this.db.select({ grantId: oauthRefreshTokens.grantId, usedAt: oauthRefreshTokens.usedAt }).from(oauthRefreshTokens).where(eq(oauthRefreshTokens.tokenDigest, digest));
    if (used?.usedAt) await this.revokeGrant(used.grantId);
    return false;
  }

  /** A code that came back after it expired ends its grant, when it had been used. */
  async codeExpired(code: string): Promise<void> {
    const [used] = await this.db.select({ grantId: oauthCodes.grantId }).from(oauthCodes).where(eq(oauthCodes.codeDigest, digestOf(code)));
    if (used) await this.revokeGrant(used.grantId);
  }

  /** The grant of a live access token (unexpired, its grant not revoked). */
  grantOfAccessToken(value: string): Promise<(GrantOfToken & { expiresAt: Date }) | undefined> {
    return this.liveGrant(sql`${oauthAccessTokens}`, value, sql``);
  }

  /** The grant of a live refresh token. */
  grantOfRefreshToken(value: string): Promise<(GrantOfToken & { expiresAt: Date }) | undefined> {
    return this.liveGrant(sql`${oauthRefreshTokens}`, value, sql`and t.used_at is null`);
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

  /** The parts of a statement that store an access and a refresh token for each grant `id` of `source`, ending in `r`. */
  private tokensOf(source: SQL, id: SQL, tokens: IssuedTokens): SQL {
    return sql`
      a as (insert into ${oauthAccessTokens} (token_digest, grant_id, expires_at) select ${digestOf(tokens.accessToken)}, ${id}, ${tokens.accessTokenExpiresAt.toISOString()} from ${source}),
      r as (insert into ${oauthRefreshTokens} (token_digest, grant_id, expires_at) select ${digestOf(tokens.refreshToken)}, ${id}, ${tokens.refreshTokenExpiresAt.toISOString()} from ${source} returning 1)`;
  }

  private async liveGrant(tokens: SQL, value: string, unused: SQL): Promise<(GrantOfToken & { expiresAt: Date }) | undefined> {
    const [row] = await queryRows<Row>(this.db, sql`
      select g.id as grant_id, g.client_id, g.user_id, g.scopes, t.expires_at from ${tokens} t join ${oauthGrants} g on g.id = t.grant_id
      where t.token_digest = ${digestOf(value)} ${unused} and t.expires_at > now() and g.revoked_at is null`);
    return row && { ...grantOf(row), expiresAt: new Date(row.expires_at as string) };
  }

  private sealed(kind: SealedKind, grant: SealedGrant): string {
    return this.box.sealForUrl(JSON.stringify({ ...grant, kind }));
  }

  /** The grant a sealed value of this kind says, its date a date again; none for anything else. */
  private opened(kind: SealedKind, value: string): SealedGrant | undefined {
    try {
      const grant = JSON.parse(this.box.open(value)) as SealedGrant & { expiresAt: string; kind: SealedKind };
      return grant.kind === kind ? { ...grant, expiresAt: new Date(grant.expiresAt) } : undefined;
    } catch {
      return undefined;
    }
  }
}
