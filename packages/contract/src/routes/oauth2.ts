import { z } from 'zod';
import { flag, id, optional, outboundUrl, text, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage, PROTOCOL, PUBLIC, SIGNED_IN } from '../route.ts';

/*
 * Single sign-on: the console is an OAuth 2.0 authorization server and OpenID Connect provider for
 * the platform's other websites (connected websites, "clients"). The consent calls follow the
 * specification; the protocol's own endpoints (token, userinfo, discovery …) answer as the RFCs say.
 */

/** What a connected website may ask for, in the order the consent page lists them. */
export const OAUTH_SCOPES = ['openid', 'profile', 'email', 'phone'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/**
 * A redirect URI that may be registered: `https`, or `http` on the loopback (a program on the user's
 * own machine, RFC 8252); no user in the address and no fragment (RFC 6749 §3.1.2).
 */
const REDIRECT_URI = /^(?:https:\/\/[^/?#@\s]+|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?)(?:[/?][^#\s]*)?$/i;

export const isAllowedRedirectUri = (value: string): boolean => REDIRECT_URI.test(value);

export const redirectUri = z.string().trim().max(500).refine(isAllowedRedirectUri, MESSAGES.oauthRedirectUriNotAllowed);

/** A logo: an address on the web or a path of this site (an uploaded file). */
const logo = z.string().trim().max(500).regex(/^(https?:\/\/|\/)[^\s]*$/, MESSAGES.oauthLogoNotUrl);

const scopeList = z.array(z.enum(OAUTH_SCOPES)).max(OAUTH_SCOPES.length);

/** Secrets are made by `getSecretKey` (256 random bits); one brought from elsewhere needs as much. */
export const clientSecret = z.string().trim().regex(/^[\x21-\x7e]{32,128}$/, MESSAGES.oauthSecretMalformed);

// ---------------------------------------------------------------- connected websites

export const oauthClientsCrud = defineCrud({
  name: 'oauthClient',
  page: 'client-manage',
  noun: ['connected website', 'connected websites', '接入网站'],
  fields: {
    name: text(50).min(1),
    logo: optional(logo),
    homeUrl: optional(outboundUrl),
    redirectUris: z.array(redirectUri).min(1, MESSAGES.oauthRedirectUriRequired).max(10),
    scopes: scopeList.min(1, MESSAGES.oauthScopeRequired),
    /** Scopes granted without asking the user. */
    autoApproveScopes: scopeList.optional(),
    accessTokenMinutes: wholeNumber(5, 1440).optional(),
    refreshTokenDays: wholeNumber(1, 365).optional(),
    enabled: flag.optional(),
    /** Records show `******`: the secret is kept only as a digest and never shown again. */
    secret: clientSecret,
    remark: optional(text(500)),
  },
  readOnly: {
    /** What the website names itself with (`client_id`); generated, never changed. */
    clientId: z.string(),
  },
  refineCreate: (body, ctx) => {
    const outside = (body.autoApproveScopes ?? []).filter((scope) => !body.scopes.includes(scope));
    if (outside.length > 0) ctx.addIssue({ code: 'custom', path: ['autoApproveScopes'], message: MESSAGES.oauthAutoApproveOutside(outside.join(' ')) });
  },
  filters: { name: filterBy.contains, enabled: filterBy.flag },
  sorts: ['id', 'name', 'enabled', 'createdAt'],
  paths: { list: 'GET /client/getByCondition', create: 'POST /client/add', update: 'POST /client/edit', delete: 'GET /client/delByIds/:ids' },
  unique: { name: { ignoreCase: true, message: MESSAGES.oauthClientNameTaken } },
  notFound: MESSAGES.oauthClientNotFound,
  bodyEncoding: 'json',
});

export const oauthClientRecord = oauthClientsCrud.record;
export type OAuthClientRecord = z.infer<typeof oauthClientRecord>;

export const oauthClientsRoutes = {
  ...oauthClientsCrud.routes,
  secretKey: defineRoute({
    method: 'GET', path: '/client/getSecretKey', access: onPage('client-manage', 'view'),
    title: '生成网站密钥', titleEn: 'Generate a website secret',
    summary: 'A new random secret for the form (256 bits); nothing is stored until the form is saved',
    data: z.object({ secret: z.string() }),
  }),
  rotateSigningKey: defineRoute({
    method: 'POST', path: '/client/signingKey/rotate', access: onPage('client-manage', 'edit'), bodyEncoding: 'json',
    title: '更换签名密钥', titleEn: 'Rotate the signing key',
    summary: 'Make a new key for signing ID tokens; the old one stays published until the tokens it signed have expired',
    data: z.object({ kid: z.string() }), message: MESSAGES.oauthKeyRotated,
  }),
  options: defineRoute({
    method: 'GET', path: '/client/options', access: onPage('client-manage', 'view'),
    title: '接入网站选项', titleEn: 'Connected website options',
    summary: 'Every connected website, as options', data: z.array(z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() })),
  }),
};
export const oauthClientsDomain = defineDomain('oauthClients', oauthClientsRoutes);

// ---------------------------------------------------------------- which websites a role's users see

/** A connected website as a shortcut of the signed-in user: its home page starts the sign-in there. */
export const boundClient = z.object({ clientId: z.string(), name: z.string(), logo: z.string(), homeUrl: z.string() });

export const boundClientsRoutes = {
  lists: defineRoute({
    method: 'GET', path: '/bindClient/lists', access: SIGNED_IN,
    title: '我的接入网站', titleEn: 'My connected websites',
    summary: "The connected websites the signed-in user's roles show, as shortcuts", data: z.array(boundClient),
  }),
  info: defineRoute({
    method: 'GET', path: '/bindClient/info', access: SIGNED_IN,
    title: '查看接入网站', titleEn: 'View a connected website',
    summary: 'One connected website the signed-in user may open', query: z.strictObject({ clientId: text(64).min(1) }), data: boundClient,
  }),
  viewOfRole: defineRoute({
    method: 'GET', path: '/bindClient/getViewByProductRole', access: onPage('client-manage', 'view'),
    title: '角色可见的接入网站', titleEn: 'Connected websites of a role',
    summary: "The connected websites a role's users see", query: z.strictObject({ roleId: id }),
    data: z.object({ roleId: z.number().int(), clientIds: z.array(z.number().int()) }),
  }),
  saveViewOfRole: defineRoute({
    method: 'POST', path: '/bindClient/saveProductView', access: onPage('client-manage', 'edit'), bodyEncoding: 'json',
    title: '设置角色可见的接入网站', titleEn: 'Set a role\'s connected websites',
    summary: "Set the connected websites a role's users see", body: z.strictObject({ roleId: id, clientIds: z.array(id).max(200) }),
    data: z.object({ roleId: z.number().int(), clientIds: z.array(z.number().int()) }),
  }),
};
export const boundClientsDomain = defineDomain('boundClients', boundClientsRoutes);

// ---------------------------------------------------------------- the consent calls

/** The authorization request as the website sent it to `/authorize` (RFC 6749 §4.1.1, RFC 7636, OpenID Connect). */
export const authorizationRequest = z.object({
  client_id: text(64).min(1),
  redirect_uri: z.string().max(500),
  response_type: z.string().max(50),
  scope: z.string().max(500).optional(),
  state: z.string().max(500).optional(),
  nonce: z.string().max(500).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});
export type AuthorizationRequest = z.infer<typeof authorizationRequest>;

/** Where the browser goes next: the website's redirect URI with a code, or with an error. */
const redirect = z.object({ redirect: z.string() });

export const oauth2Routes = {
  clientName: defineRoute({
    method: 'GET', path: '/oauth2/getName/:clientId', access: PUBLIC, title: '接入网站名称', titleEn: 'Connected website name', summary: "A connected website's name and logo, for the consent page",
    params: z.strictObject({ clientId: text(64).min(1) }), data: z.object({ name: z.string(), logo: z.string(), homeUrl: z.string() }),
  }),
  authorize: defineRoute({
    method: 'GET', path: '/oauth2/authorize', access: SIGNED_IN, readsOnly: true,
    title: '授权请求', titleEn: 'Authorisation request',
    summary: 'Checks an authorization request: answers where to go at once when every scope is approved already, else what to ask the user',
    query: authorizationRequest,
    data: z.union([redirect, z.object({ consent: z.object({ name: z.string(), logo: z.string(), scopes: z.array(z.enum(OAUTH_SCOPES)) }) })]),
  }),
  authorized: defineRoute({
    method: 'POST', path: '/oauth2/authorized', access: SIGNED_IN, bodyEncoding: 'json',
    title: '同意或拒绝授权', titleEn: 'Approve or deny authorisation',
    summary: "The signed-in user's answer: approved, the redirect carries a code; denied, `error=access_denied`",
    body: authorizationRequest.extend({ approved: flag }), data: redirect,
  }),
};
export const oauth2Domain = defineDomain('oauth2', oauth2Routes);

// ---------------------------------------------------------------- the protocol's endpoints

/** Where the provider names itself (`iss`): below the API base; discovery is at `<issuer>/.well-known/openid-configuration`. */
export const OAUTH_ISSUER_PATH = '/oauth2';

const protocolText = z.string().max(2_000).optional();

export const oauthProtocolRoutes = {
  discovery: defineRoute({
    method: 'GET', path: `${OAUTH_ISSUER_PATH}/.well-known/openid-configuration`, access: PUBLIC, produces: 'application/json',
    title: 'OpenID 配置', titleEn: 'OpenID configuration',
    summary: 'OpenID Connect discovery document (OpenID Connect Discovery 1.0)',
  }),
  jwks: defineRoute({
    method: 'GET', path: `${OAUTH_ISSUER_PATH}/jwks`, access: PUBLIC, produces: 'application/json',
    title: '签名公钥', titleEn: 'Signing keys',
    summary: 'The public keys ID tokens and access tokens are signed with (JWK Set)',
  }),
  token: defineRoute({
    method: 'POST', path: `${OAUTH_ISSUER_PATH}/token`, access: PROTOCOL, produces: 'application/json', answers: 'oauth',
    title: '获取令牌', titleEn: 'Token',
    summary: 'Token endpoint: an authorization code (with its PKCE verifier) or a refresh token for tokens; client_secret_basic or client_secret_post',
    body: z.object({
      grant_type: protocolText, code: protocolText, redirect_uri: protocolText, code_verifier: protocolText, refresh_token: protocolText,
      client_id: protocolText, client_secret: protocolText, scope: protocolText,
    }),
  }),
  revoke: defineRoute({
    method: 'POST', path: `${OAUTH_ISSUER_PATH}/revoke`, access: PROTOCOL, produces: 'application/json', answers: 'oauth',
    title: '吊销令牌', titleEn: 'Revoke a token',
    summary: 'Token revocation (RFC 7009): the refresh token, or the access token, and everything given with it',
    body: z.object({ token: protocolText, token_type_hint: protocolText, client_id: protocolText, client_secret: protocolText }),
  }),
  introspect: defineRoute({
    method: 'POST', path: `${OAUTH_ISSUER_PATH}/introspect`, access: PROTOCOL, produces: 'application/json', answers: 'oauth', readsOnly: true,
    title: '查验令牌', titleEn: 'Introspect a token',
    summary: 'Token introspection (RFC 7662) for the website the token was given to',
    body: z.object({ token: protocolText, token_type_hint: protocolText, client_id: protocolText, client_secret: protocolText }),
  }),
  userinfo: defineRoute({
    method: 'GET', path: `${OAUTH_ISSUER_PATH}/userinfo`, access: PROTOCOL, produces: 'application/json', answers: 'oauth',
    title: '用户信息（OpenID）', titleEn: 'User info (OpenID)',
    summary: "The signed-in user's claims for the access token's scopes (OpenID Connect UserInfo)",
  }),
};
export const oauthProtocolDomain = defineDomain('oauthProtocol', oauthProtocolRoutes);
