import type { z } from 'zod';
import type { PageName, PermType } from './pages.ts';
import type { DomainMessages } from './messages-reader.ts';
import type { OpenOperationName } from './open-operations.ts';

/**
 * Who may call a route: anyone, any signed-in user, or holders of a permission type on one of the
 * pages that use the route (holding it on any one of them suffices).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn'; finishes?: readonly SignInStep[] }
  | { kind: 'page'; pages: readonly PageName[]; perm: PermType; serviceToken?: ServiceToken }
  | { kind: 'customer'; mainAccount?: true }
  | { kind: 'application' }
  | { kind: 'partner' }
  | { kind: 'protocol' };

/**
 * A bearer token of the server's configuration that also opens a page route, for a machine without
 * a session (a metrics scraper); while the server has none configured, only sessions do.
 */
export type ServiceToken = 'metrics';

/**
 * What a session may still owe before its sign-in is finished, in the order they are asked for: the
 * second factor of an account that enrolled one (`secondFactor`, owed by the session), a password
 * nobody but the user may know (`password`: one somebody else set), and the enrolment of a second
 * factor that a role of the account requires (`twoFactorEnrolment`). Until it is paid, the session
 * reaches only the routes that finish that step.
 */
export const SIGN_IN_STEPS = ['secondFactor', 'password', 'twoFactorEnrolment'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
/**
 * Any signed-in user, also one whose sign-in is not finished, at any step: who am I, sign out. Every
 * other route refuses such a session, but those finishing its step (`finishing`).
 */
export const FINISHING_SIGN_IN: Access = { kind: 'signedIn', finishes: SIGN_IN_STEPS };
/** Any signed-in user, also one whose sign-in still owes these steps: the calls that pay them (change the password, give a code). */
export const finishing = (...steps: SignInStep[]): Access => ({ kind: 'signedIn', finishes: steps });
/**
 * Another product application of the platform, with the credential an administrator issued to it
 * (HTTP Basic: its appId and key); never a person's session.
 */
export const APPLICATION: Access = { kind: 'application' };
/**
 * An outside partner of the open platform (an ISV), admitted by the signature of its call, which the
 * route's handler checks: no session, no application key.
 */
export const PARTNER: Access = { kind: 'partner' };
/**
 * A caller of the OAuth 2.0 / OpenID Connect protocol, admitted by the credential the protocol names
 * (client authentication at the token endpoint, an access token at userinfo), which the handler checks.
 */
export const PROTOCOL: Access = { kind: 'protocol' };
/**
 * A customer account (user type 10), main or sub-account, as the server has it: what the browser
 * keeps (`userType`, `admin_id`) is never believed. Staff, the admin included, are not customers.
 */
export const CUSTOMER: Access = { kind: 'customer' };
/** A customer main account allowed sub-accounts (the sub-account flag, no main account above it). */
export const MAIN_ACCOUNT: Access = { kind: 'customer', mainAccount: true };
export const onPage = (page: PageName, perm: PermType): Access => ({ kind: 'page', pages: [page], perm });
/** A route several pages use, such as the user calls behind both 用户管理 and 部门人员管理. */
export const onPages = (pages: readonly PageName[], perm: PermType): Access => ({ kind: 'page', pages, perm });

/** Where the routes live: the API, and the template base of the few calls the specification places there. */
export const API_BASE = '/yl1001/platform/api';
export const TEMPLATE_BASE = '/vue-admin-template';

/** `code` of every success envelope; a refusal's code equals its HTTP status. */
export const SUCCESS_CODE = 200;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Schemas of the `data` of refusals that carry some, by status. */
export type RouteErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 502 | 504, z.ZodType>>;

export interface RouteDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
  E extends RouteErrors = RouteErrors,
> {
  method: HttpMethod;
  /** Path below the base, in `:param` form. */
  path: string;
  /** `api` is `/yl1001/platform/api`; `root` is the server root (template-style aliases). */
  base: 'api' | 'root';
  access: Access;
  /**
   * What the call does, in a few words, in Chinese (`title`) and English (`titleEn`): the operation
   * log names a call by them (操作), in the reader's language.
   */
  title: string;
  titleEn: string;
  /** What the call does, in the words of the API reference. */
  summary: string;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of the envelope's `data`; absent for routes that answer with something other than JSON. */
  data?: R;
  /** How the body is sent: form-encoded (the default) or JSON. */
  bodyEncoding?: 'form' | 'json';
  /** The body is one file, sent as `multipart/form-data` (the field is the contract's `UPLOAD_FIELD`). */
  fileUpload?: true;
  /** A WebSocket endpoint (`defineSocketRoute`). */
  websocket?: true;
  /** Content type of a non-JSON answer. */
  produces?: string;
  /** The session token may come from the `token` query parameter (template-style alias only). */
  tokenInQuery?: boolean;
  /** A POST that changes nothing (a search sent in a body): neither logged as an operation nor treated as a change. */
  readsOnly?: true;
  /** A sign-in or sign-out: recorded in the sign-in log whatever its result. */
  signIn?: true;
  /** Its answer shows secrets in clear by design (keys on generation, a reveal): held to its own permission and audited. */
  revealsSecrets?: true;
  /**
   * Its answer shows a record's personal fields in full (a declaration's `personal` action): they are
   * not masked, and every answer, refusals included, is recorded in the operation log (who read whose).
   */
  revealsPersonalData?: true;
  /**
   * Partners may call it through the open gateway under this name (an open route's operation). Its
   * handler then runs without a caller: it must not need one.
   */
  openAs?: OpenOperationName;
  /**
   * `oauth`: refusals answer as the OAuth 2.0 protocol says (`{ error, error_description }`, RFC 6749
   * §5.2), not in the envelope, so that any standard client reads them.
   */
  answers?: 'oauth';
  /** `status_desc` of a success, when it says more than 操作成功. */
  message?: string;
  /** Schema of the envelope's `data` in refusals that carry some, by status (the others carry null). */
  errors?: E;
}

export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  E extends RouteErrors = RouteErrors,
>(def: Omit<RouteDef<Q, B, P, R, E>, 'base'> & { base?: RouteDef['base'] }): RouteDef<Q, B, P, R, E> {
  return { ...def, base: def.base ?? 'api' };
}

/**
 * Whether a call may change something: any method but GET, unless it only reads, and the GET calls
 * that need more than a page's `view` (`…/delByIds/{ids}`).
 */
export function mayChange(def: Pick<RouteDef, 'method' | 'access' | 'readsOnly'>): boolean {
  if (def.readsOnly) return false;
  if (def.method !== 'GET') return true;
  return def.access.kind === 'page' && def.access.perm !== 'view';
}

/** A route whose handler gets a WebSocket rather than answering with data. */
export type SocketRouteDef<Q extends z.ZodType | undefined = z.ZodType | undefined> = RouteDef<Q, undefined, undefined, undefined> & { websocket: true };

/**
 * A WebSocket endpoint: an upgrade (GET) opens the socket, its `query` naming what the upgrade
 * carries; a plain request is refused with 426.
 */
export function defineSocketRoute<Q extends z.ZodType | undefined = undefined>(
  def: Pick<RouteDef<Q>, 'path' | 'access' | 'title' | 'titleEn' | 'summary' | 'query'>,
): SocketRouteDef<Q> {
  return { ...def, method: 'GET', base: 'api', websocket: true };
}

/** The routes of one domain under its name; `CONTRACT` gathers every domain of `domains.ts`. */
export interface DomainContract<N extends string = string, R extends Record<string, RouteDef> = Record<string, RouteDef>> {
  kind: 'domain';
  name: N;
  routes: R;
  /** Messages the domain adds to the catalogue, in both languages (a domain the code generator made). */
  messages?: DomainMessages;
}

export const defineDomain = <const N extends string, R extends Record<string, RouteDef>>(name: N, routes: R, messages?: DomainMessages): DomainContract<N, R> =>
  ({ kind: 'domain', name, routes, ...(messages && { messages }) });

export const isDomainContract = (value: unknown): value is DomainContract =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'domain';

/** Whether a route takes its input in the path (`:id`), the query (other GETs) or the body. */
export type InputPlace = 'params' | 'query' | 'body';

export function inputPlaceOf(def: Pick<RouteDef, 'method' | 'path'>): InputPlace {
  if (def.path.includes('/:')) return 'params';
  return def.method === 'GET' ? 'query' : 'body';
}
