import { z } from 'zod';
import { flag, id, text, textFilter } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage, PUBLIC, SIGNED_IN } from '../route.ts';
import { loginBody, loginResult, SIGN_IN_REFUSALS } from './auth.ts';
import { isAllowedRedirectUri } from './oauth2.ts';

/*
 * Social sign-in: a person signs in with an account of another site (WeChat, GitHub, any OpenID
 * Connect provider) once that identity is bound to a console account. The provider sends the browser
 * back to the console's callback, which proves the identity server-side and sends the browser on to
 * the web app's `/relate` page with a short single-use code standing for it — never the provider's tokens.
 */

export const SOCIAL_PROVIDERS = ['wechat', 'github', 'oidc'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const socialProvider = z.enum(SOCIAL_PROVIDERS);

/** A provider's name until an administrator gives it another (the sign-in page's button, the messages). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = MESSAGES.social.providerNames;

/** The web app's page the callback sends the browser to, with `code` (and `redirect`) or `error`. */
export const SOCIAL_RELATE_PAGE = '/relate';

/** Where the provider sends the browser back, below the API base: the redirect URI to register there. */
export const socialCallbackPath = (provider: SocialProvider) => `/social/callback/${provider}`;

/** How long the `/relate` code stands for the identity the callback proved. */
export const SOCIAL_CODE_MINUTES = 5;

/** A provider's address: `https`, or `http` on the loopback (a test or a local proxy), as a redirect URI may be. */
const providerAddress = z.string().trim().max(500).refine(isAllowedRedirectUri, MESSAGES.social.addressNotAllowed);

/** An address in the web app to return to after signing in: a path of this site, never another site. */
const localPath = z.string().trim().max(500).regex(/^\/(?![/\\])[^\s\\]*$/, MESSAGES.inputRules.localPath);

// ---------------------------------------------------------------- bindings

export const socialBindingRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  /** The account's name (姓名). */
  name: z.string(),
  provider: socialProvider,
  /** The identity at the provider: WeChat's unionid (or openid), GitHub's numeric id, OpenID Connect's `sub`. */
  subject: z.string(),
  /** The identity's name at the provider. */
  displayName: z.string(),
  avatar: z.string(),
  createdAt: z.string(),
});
export type SocialBindingRecord = z.infer<typeof socialBindingRecord>;

/** 社交账号绑定: every account's bindings, searched by account and provider; read and unbound only. */
export const socialBindingsCrud = defineCrud({
  name: 'socialBinding',
  page: 'social-manage',
  noun: ['social account binding', 'social account bindings', '社交账号绑定'],
  // Read and unbound only: no fields to derive the record from.
  record: socialBindingRecord,
  fields: {},
  filters: {
    /** The account's username or name contains it. */
    user: filterBy.custom(textFilter),
    provider: filterBy.custom(socialProvider.optional()),
    displayName: filterBy.contains,
  },
  sorts: ['id', 'provider', 'username', 'createdAt'],
  paths: { list: 'GET /social/findByCondition', delete: 'POST /social/delByIds' },
  notFound: MESSAGES.social.bindingNotFound,
});

/** One of the signed-in user's own bindings. */
export const ownSocialBinding = socialBindingRecord.pick({ id: true, provider: true, displayName: true, avatar: true, createdAt: true });
export type OwnSocialBinding = z.infer<typeof ownSocialBinding>;

// ---------------------------------------------------------------- providers

export const socialProviderSettings = z.object({
  provider: socialProvider,
  enabled: z.boolean(),
  displayName: z.string(),
  /** WeChat's AppID, GitHub's and the OpenID provider's client id. */
  clientId: z.string(),
  /** `******` when set, empty when not: the secret itself is never answered. */
  clientSecret: z.string(),
  /** `oidc`: the issuer, discovery is at `<issuer>/.well-known/openid-configuration`; empty for the others. */
  issuer: z.string(),
  /** `wechat`, `github`: an address standing in for every host of the provider (a proxy); empty for its own. */
  endpoint: z.string(),
  /** The redirect URI to register at the provider. */
  callbackUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type SocialProviderSettings = z.infer<typeof socialProviderSettings>;

const settingsFields = {
  enabled: flag,
  displayName: text(20).min(1),
  // It goes into addresses and forms of the provider's protocol: visible ASCII only.
  clientId: z.string().trim().regex(/^[\x21-\x7e]{1,200}$/, MESSAGES.inputRules.visibleAscii),
  /** Blank or the mask keeps the stored secret. */
  clientSecret: z.string().max(500).optional(),
};
const endpointOverride = z.union([z.literal(''), providerAddress]).optional().transform((endpoint) => endpoint ?? '');

/** Saving one provider replaces its settings; the others are kept. */
export const socialProviderInput = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('wechat'), ...settingsFields, endpoint: endpointOverride }),
  z.strictObject({ provider: z.literal('github'), ...settingsFields, endpoint: endpointOverride }),
  z.strictObject({ provider: z.literal('oidc'), ...settingsFields, issuer: providerAddress }),
]);
export type SocialProviderInput = z.output<typeof socialProviderInput>;

// ---------------------------------------------------------------- signing in

/** What a `/relate` code signs in to: the account's session when the identity is bound, else who it is, to bind. */
export const socialSignIn = z.discriminatedUnion('bound', [
  loginResult.extend({ bound: z.literal(true) }),
  z.object({ bound: z.literal(false), provider: socialProvider, displayName: z.string(), avatar: z.string() }),
]);
export type SocialSignIn = z.infer<typeof socialSignIn>;

const relateCode = z.string().trim().min(1).max(100);

export const socialRoutes = {
  ...socialBindingsCrud.routes,
  providers: defineRoute({
    method: 'GET', path: '/social/providers', access: onPage('social-manage', 'view'),
    title: '第三方登录设置', titleEn: 'Third-party sign-in settings',
    summary: 'The sign-in providers (WeChat, GitHub, OpenID Connect) with their settings, secrets masked', data: z.array(socialProviderSettings),
  }),
  saveProvider: defineRoute({
    method: 'POST', path: '/social/providers', access: onPage('social-manage', 'edit'), bodyEncoding: 'json',
    title: '保存第三方登录设置', titleEn: 'Save third-party sign-in settings',
    summary: "Save one provider's settings; a blank or masked secret keeps the saved one",
    body: socialProviderInput, data: socialProviderSettings, message: MESSAGES.social.settingsSaved,
  }),
  available: defineRoute({
    method: 'GET', path: '/social/available', access: PUBLIC, title: '可用的第三方登录', titleEn: 'Available third-party sign-ins', summary: 'The enabled providers, for the buttons of the sign-in page',
    data: z.array(z.object({ provider: socialProvider, displayName: z.string() })),
  }),
  login: defineRoute({
    method: 'GET', path: '/social/:provider/login', access: PUBLIC,
    title: '发起第三方登录', titleEn: 'Start a third-party sign-in',
    summary: "Starts a sign-in with a provider (`/social/wechat/login` for WeChat): the provider's authorization address, "
      + 'with a single-use `state` good for 10 minutes; `redirect` is where the web app goes once signed in',
    params: z.strictObject({ provider: socialProvider }), query: z.strictObject({ redirect: localPath.optional() }),
    data: z.object({ url: z.string() }),
  }),
  callback: defineRoute({
    method: 'GET', path: '/social/callback/:provider', access: PUBLIC, produces: 'application/json',
    title: '第三方登录回调', titleEn: 'Third-party sign-in callback',
    summary: `The provider's redirect back: the code is exchanged here and the browser sent on (302) to \`${SOCIAL_RELATE_PAGE}?code=…\` `
      + `(a code standing for the identity, single use, ${SOCIAL_CODE_MINUTES} minutes) or \`${SOCIAL_RELATE_PAGE}?error=…\``,
    params: z.strictObject({ provider: socialProvider }),
    // As the provider sends it: other parameters (`iss`, a session state) may come too.
    query: z.object({
      code: z.string().max(2_000).optional(), state: z.string().max(200).optional(),
      error: z.string().max(200).optional(), error_description: z.string().max(1_000).optional(),
    }),
  }),
  getJWT: defineRoute({
    method: 'GET', path: '/social/relate/getJWT', access: PUBLIC, signIn: true,
    title: '第三方账号登录', titleEn: 'Sign in with a third-party account',
    summary: "Signs in with the `/relate` code when its identity is bound to an enabled account (the code is then spent); "
      + 'else answers who the identity is, and the code stays good for `/social/relate/bind`',
    query: z.strictObject({ code: relateCode }), data: socialSignIn, errors: SIGN_IN_REFUSALS,
  }),
  bind: defineRoute({
    method: 'POST', path: '/social/relate/bind', access: PUBLIC, signIn: true,
    title: '绑定第三方账号并登录', titleEn: 'Bind a third-party account and sign in',
    summary: "Binds the `/relate` code's identity to an account, proven by its username and password, and signs in to it",
    body: z.strictObject({ code: relateCode, username: loginBody.shape.username, password: loginBody.shape.password }),
    data: loginResult, message: MESSAGES.social.bound, errors: SIGN_IN_REFUSALS,
  }),
  mine: defineRoute({
    method: 'GET', path: '/social/mine', access: SIGNED_IN, title: '我的第三方账号', titleEn: 'My third-party accounts', summary: "The signed-in user's bindings", data: z.array(ownSocialBinding),
  }),
  unbindMine: defineRoute({
    method: 'POST', path: '/social/mine/unbind', access: SIGNED_IN, title: '解除第三方账号绑定', titleEn: 'Unbind a third-party account', summary: "Unbinds one of the signed-in user's own bindings",
    body: z.strictObject({ id }), data: z.null(), message: MESSAGES.social.unbound,
  }),
};
export const socialDomain = defineDomain('social', socialRoutes);
