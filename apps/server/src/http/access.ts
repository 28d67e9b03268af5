import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, RouteDef, ServiceToken, SignInStep } from '@console/contract';
import { MESSAGES } from '@console/contract';
import { whenHere, type MaybePromise } from '../platform/maybe-promise.ts';
import { AppError, forbidden, forbiddenBecause, notSignedIn } from './errors.ts';

/** Who is calling, once their token has been checked. */
export interface Caller {
  userId: number;
  tokenHash: string;
  /**
   * What the session's sign-in still owes (a second factor, a password of the user's own, the
   * enrolment of a second factor); until it is paid only the routes finishing that step answer. Null
   * once the sign-in is finished.
   */
  signInStep: SignInStep | null;
  /** Holds the admin role, which passes every permission check. */
  isAdmin: boolean;
  /** A customer account (user type 10) as stored: null for staff. */
  customer: CustomerAccount | null;
  /** The version of the access data (users, roles, grants, menus) this request saw, for answers kept per version. */
  accessVersion: number;
}

/** What a customer caller is: a main account, or a sub-account below one. */
export interface CustomerAccount {
  /** The main account above this sub-account; null for a main account. */
  mainAccountId: number | null;
  /** The sub-account flag: a main account with it may have sub-accounts. */
  subAccountFlag: boolean;
}

/** Another product application calling with the credential issued to it. */
export interface CallingApplication {
  appId: string;
  name: string;
}

/** An open-platform partner (ISV) whose signed call the gateway accepted. */
export interface CallingPartner {
  appKey: string;
  name: string;
}

/**
 * Admits the calls of partners (`PARTNER` routes) before their body is read: what can be decided
 * from the connection alone (a blocked address). The route's handler checks the signature.
 */
export type PartnerGate = (request: FastifyRequest) => MaybePromise<void>;

/** What the access hook needs from the domains; wired in `buildApp`. */
export interface AccessResolver {
  authenticate(token: string): MaybePromise<Caller | null>;
  /** The application an appId and key belong to, while it is enabled and the key is its current one. */
  authenticateApplication(appId: string, key: string): Promise<CallingApplication | null>;
  isAllowed(userId: number, pages: readonly string[], perm: string): MaybePromise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
    application?: CallingApplication;
    partner?: CallingPartner;
    /**
     * Whether the signed-in caller holds a permission type on one of the pages (the admin holds every
     * one): for a handler whose rule needs a permission besides its route's (reading personal data in full).
     */
    holds(pages: readonly string[], perm: string): MaybePromise<boolean>;
  }
  interface FastifyContextConfig {
    access?: Access;
    tokenInQuery?: boolean;
    /** The contract route a request reached (its summary names the action in logs). */
    contract?: RouteDef;
  }
}

/** The session token: `Authorization` (optionally `Bearer `), the template's `X-Token`, or `?token=` on a route that takes it. */
export function tokenOf(request: FastifyRequest, tokenInQuery: boolean | undefined): string | undefined {
  const header = request.headers.authorization ?? request.headers['x-token'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw) return raw.replace(/^Bearer\s+/i, '').trim() || undefined;
  if (tokenInQuery) {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' && token ? token : undefined;
  }
  return undefined;
}

/** The appId and key of HTTP Basic credentials (`Authorization: Basic base64(appId:key)`). */
function basicCredentialsOf(request: FastifyRequest): { appId: string; key: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? { appId: decoded.slice(0, colon), key: decoded.slice(colon + 1) } : undefined;
}

/** The calling application of a route that only applications may call. */
export function applicationOf(request: FastifyRequest): CallingApplication {
  if (!request.application) throw notSignedIn();
  return request.application;
}

/** The signed-in caller of a route that requires one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw notSignedIn();
  return request.caller;
}

/** The configured bearer tokens of machines, by the name routes declare (absent: not configured). */
export type ServiceTokens = Partial<Record<ServiceToken, string>>;

/** What admits callers without a session: machines' tokens, the gateway's own calls, partners. */
export interface AccessGates {
  serviceTokens?: ServiceTokens;
  /** The key the open gateway calls the routes it opens (`openAs`) with; made anew at each start, never shown. */
  openCallKey?: string;
  partnerGate?: PartnerGate;
}

/**
 * Refuses every call its route's declared access does not allow, first of all: before the body is
 * read or validated, so a caller without access learns nothing about what the route accepts.
 */
export function registerAccessHook(app: FastifyInstance, resolver: AccessResolver, gates: AccessGates = {}) {
  // Declared up front, so that setting it keeps every request object of one shape (Fastify's advice).
  app.decorateRequest('caller', undefined);
  app.decorateRequest('application', undefined);
  app.decorateRequest('partner', undefined);
  app.decorateRequest('holds', function holds(this: FastifyRequest, pages: readonly string[], perm: string) {
    const caller = callerOf(this);
    return caller.isAdmin || resolver.isAllowed(caller.userId, pages, perm);
  });
  // A callback hook, done at once when the answers are in memory (nearly always): no promise is made.
  app.addHook('onRequest', (request, _reply, done) => {
    let admitted: MaybePromise<void>;
    try {
      admitted = admit(request, resolver, gates);
    } catch (error) {
      return done(error as Error);
    }
    if (admitted instanceof Promise) admitted.then(() => done(), done);
    else done();
  });
}

/** Throws, or answers a promise that rejects, when the request's route does not allow its caller. */
function admit(request: FastifyRequest, resolver: AccessResolver, { serviceTokens = {}, openCallKey, partnerGate }: AccessGates): MaybePromise<void> {
  // Fastify builds `routeOptions` anew at each read: read it once.
  const { access, tokenInQuery, contract } = request.routeOptions.config;
  if (!access || access.kind === 'public') return;
  if (access.kind === 'application') return admitApplication(request, resolver);
  if (access.kind === 'partner') return partnerGate?.(request);
  // The protocol's own credential (a client's secret, an access token) is the handler's to check.
  if (access.kind === 'protocol') return;
  const token = tokenOf(request, tokenInQuery);
  if (contract?.openAs && token && sameSecret(token, openCallKey)) return;
  if (access.kind === 'page' && access.serviceToken && token && sameSecret(token, serviceTokens[access.serviceToken])) return;
  return whenHere(token ? resolver.authenticate(token) : null, (caller) => {
    if (!caller) throw notSignedIn();
    request.caller = caller;
    if (caller.signInStep !== null) refuseUnlessFinishing(caller.signInStep, access);
    if (access.kind === 'signedIn') return;
    if (access.kind === 'customer') return admitCustomer(caller, access.mainAccount ?? false);
    if (caller.isAdmin) return;
    return whenHere(resolver.isAllowed(caller.userId, access.pages, access.perm), (allowed) => {
      if (!allowed) throw forbidden();
    });
  });
}

/** A session whose sign-in owes `step` reaches only the routes that finish that step. */
function refuseUnlessFinishing(step: SignInStep, access: Access): void {
  if (!(access.kind === 'signedIn' && access.finishes?.includes(step))) throw forbiddenBecause(MESSAGES.unfinishedSignIn[step]);
}

/** Customers only, staff never (the admin neither); `mainAccount`: a main account allowed sub-accounts. */
function admitCustomer({ customer }: Caller, mainAccount: boolean): void {
  if (!customer) throw forbidden();
  if (mainAccount && (customer.mainAccountId !== null || !customer.subAccountFlag)) throw forbiddenBecause(MESSAGES.subAccountsMainOnly);
}

/** Compared in constant time (of equal-length digests), so the time taken tells nothing of the secret. */
function sameSecret(given: string, configured: string | undefined): boolean {
  if (!configured) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(configured));
}

async function admitApplication(request: FastifyRequest, resolver: AccessResolver): Promise<void> {
  const credentials = basicCredentialsOf(request);
  const application = credentials && (await resolver.authenticateApplication(credentials.appId, credentials.key));
  if (!application) throw new AppError(401, MESSAGES.applicationUnauthorized, null, { 'www-authenticate': 'Basic realm="applications"' });
  request.application = application;
}
