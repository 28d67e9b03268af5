import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayChange, type RouteDef } from '@console/contract';
import { type LogKind } from '@console/contract/logs';
import { redactedJson, redactUrl } from '../../platform/redaction.ts';
import { changesAccess } from './access-changes.ts';
import type { NewRequestLog } from './logs.table.ts';

const BODY_MAX = 4000;
const TEXT_MAX = 500;

/**
 * Which log a request of this route goes to, if any: sign-ins and sign-outs, calls that grant or take
 * away access (with this body), other calls that may change something, reads of a record's personal
 * data in full (who read whose), partners' calls the gateway refused or could not pass on (the
 * successful ones are counted, not logged), and the OAuth protocol calls of websites that were refused
 * (a successful one follows the user's consent, which is logged).
 */
export function logKindOf(route: RouteDef, status: number, body?: unknown): LogKind | undefined {
  if (route.signIn) return 'login';
  if (route.revealsPersonalData) return 'operation';
  if (route.access.kind === 'partner' || route.access.kind === 'protocol') return status >= 400 ? 'operation' : undefined;
  if (!mayChange(route)) return undefined;
  return changesAccess(route, body) ? 'access' : 'operation';
}

/** Whether some answer of this route is logged (a refusal is logged wherever any answer is). */
export const mayBeLogged = (route: RouteDef) => logKindOf(route, 400) !== undefined;

const cut = (text: string | undefined, max = TEXT_MAX) => (text ?? '').slice(0, max);

/** The name a sign-in was tried with, as the sign-in reads it. */
function typedName(body: unknown): string {
  const name = (body as { username?: unknown } | undefined)?.username;
  return typeof name === 'string' ? cut(name.trim(), 100) : '';
}

/** Who called, when not a user: an application, a partner, or the name a sign-in was tried with. */
function callerNameOf(request: FastifyRequest, route: RouteDef): string {
  if (request.application) return `${request.application.name} (${request.application.appId})`;
  if (request.partner) return `${request.partner.name} (${request.partner.appKey})`;
  return route.signIn && !request.caller ? typedName(request.body) : '';
}

/** The log entry of an answered request; the account's name is filled in when the batch is written. */
export function entryOf(request: FastifyRequest, reply: FastifyReply, route: RouteDef, kind: LogKind): NewRequestLog {
  const durationMs = Math.round(reply.elapsedTime);
  const access = route.access;
  return {
    kind,
    at: new Date(Date.now() - durationMs),
    userId: request.caller?.userId ?? null,
    username: cut(callerNameOf(request, route), 100),
    ip: request.ip,
    userAgent: cut(request.headers['user-agent']),
    method: request.method,
    route: request.routeOptions.url ?? '',
    path: cut(redactUrl(request.url), 1000),
    page: access.kind === 'page' ? access.pages.join(',') : '',
    action: cut(route.summary),
    status: reply.statusCode,
    success: reply.statusCode < 400,
    message: cut(request.refusal),
    durationMs,
    body: redactedJson(request.body, BODY_MAX),
    requestId: request.id,
  };
}
