import { z } from 'zod';
import { flag, id, idList, optional, outboundUrl, text, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { OPEN_OPERATIONS } from '../open-operations.ts';
import { answeredAs } from '../record-form.ts';
import { defineDomain, defineRoute, onPage, onPages, PARTNER } from '../route.ts';

/*
 * The open platform: outside partners (ISVs) call the platform's open interface through one
 * gateway, signing each call with their own keys; these pages say who may call what, how often,
 * and from where.
 */

/** A code a person types and a machine compares: letters, digits, `_` and `-`. */
const code = text(50).min(1).regex(/^[A-Za-z][\w-]*$/, MESSAGES.inputRules.code);

// ---------------------------------------------------------------- ISV roles

export const isvRolesCrud = defineCrud({
  name: 'isvRole',
  page: 'isv-role-manage',
  noun: ['ISV role', 'ISV roles', 'ISV角色'],
  fields: { code, name: text(50).min(1), remark: optional(text(500)) },
  readOnly: {
    /** ISVs holding the role. */
    isvCount: z.number().int(),
    /** Routes granted to the role. */
    routeCount: z.number().int(),
  },
  filters: { code: filterBy.contains, name: filterBy.contains },
  sorts: ['id', 'code', 'name', 'createdAt'],
  paths: {
    list: 'GET /isvRole/list', info: 'GET /isvRole/info/:id', create: 'POST /isvRole/add',
    update: 'POST /isvRole/update', delete: 'GET /isvRole/delByIds/:ids',
  },
  unique: { code: { ignoreCase: true, message: MESSAGES.isvRoleCodeTaken }, name: { ignoreCase: true, message: MESSAGES.isvRoleNameTaken } },
  notFound: MESSAGES.isvRoleNotFound,
});

export const isvRoleRecord = isvRolesCrud.record;
export type IsvRoleRecord = z.infer<typeof isvRoleRecord>;

export const isvRoleOption = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const isvRolesRoutes = {
  ...isvRolesCrud.routes,
  listAll: defineRoute({
    method: 'GET', path: '/isvRole/listAll', access: onPages(['isv-role-manage', 'isv-manage', 'isv-route-manage'], 'view'),
    title: '全部 ISV 角色', titleEn: 'All ISV roles',
    summary: 'Every ISV role, as options', data: z.array(isvRoleOption),
  }),
};
export const isvRolesDomain = defineDomain('isvRoles', isvRolesRoutes);

// ---------------------------------------------------------------- ISVs and their keys

/** How a partner signs its calls: with the shared secret, or with its RSA private key. */
export const SIGN_TYPES = ['HMAC-SHA256', 'RSA-SHA256'] as const;
export type SignType = (typeof SIGN_TYPES)[number];

export const isvsCrud = defineCrud({
  name: 'isv',
  page: 'isv-manage',
  noun: ['ISV', 'ISVs', 'ISV'],
  fields: { name: text(100).min(1), enabled: flag.optional(), roleIds: idList.optional(), remark: optional(text(500)) },
  readOnly: {
    /** What a partner names itself with on every call; generated, never changed. */
    appKey: z.string(),
    roleNames: z.array(z.string()),
    /** The sign types the ISV's keys allow: a secret gives HMAC, the partner's public key RSA. */
    signTypes: z.array(z.enum(SIGN_TYPES)),
    /** `******` when set, empty when not: the secret itself only on generation or through the reveal call. */
    secret: z.string(),
    /** The partner's public key (PEM): the platform checks RSA signatures with it. */
    publicKey: z.string(),
    /** The platform's Ed25519 public key for this ISV (PEM): the partner checks the answers' signatures with it. */
    platformPublicKey: z.string(),
  },
  filters: { appKey: filterBy.contains, name: filterBy.contains, enabled: filterBy.flag },
  sorts: ['id', 'name', 'enabled', 'createdAt'],
  paths: { list: 'GET /isv/isvList', info: 'GET /isv/isvGet/:id', create: 'POST /isv/add', update: 'POST /isv/update' },
  unique: { name: { ignoreCase: true, message: MESSAGES.isvNameTaken } },
  notFound: MESSAGES.isvNotFound,
  bodyEncoding: 'json',
});

export const isvRecord = isvsCrud.record;
export type IsvRecord = z.infer<typeof isvRecord>;

/** Every key of an ISV in clear: what generation shows once, and the reveal call shows again. */
export const isvKeys = z.object({
  appKey: z.string(),
  /** The HMAC-SHA256 secret; empty when there is none. */
  secret: z.string(),
  /** The partner's key pair, when the platform made it (PEM); the private key is empty when the partner brought its own pair. */
  privateKey: z.string(),
  publicKey: z.string(),
  /** The platform's Ed25519 key pair for this ISV: answers are signed with the private key. */
  platformPrivateKey: z.string(),
  platformPublicKey: z.string(),
});
export type IsvKeys = z.infer<typeof isvKeys>;

const PEM_PUBLIC_KEY = /^-----BEGIN (RSA )?PUBLIC KEY-----[\s\S]+-----END (RSA )?PUBLIC KEY-----\s*$/;

/** An RSA public key in PEM; the server also checks that it reads and has 2048 bits or more. */
export const rsaPublicKeyPem = z.string().trim().max(4_000).regex(PEM_PUBLIC_KEY, MESSAGES.isvPublicKeyNotPem);

export const isvsRoutes = {
  ...isvsCrud.routes,
  keysGet: defineRoute({
    method: 'GET', path: '/isv/keysGet/:id', access: onPage('isv-keys', 'view'), revealsSecrets: true,
    title: '查看 ISV 密钥', titleEn: 'Reveal ISV keys',
    summary: "An ISV's keys in clear, private keys included; each reveal is audited", params: z.strictObject({ id }), data: isvKeys,
  }),
  keysGen: defineRoute({
    method: 'POST', path: '/isv/keysGen', access: onPage('isv-manage', 'edit'), revealsSecrets: true, bodyEncoding: 'json',
    title: '重新生成 ISV 密钥', titleEn: 'Generate ISV keys',
    summary: "Make an ISV's keys anew (secret, the partner's 2048-bit RSA pair, the platform's Ed25519 pair): shown this once; the old ones stop working",
    body: z.strictObject({ id }), data: isvKeys, message: MESSAGES.isvKeysGenerated,
  }),
  keysUpdate: defineRoute({
    method: 'POST', path: '/isv/keysUpdate', access: onPage('isv-manage', 'edit'), bodyEncoding: 'json',
    title: '设置 ISV 公钥', titleEn: 'Set an ISV public key',
    summary: "Set the public key the partner made itself (RSA, PEM, 2048 bits or more); the partner's pair the platform made is forgotten",
    body: z.strictObject({ id, publicKey: rsaPublicKeyPem }), data: isvRecord,
  }),
  mayRevealKeys: defineRoute({
    method: 'GET', path: '/isv/keysGet/allowed', access: onPage('isv-manage', 'view'),
    title: '可否查看密钥', titleEn: 'May reveal keys',
    summary: 'Whether the caller may reveal keys (the page shows the button to them only)', data: z.object({ allowed: z.boolean() }),
  }),
};
export const isvsDomain = defineDomain('isvs', isvsRoutes);

// ---------------------------------------------------------------- Routes partners may call

export const ROUTE_TARGET_KINDS = ['http', 'operation'] as const;
export const ROUTE_TIMEOUT_MS = { min: 100, max: 60_000, default: 10_000 } as const;

/** What partners name a call by: lower-case words joined by dots, as `company.info.get`. */
const methodName = text(100).min(3).regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/, MESSAGES.inputRules.methodName);
const version = text(20).min(1).regex(/^\d+(\.\d+){0,2}$/, MESSAGES.inputRules.version);

export const isvRoutesCrud = defineCrud({
  name: 'isvRoute',
  page: 'isv-route-manage',
  noun: ['open route', 'open routes', '开放路由'],
  fields: {
    name: methodName,
    version,
    title: text(100).min(1),
    enabled: flag.optional(),
    /** Only ISVs holding one of its roles may call it; otherwise any enabled ISV may. */
    needsPermission: flag.optional(),
    targetKind: z.enum(ROUTE_TARGET_KINDS, { error: MESSAGES.inputRules.oneOf(ROUTE_TARGET_KINDS.join('、')) }),
    /** The upstream a call is sent to (`http` routes). */
    targetUrl: optional(outboundUrl),
    /** The platform's operation a call runs (`operation` routes). */
    operation: optional(z.enum(OPEN_OPERATIONS, { error: MESSAGES.inputRules.oneOf(OPEN_OPERATIONS.join('、')) })),
    timeoutMs: wholeNumber(ROUTE_TIMEOUT_MS.min, ROUTE_TIMEOUT_MS.max).optional(),
    remark: optional(text(500)),
  },
  // The operation a route keeps, as text (empty for `http` routes): a form offers the operations there are.
  shownAs: { operation: z.string() },
  readOnly: { roleIds: z.array(z.number().int()), roleNames: z.array(z.string()) },
  filters: { name: filterBy.contains, title: filterBy.contains, enabled: filterBy.flag },
  sorts: ['id', 'name', 'version', 'enabled', 'createdAt'],
  paths: {
    list: 'GET /isvRoute/list', info: 'GET /isvRoute/get/:id', create: 'POST /isvRoute/add',
    update: 'POST /isvRoute/update', delete: 'GET /isvRoute/delByIds/:ids',
  },
  unique: { name: { within: ['version'], message: MESSAGES.isvRouteTaken } },
  notFound: MESSAGES.isvRouteNotFound,
  bodyEncoding: 'json',
});

export const isvRouteRecord = isvRoutesCrud.record;
export type IsvRouteRecord = z.infer<typeof isvRouteRecord>;

export const isvRouteOption = z.object({ id: z.number().int(), name: z.string(), version: z.string(), title: z.string() });

/** Calls through the gateway in one period: how many, how many failed, and how long they took. */
export const gatewayFigures = z.object({ calls: z.number().int(), errors: z.number().int(), avgMs: z.number(), maxMs: z.number() });

export const gatewayStats = z.object({
  /** One point a period (a minute for an hour, an hour for longer), oldest first. */
  points: z.array(gatewayFigures.extend({ at: z.string() })),
  /** The ISVs that called, most calls first. */
  byIsv: z.array(gatewayFigures.extend({ appKey: z.string(), name: z.string() })),
});
export type GatewayStats = z.infer<typeof gatewayStats>;

export const isvRoutesRoutes = {
  ...isvRoutesCrud.routes,
  listAll: defineRoute({
    method: 'GET', path: '/isvRoute/listAll', access: onPages(['isv-route-manage', 'isv-limit-manage'], 'view'),
    title: '全部开放路由', titleEn: 'All open routes',
    summary: 'Every open route, as options', data: z.array(isvRouteOption),
  }),
  updateRole: defineRoute({
    method: 'POST', path: '/isvRoute/updateRole', access: onPage('isv-route-manage', 'edit'), bodyEncoding: 'json',
    title: '设置路由的 ISV 角色', titleEn: 'Set a route\'s ISV roles',
    summary: 'The ISV roles that may call a route (replaces them)', body: z.strictObject({ id, roleIds: idList }), data: isvRouteRecord,
  }),
  stats: defineRoute({
    method: 'GET', path: '/isvRoute/stats', access: onPage('isv-route-manage', 'view'),
    title: '路由调用统计', titleEn: 'Route call figures',
    summary: 'Gateway calls of a route (or of all) over the last hours: calls, errors and latency',
    query: z.strictObject({ routeId: id.optional(), hours: wholeNumber(1, 168).default(24) }), data: gatewayStats,
  }),
};
export const isvRoutesDomain = defineDomain('isvRoutes', isvRoutesRoutes);

// ---------------------------------------------------------------- IP blacklist

/** One IPv4 or IPv6 address, or a CIDR range of either. */
/** Kept in lower case, so that one IPv6 address or range is one entry however it was typed. */
export const ipOrRange = answeredAs(z.string().trim().max(50).pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: MESSAGES.ipOrRangeInvalid }))
  .transform((ip) => ip.toLowerCase()), z.string());

export const ipBlacklistCrud = defineCrud({
  name: 'ipBlacklist',
  page: 'ipblack-manage',
  noun: ['blacklist entry', 'blacklist entries', '黑名单条目'],
  fields: { ip: ipOrRange, enabled: flag.optional(), remark: optional(text(500)) },
  filters: { ip: filterBy.contains, enabled: filterBy.flag },
  sorts: ['id', 'ip', 'enabled', 'createdAt'],
  paths: {
    list: 'GET /isv/ip/list', info: 'GET /isv/ip/info/:id', create: 'POST /isv/ip/add',
    update: 'POST /isv/ip/edit', delete: 'GET /isv/ip/delByIds/:ids',
  },
  unique: { ip: { ignoreCase: true, message: MESSAGES.ipBlacklisted } },
  notFound: MESSAGES.ipBlacklistNotFound,
});

export const ipBlacklistRecord = ipBlacklistCrud.record;
export type IpBlacklistRecord = z.infer<typeof ipBlacklistRecord>;

export const ipBlacklistRoutes = {
  ...ipBlacklistCrud.routes,
  enable: defineRoute({
    method: 'GET', path: '/isv/ip/enable/:id', access: onPage('ipblack-manage', 'edit'),
    title: '启用黑名单条目', titleEn: 'Enable a blacklist entry',
    summary: 'Start blocking an address or range', params: z.strictObject({ id }), data: ipBlacklistRecord,
  }),
  disable: defineRoute({
    method: 'GET', path: '/isv/ip/disable/:id', access: onPage('ipblack-manage', 'edit'),
    title: '停用黑名单条目', titleEn: 'Disable a blacklist entry',
    summary: 'Stop blocking an address or range (the entry is kept)', params: z.strictObject({ id }), data: ipBlacklistRecord,
  }),
};
export const ipBlacklistDomain = defineDomain('ipBlacklist', ipBlacklistRoutes);

// ---------------------------------------------------------------- Rate limits

/** `window`: at most `points` calls per `periodSeconds`; `bucket`: `points` a second, with `burst` more now and then. */
export const LIMIT_KINDS = ['window', 'bucket'] as const;

export const isvLimitsCrud = defineCrud({
  name: 'isvLimit',
  page: 'isv-limit-manage',
  noun: ['rate limit', 'rate limits', '限流规则'],
  fields: {
    name: text(50).min(1),
    /** What it counts: the calls of a route, of an app key, from an IP, or of a combination (all given must match). */
    routeId: id.nullable().optional(),
    appKey: optional(text(64)),
    ip: optional(ipOrRange),
    kind: z.enum(LIMIT_KINDS, { error: MESSAGES.inputRules.oneOf(LIMIT_KINDS.join('、')) }),
    points: wholeNumber(1, 1_000_000),
    periodSeconds: wholeNumber(1, 86_400).optional(),
    burst: wholeNumber(0, 1_000_000).optional(),
    enabled: flag.optional(),
    remark: optional(text(500)),
  },
  nullable: ['routeId'],
  readOnly: { routeName: z.string() },
  refineCreate: (body, ctx) => {
    if (!body.routeId && !body.appKey && !body.ip) ctx.addIssue({ code: 'custom', path: ['routeId'], message: MESSAGES.limitNeedsSubject });
  },
  filters: { name: filterBy.contains, appKey: filterBy.contains, routeId: filterBy.id, enabled: filterBy.flag },
  sorts: ['id', 'name', 'points', 'enabled', 'createdAt'],
  paths: { list: 'GET /isv/limit/list', create: 'POST /isv/limit/add', update: 'POST /isv/limit/edit', delete: 'GET /isv/limit/delByIds/:ids' },
  unique: { name: { ignoreCase: true, message: MESSAGES.isvLimitNameTaken } },
  notFound: MESSAGES.isvLimitNotFound,
  bodyEncoding: 'json',
});

export const isvLimitRecord = isvLimitsCrud.record;
export type IsvLimitRecord = z.infer<typeof isvLimitRecord>;

export const isvLimitsRoutes = { ...isvLimitsCrud.routes };
export const isvLimitsDomain = defineDomain('isvLimits', isvLimitsRoutes);

// ---------------------------------------------------------------- The gateway

/** How far a call's timestamp may be from the platform's clock (a nonce is remembered twice this long, the whole window). */
export const GATEWAY_CLOCK_SKEW_MS = 5 * 60_000;

/** A signed call of a partner. The signature covers the first six fields (see `docs/open-platform.md`). */
export const gatewayRequest = z.strictObject({
  app_key: z.string().min(1).max(64),
  method: z.string().min(1).max(100),
  version: z.string().min(1).max(20),
  /** Milliseconds since 1970 (UTC). */
  timestamp: z.number().int().min(0),
  /** Used once: 16 to 64 letters, digits, `_` or `-`. */
  nonce: z.string().regex(/^[\w-]{16,64}$/, MESSAGES.inputRules.nonce),
  sign_type: z.enum(SIGN_TYPES, { error: MESSAGES.inputRules.oneOf(SIGN_TYPES.join('、')) }),
  /** The business parameters as JSON text (an object); its SHA-256 is signed. */
  biz_content: z.string().max(500_000),
  sign: z.string().min(1).max(1_000),
});
export type GatewayRequest = z.infer<typeof gatewayRequest>;

/** The answer of a call that reached its target, signed by the platform's key of the ISV. */
export const gatewayAnswer = z.object({
  /** The target's answer as JSON text, exactly as signed. */
  biz_response: z.string(),
  /** Ed25519: fast enough to sign every answer, checked with the platform's public key for the ISV. */
  sign_type: z.literal('ED25519'),
  sign: z.string(),
});
export type GatewayAnswer = z.infer<typeof gatewayAnswer>;

/** Why the gateway refused a call: one code for each check. */
export const GATEWAY_REFUSALS = {
  ipBlocked: { status: 403, code: 'isv.ip-blocked' },
  unknownAppKey: { status: 401, code: 'isv.app-key-unknown' },
  isvDisabled: { status: 403, code: 'isv.disabled' },
  signTypeUnavailable: { status: 400, code: 'isv.sign-type-unavailable' },
  badSignature: { status: 401, code: 'isv.signature-invalid' },
  staleTimestamp: { status: 401, code: 'isv.timestamp-out-of-window' },
  repeatedNonce: { status: 401, code: 'isv.nonce-used' },
  unknownRoute: { status: 404, code: 'isv.route-unknown' },
  routeDisabled: { status: 403, code: 'isv.route-disabled' },
  routeNotGranted: { status: 403, code: 'isv.route-not-granted' },
  badBizContent: { status: 400, code: 'isv.biz-content-invalid' },
  limited: { status: 429, code: 'isv.rate-limited' },
  targetRefused: { status: 400, code: 'isv.target-refused' },
  upstreamFailed: { status: 502, code: 'isv.upstream-unavailable' },
  upstreamTimeout: { status: 504, code: 'isv.upstream-timeout' },
} as const satisfies Record<string, { status: number; code: string }>;
export type GatewayRefusalName = keyof typeof GATEWAY_REFUSALS;

/** `data` of a refusal: its code (the message is `status_desc`). */
export const gatewayRefusal = z.object({ sub_code: z.string() });
/** A body that is not a gateway call at all is refused as any malformed request is: `data` null, the field named in `status_desc`. */
const malformedOrRefused = gatewayRefusal.nullable();

export const openGatewayRoutes = {
  call: defineRoute({
    method: 'POST', path: '/open/gateway', access: PARTNER, bodyEncoding: 'json', readsOnly: true,
    title: '开放网关调用', titleEn: 'Open gateway call',
    summary: "A partner's signed call of an open route: checked (IP, app key, signature, timestamp, nonce, roles, limits), then passed to its target",
    body: gatewayRequest, data: gatewayAnswer,
    errors: { 400: malformedOrRefused, 401: gatewayRefusal, 403: gatewayRefusal, 404: gatewayRefusal, 429: gatewayRefusal, 502: gatewayRefusal, 504: gatewayRefusal },
  }),
};
export const openGatewayDomain = defineDomain('openGateway', openGatewayRoutes);
