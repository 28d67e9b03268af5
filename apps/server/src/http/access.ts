import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@console/contract';
import { MESSAGES } from '@console/contract';
import { whenHere, type MaybePromise } from '../platform/maybe-promise.ts';
import { forbidden, forbiddenBecause, notSignedIn } from './errors.ts';

/** Who is calling, once their token has been checked. */
export interface Caller {
  userId: number;
  tokenHash: string;
  /** Signed in with a one-time password: only their own account's calls are allowed until it is changed. */
  mustChangePassword: boolean;
  /** Holds the admin role, which passes every permission check. */
  isAdmin: boolean;
  /** The version of the access data (users, roles, grants, menus) this request saw, for answers kept per version. */
  accessVersion: number;
}

/** What the access hook needs from the domains; wired in `buildApp`. */
export interface AccessResolver {
  authenticate(token: string): MaybePromise<Caller | null>;
  isAllowed(userId: number, pages: readonly string[], perm: string): MaybePromise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
  interface FastifyContextConfig {
    access?: Access;
    tokenInQuery?: boolean;
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

/** The signed-in caller of a route that requires one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw notSignedIn();
  return request.caller;
}

/**
 * Refuses every call its route's declared access does not allow, first of all: before the body is
 * read or validated, so a caller without access learns nothing about what the route accepts.
 */
export function registerAccessHook(app: FastifyInstance, resolver: AccessResolver) {
  // Declared up front, so that setting it keeps every request object of one shape (Fastify's advice).
  app.decorateRequest('caller', undefined);
  // A callback hook, done at once when the answers are in memory (nearly always): no promise is made.
  app.addHook('onRequest', (request, _reply, done) => {
    let admitted: MaybePromise<void>;
    try {
      admitted = admit(request, resolver);
    } catch (error) {
      return done(error as Error);
    }
    if (admitted instanceof Promise) admitted.then(() => done(), done);
    else done();
  });
}

/** Throws, or answers a promise that rejects, when the request's route does not allow its caller. */
function admit(request: FastifyRequest, resolver: AccessResolver): MaybePromise<void> {
  // Fastify builds `routeOptions` anew at each read: read it once.
  const { access, tokenInQuery } = request.routeOptions.config;
  if (!access || access.kind === 'public') return;
  const token = tokenOf(request, tokenInQuery);
  return whenHere(token ? resolver.authenticate(token) : null, (caller) => {
    if (!caller) throw notSignedIn();
    request.caller = caller;
    if (access.kind !== 'page') return;
    if (caller.mustChangePassword) throw forbiddenBecause(MESSAGES.mustChangePassword);
    if (caller.isAdmin) return;
    return whenHere(resolver.isAllowed(caller.userId, access.pages, access.perm), (allowed) => {
      if (!allowed) throw forbidden();
    });
  });
}
