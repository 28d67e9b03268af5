import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayChange, type LogKind, type RouteDef } from '@console/contract';
import { redactedJson, redactUrl } from '../../platform/redaction.ts';
import type { NewRequestLog } from './logs.table.ts';

const BODY_MAX = 4000;
const TEXT_MAX = 500;

/** Which log a request of this route goes to, if any: sign-ins and sign-outs, and calls that may change something. */
export function logKindOf(route: RouteDef): LogKind | undefined {
  if (route.signIn) return 'login';
  return mayChange(route) ? 'operation' : undefined;
}

const cut = (text: string | undefined, max = TEXT_MAX) => (text ?? '').slice(0, max);

/** The name a sign-in was tried with, as the sign-in reads it. */
function typedName(body: unknown): string {
  const name = (body as { username?: unknown } | undefined)?.username;
  return typeof name === 'string' ? cut(name.trim(), 100) : '';
}

/** The log entry of an answered request; the account's name is filled in when the batch is written. */
export function entryOf(request: FastifyRequest, reply: FastifyReply, route: RouteDef, kind: LogKind): NewRequestLog {
  const durationMs = Math.round(reply.elapsedTime);
  const access = route.access;
  return {
    kind,
    at: new Date(Date.now() - durationMs),
    userId: request.caller?.userId ?? null,
    username: request.application ? cut(`${request.application.name} (${request.application.appId})`, 100) : route.signIn && !request.caller ? typedName(request.body) : '',
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
