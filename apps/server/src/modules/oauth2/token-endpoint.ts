import { timingSafeEqual } from 'node:crypto';
import OAuth2Server, { InvalidGrantError, OAuthError, Request, Response, type AuthorizationCode, type Client, type RefreshToken, type Token, type User } from '@node-oauth/oauth2-server';
import type { FastifyRequest } from 'fastify';
import { digestOf, randomToken, type GrantOfToken, type OAuthTokens, type SealedGrant } from './oauth-tokens.ts';
import type { WebsiteOf } from './oauth-clients.service.ts';
import type { OAuthClientRow } from './oauth2.table.ts';

/** The client as the library sees it: `id` is the public `client_id`. */
export interface ProtocolClient extends Client {
  id: string;
  row: OAuthClientRow;
}

/** The user of a grant, carrying along what the code or refresh token said and the value to take back when the tokens are stored. */
interface GrantUser extends User {
  id: number;
  grant: SealedGrant;
  nonce: string | null;
  redeemed: { code: string } | { refreshToken: string };
}

/** An answer of the protocol: status, JSON body, headers. */
export interface ProtocolAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** What the token endpoint adds to the tokens it gives: the ID token, when `openid` was granted. */
export type IdTokenMaker = (tokens: { client: ProtocolClient; grant: GrantOfToken; nonce: string | null; accessTokenExpiresAt: Date; issuer: string }) => Promise<string | undefined>;

/** The grant the tokens stand for, of the authenticated website: the scopes given, which a refresh may narrow. */
const grantOf = (token: Token, client: ProtocolClient, user: GrantUser): GrantOfToken =>
  ({ grantId: user.grant.grantId, clientId: client.row.id, userId: user.id, scopes: token.scope ?? user.grant.scopes });

/** The website a code or refresh token was given to, as the library compares it with the authenticated one. */
const givenTo = (grant: SealedGrant): Client => ({ id: grant.publicClientId, grants: [] });

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A client whose secret checks, enabled; none otherwise (a client without its secret is refused too). */
export async function authenticatedClient(websiteOf: WebsiteOf, clientId: string, secret: string | null | undefined): Promise<ProtocolClient | undefined> {
  if (!secret) return undefined;
  const row = await websiteOf(clientId);
  if (!row?.enabled || !sameDigest(row.secretDigest, digestOf(secret))) return undefined;
  return {
    id: row.clientId, row, grants: ['authorization_code', 'refresh_token'], redirectUris: row.redirectUris,
    accessTokenLifetime: row.accessTokenMinutes * 60, refreshTokenLifetime: row.refreshTokenDays * 86_400,
  };
}

/**
 * The token endpoint on `@node-oauth/oauth2-server`: it authenticates the client (HTTP Basic or the
 * body), checks the grant (the code's PKCE verifier and redirect URI, or the refresh token) and answers
 * as RFC 6749 says; the model below redeems codes and refresh tokens once, rotates refresh tokens and
 * ends the grant of one that comes back.
 */
export class TokenEndpoint {
  private readonly server: OAuth2Server;

  constructor(websiteOf: WebsiteOf, tokens: OAuthTokens, private readonly idTokenOf: IdTokenMaker) {
    const model = {
      getClient: (clientId: string, secret: string) => authenticatedClient(websiteOf, clientId, secret),
      generateAccessToken: async () => randomToken(),
      // As RFC 6749 §6 has it, a new refresh token has the scopes of the grant, whatever a refresh narrowed.
      generateRefreshToken: async (client: ProtocolClient, user: GrantUser) => tokens.newRefreshToken({
        grantId: user.grant.grantId, publicClientId: client.id, userId: user.id, scopes: user.grant.scopes,
        expiresAt: new Date(Date.now() + client.refreshTokenLifetime! * 1000),
      }),
      getAuthorizationCode: async (code: string): Promise<AuthorizationCode | undefined> => {
        const found = tokens.codeOf(code);
        if (!found) return undefined;
        if (found.expiresAt < new Date()) await tokens.codeExpired(code);
        const user: GrantUser = { id: found.userId, grant: found, nonce: found.nonce, redeemed: { code } };
        return {
          authorizationCode: code, expiresAt: found.expiresAt, redirectUri: found.redirectUri, scope: found.scopes,
          client: givenTo(found), user, codeChallenge: found.codeChallenge, codeChallengeMethod: 'S256',
        };
      },
      // Taken back when the tokens are stored, in the same statement.
      revokeAuthorizationCode: async () => true,
      getRefreshToken: async (value: string): Promise<RefreshToken | undefined> => {
        const found = tokens.refreshTokenOf(value);
        if (!found) return undefined;
        const user: GrantUser = { id: found.userId, grant: found, nonce: null, redeemed: { refreshToken: value } };
        return { refreshToken: value, refreshTokenExpiresAt: found.expiresAt, scope: found.scopes, client: givenTo(found), user };
      },
      revokeToken: async () => true,
      validateScope: async (_user: User, _client: Client, scope?: string[]) => scope ?? [],
      saveToken: async (token: Token, client: ProtocolClient, user: GrantUser) => {
        const issued = {
          accessToken: token.accessToken, accessTokenExpiresAt: token.accessTokenExpiresAt!,
          refreshToken: token.refreshToken!, refreshTokenExpiresAt: token.refreshTokenExpiresAt!,
        };
        const saved = 'code' in user.redeemed
          ? await tokens.exchangeCode(user.redeemed.code, grantOf(token, client, user), user.grant.expiresAt, issued)
          : await tokens.rotate(user.redeemed.refreshToken, issued);
        if (!saved) throw new InvalidGrantError(`Invalid grant: ${'code' in user.redeemed ? 'authorization code' : 'refresh token'} is invalid`);
        // Every other attribute would be added to the answer: the code redeemed is not the website's to see again.
        const { authorizationCode: _redeemed, ...given } = token;
        return { ...given, client, user };
      },
      getAccessToken: async () => undefined,
    };
    this.server = new OAuth2Server({ model, allowExtendedTokenAttributes: true, alwaysIssueNewRefreshToken: true, accessTokenLifetime: 3_600, refreshTokenLifetime: 30 * 86_400 });
  }

  /** The answer of the token endpoint; given tokens carry an ID token when `openid` was granted, naming `issuer`. */
  async answer(request: FastifyRequest, issuer: string): Promise<ProtocolAnswer> {
    const response = new Response();
    let token: Token;
    try {
      token = await this.server.token(protocolRequest(request), response);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      // Refusals of the request's form (its method, its content type) come before the library writes the response.
      return { status: error.code, body: { error: error.name, error_description: error.message }, headers: response.headers as Record<string, string> };
    }
    const client = token.client as ProtocolClient;
    const user = token.user as GrantUser;
    const idToken = await this.idTokenOf({ client, grant: grantOf(token, client, user), nonce: user.nonce, accessTokenExpiresAt: token.accessTokenExpiresAt!, issuer });
    const body = response.body as Record<string, unknown>;
    return { status: response.status ?? 200, body: idToken ? { ...body, id_token: idToken } : body, headers: response.headers as Record<string, string> };
  }
}

const formDecoded = (part: string) => {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return part;
  }
};

/** The client id and secret of an HTTP Basic header, each form-decoded as RFC 6749 §2.3.1 has them encoded. */
export function basicCredentialsOf(header: string | undefined): { clientId: string; secret: string } | undefined {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? undefined : { clientId: formDecoded(text.slice(0, colon)), secret: formDecoded(text.slice(colon + 1)) };
}

/** The library's view of a request; it reads a Basic header without form-decoding it, so it is given one decoded. */
export function protocolRequest(request: FastifyRequest): Request {
  const basic = basicCredentialsOf(request.headers.authorization);
  const headers = basic ? { ...request.headers, authorization: `Basic ${Buffer.from(`${basic.clientId}:${basic.secret}`).toString('base64')}` } : request.headers;
  return new Request({ method: request.method, headers: headers as Record<string, string>, query: request.query as Record<string, string>, body: (request.body ?? {}) as Record<string, string> });
}
