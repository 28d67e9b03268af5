import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@console/contract';
import { MESSAGES } from '@console/contract';
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
  authenticate(token: string): Promise<Caller | null>;
  isAllowed(userId: number, pages: readonly string[], perm: string): Promise<boolean>;
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

/** The session token: `Authorization` (optionally `Bearer `), the template's `X-Token`, or the template's `?token=`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? request.headers['x-token'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw) return raw.replace(/^Bearer\s+/i, '').trim() || undefined;
  if (request.routeOptions.config.tokenInQuery) {
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
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const token = tokenOf(request);
    const caller = token ? await resolver.authenticate(token) : null;
    if (!caller) throw notSignedIn();
    request.caller = caller;
    if (access.kind !== 'page') return;
    if (caller.mustChangePassword) throw forbiddenBecause(MESSAGES.mustChangePassword);
    if (!caller.isAdmin && !(await resolver.isAllowed(caller.userId, access.pages, access.perm))) throw forbidden();
  });
}
