import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, MESSAGES } from '@console/contract';
import { OAUTH_ISSUER_PATH, OAUTH_SCOPES, oauthClientsCrud } from '@console/contract/oauth2';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { defineModule } from '../../module.ts';
import { OffThreadSigner } from '../../platform/off-thread-signer.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { Authorizations } from './authorization.ts';
import { addDemo } from './demo-oauth2.ts';
import { BoundClientsService, newClientSecret, OAuthClientsService } from './oauth-clients.service.ts';
import { OAuthTokens, type GrantOfToken } from './oauth-tokens.ts';
import { signJwt, SigningKeys, type SigningKeySet } from './signing-keys.ts';
import { authenticatedClient, basicCredentialsOf, TokenEndpoint, type ProtocolAnswer } from './token-endpoint.ts';

/** Tells every instance that a website or a signing key changed (triggers of the migrations). */
const SETTINGS_CHANNEL = 'oauth_settings_changed';
const CLEAN_UP_EVERY_MS = 60 * 60_000;

/** Sends a protocol answer as it is: JSON, never cached. */
function send(reply: FastifyReply, { status, body, headers }: ProtocolAnswer): string {
  reply.code(status).headers({ ...headers, 'cache-control': 'no-store', pragma: 'no-cache' });
  return JSON.stringify(body);
}

const refusal = (status: number, error: string, description: string, headers: Record<string, string> = {}): ProtocolAnswer =>
  ({ status, body: { error, error_description: description }, headers });

/** The bearer access token of a request (RFC 6750 §2.1). */
const bearerOf = (request: FastifyRequest) => /^Bearer ([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '')?.[1];

/** The client credentials of a request: HTTP Basic (RFC 6749 §2.3.1) or the body. */
const clientCredentialsOf = (request: FastifyRequest, body: { client_id?: string; client_secret?: string }) =>
  basicCredentialsOf(request.headers.authorization) ?? { clientId: body.client_id ?? '', secret: body.client_secret };

const CLIENT_REFUSED = refusal(401, 'invalid_client', 'Client authentication failed', { 'www-authenticate': 'Basic realm="oauth2"' });

/** Single sign-on for the platform's websites: connected websites, the consent calls, and the provider's endpoints. */
export const oauth2Module = defineModule({
  name: 'oauth2',
  after: ['roles'],
  build: ({ db, config, memo, memoOf, services }) => {
    const secrets = lazySecretBox(config.secretsKey, config.dataDir);
    const clients = new OAuthClientsService(db);
    const bound = new BoundClientsService(db);
    const tokens = new OAuthTokens(db, secrets);
    const settings = memoOf(SETTINGS_CHANNEL);
    const websiteOf = async (clientId: string) => settings.remember(`website:${clientId}`, () => clients.byClientId(clientId));
    const authorizations = new Authorizations(websiteOf, tokens);
    const keys = new SigningKeys(db, secrets);
    const keySet = async () => (await settings.remember('keys', () => keys.load())) as SigningKeySet;
    const signer = new OffThreadSigner();
    const issuerOf = (request: FastifyRequest) => `${config.publicUrl ?? `${request.protocol}://${request.host}`}${API_BASE}${OAUTH_ISSUER_PATH}`;

    /** What the claims are made of, kept with the access answers: a change of the user empties them. */
    const claimSource = async (userId: number) => memo.remember(`oauth-claims:${userId}`, async () => {
      const user = await services.users.findById(userId);
      return user && { id: user.id, name: user.name, username: user.username, avatar: user.avatar, email: user.email, phone: user.phone };
    });

    /** The claims of the granted scopes (OpenID Connect Core §5.4). */
    const claimsOf = async (grant: GrantOfToken): Promise<Record<string, unknown>> => {
      const user = await claimSource(grant.userId);
      if (!user) return { sub: String(grant.userId) };
      const has = (scope: string) => grant.scopes.includes(scope);
      return {
        sub: String(user.id),
        ...(has('profile') && { name: user.name || user.username, preferred_username: user.username, ...(user.avatar && { picture: user.avatar }) }),
        ...(has('email') && user.email && { email: user.email }),
        ...(has('phone') && user.phone && { phone_number: user.phone }),
      };
    };

    const tokenEndpoint = new TokenEndpoint(websiteOf, tokens, async ({ client, grant, nonce, accessTokenExpiresAt, issuer }) => {
      if (!grant.scopes.includes('openid')) return undefined;
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: issuer, aud: client.id, iat: now, exp: Math.floor(accessTokenExpiresAt.getTime() / 1000), ...(nonce && { nonce }), ...(await claimsOf(grant)) };
      return signJwt(signer, (await keySet()).current, claims);
    });

    /** The website whose credentials the request carries, when they check. */
    const clientOf = (request: FastifyRequest, body: { client_id?: string; client_secret?: string }) => {
      const { clientId, secret } = clientCredentialsOf(request, body);
      return authenticatedClient(websiteOf, clientId, secret);
    };

    /** The live grant of a request's access token, with what to answer when there is none. */
    const grantOfBearer = async (request: FastifyRequest) => {
      const token = bearerOf(request);
      const grant = token ? await tokens.grantOfAccessToken(token) : undefined;
      return grant ?? refusal(401, 'invalid_token', 'The access token is missing, expired or revoked', { 'www-authenticate': 'Bearer error="invalid_token"' });
    };

    return {
      handlers: {
        oauthClients: {
          ...crudHandlers(oauthClientsCrud, clients),
          secretKey: () => ({ secret: newClientSecret() }),
          options: () => clients.options(),
          rotateSigningKey: () => keys.rotate(),
        },
        boundClients: {
          lists: async (_input, request) => bound.shortcutsOf(await services.roles.roleIdsOf(db, callerOf(request).userId)),
          info: async ({ query }, request) => {
            const shortcut = (await bound.shortcutsOf(await services.roles.roleIdsOf(db, callerOf(request).userId))).find((one) => one.clientId === query.clientId);
            if (!shortcut) throw notFound(MESSAGES.oauth.notBound);
            return shortcut;
          },
          viewOfRole: ({ query }) => bound.viewOf(query.roleId),
          saveViewOfRole: ({ body }) => bound.setView(body.roleId, body.clientIds),
        },
        oauth2: {
          clientName: async ({ params }) => {
            const client = await websiteOf(params.clientId);
            if (!client?.enabled) throw notFound(MESSAGES.oauth.unknownClient);
            return { name: client.name, logo: client.logo, homeUrl: client.homeUrl };
          },
          authorize: ({ query }, request) => authorizations.authorize(query, callerOf(request).userId, issuerOf(request)),
          authorized: ({ body }, request) => {
            const { approved, ...authorization } = body;
            return authorizations.answer(authorization, approved, callerOf(request).userId, issuerOf(request));
          },
        },
        oauthProtocol: {
          discovery: (_input, request) => {
            const issuer = issuerOf(request);
            const site = issuer.slice(0, -(API_BASE.length + OAUTH_ISSUER_PATH.length));
            return JSON.stringify({
              issuer,
              authorization_endpoint: `${site}/authorize`,
              token_endpoint: `${issuer}/token`,
              userinfo_endpoint: `${issuer}/userinfo`,
              jwks_uri: `${issuer}/jwks`,
              revocation_endpoint: `${issuer}/revoke`,
              introspection_endpoint: `${issuer}/introspect`,
              response_types_supported: ['code'],
              grant_types_supported: ['authorization_code', 'refresh_token'],
              subject_types_supported: ['public'],
              id_token_signing_alg_values_supported: ['RS256'],
              scopes_supported: OAUTH_SCOPES,
              claims_supported: ['sub', 'name', 'preferred_username', 'picture', 'email', 'phone_number'],
              code_challenge_methods_supported: ['S256'],
              token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
              revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
              introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
              authorization_response_iss_parameter_supported: true,
            });
          },
          jwks: async () => JSON.stringify((await keySet()).jwks),
          token: async (_input, request, reply) => send(reply, await tokenEndpoint.answer(request, issuerOf(request))),
          revoke: async ({ body }, request, reply) => {
            const client = await clientOf(request, body);
            if (!client) return send(reply, CLIENT_REFUSED);
            const grant = body.token ? ((await tokens.grantOfRefreshToken(body.token)) ?? (await tokens.grantOfAccessToken(body.token))) : undefined;
            // Someone else's token, or none that lives: answered alike (RFC 7009 §2.2).
            if (grant && grant.clientId === client.row.id) await tokens.revokeGrant(grant.grantId);
            return send(reply, { status: 200, body: {}, headers: {} });
          },
          introspect: async ({ body }, request, reply) => {
            const client = await clientOf(request, body);
            if (!client) return send(reply, CLIENT_REFUSED);
            const asRefresh = body.token_type_hint === 'refresh_token';
            const grant = body.token ? ((asRefresh ? await tokens.grantOfRefreshToken(body.token) : await tokens.grantOfAccessToken(body.token))
              ?? (asRefresh ? await tokens.grantOfAccessToken(body.token) : await tokens.grantOfRefreshToken(body.token))) : undefined;
            if (!grant || grant.clientId !== client.row.id) return send(reply, { status: 200, body: { active: false }, headers: {} });
            return send(reply, { status: 200, headers: {}, body: {
              active: true, scope: grant.scopes.join(' '), client_id: client.id, sub: String(grant.userId), exp: Math.floor(grant.expiresAt.getTime() / 1000), iss: issuerOf(request),
            } });
          },
          userinfo: async (_input, request, reply) => {
            const grant = await grantOfBearer(request);
            if ('status' in grant) return send(reply, grant);
            return send(reply, { status: 200, body: await claimsOf(grant), headers: {} });
          },
        },
      },
      demo: (actor) => addDemo(actor, db, clients, bound),
      tidyUp: () => tokens.removeExpired(),
      start: async () => {
        const timer = setInterval(() => void tokens.removeExpired().catch(() => undefined), CLEAN_UP_EVERY_MS).unref();
        return async () => {
          clearInterval(timer);
          await signer.close();
        };
      },
    };
  },
});
