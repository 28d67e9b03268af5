import { z } from 'zod';
import { dayFilter, pageOf } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage } from '../route.ts';

/** `operation`: a call that changed something (or tried to); `login`: a sign-in attempt or a sign-out. */
export const LOG_KINDS = ['operation', 'login'] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export const logKind = z.enum(LOG_KINDS);

export const logRecord = z.object({
  id: z.number().int(),
  kind: logKind,
  at: z.string(),
  userId: z.number().int().nullable(),
  /** The account, or the name typed at a sign-in that found none. */
  username: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  method: z.string(),
  /** The route as declared (`/user/delByIds/:ids`). */
  route: z.string(),
  /** The address called, tokens removed. */
  path: z.string(),
  /** The page whose permission the call needed, empty for calls of any signed-in user. */
  page: z.string(),
  /** What the call does, in the words of the API reference. */
  action: z.string(),
  status: z.number().int(),
  success: z.boolean(),
  /** Why it failed, as the caller was told; empty on success. */
  message: z.string(),
  durationMs: z.number().int(),
  /** The request's body as JSON, passwords, tokens, secrets and keys replaced by `[redacted]`. */
  body: z.string(),
  requestId: z.string(),
});
export type LogRecord = z.infer<typeof logRecord>;

export const LOG_SORTS = ['at', 'durationMs', 'status', 'username'] as const;

export const logsCrud = defineCrud({
  name: 'log',
  page: 'log-manage',
  noun: ['log entry', 'log entries'],
  record: logRecord,
  fields: {},
  filters: {
    username: filterBy.contains,
    ip: filterBy.contains,
    route: filterBy.contains,
    success: filterBy.flag,
    status: filterBy.number(100, 599),
    atFrom: filterBy.custom(dayFilter),
    atTo: filterBy.custom(dayFilter),
  },
  sorts: LOG_SORTS,
  paths: { info: 'GET /log/info/:id', delete: 'GET /log/delByIds/:ids' },
  notFound: MESSAGES.logNotFound,
});

/** The levels a person may stream, from the most to the least said. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One line of the server's own log as the real-time log pushes it: redacted like the stored entries. */
export const logLine = z.object({
  at: z.string(),
  level: z.enum([...LOG_LEVELS, 'fatal', 'trace']),
  message: z.string(),
  /** The line's other fields (request, error …) as JSON, redacted. */
  fields: z.string(),
});
export type LogLine = z.infer<typeof logLine>;

declare module './messages.ts' {
  interface SocketEvents {
    /** A line of the server's log, to a caller who started the real-time log (`dropped`: lines left out since the last, over the rate). */
    log: { line: LogLine; dropped: number };
  }
}

/** A real-time log stops by itself this long after it was started, unless started again. */
export const REAL_TIME_LOG_MINUTES = 30;

const realTimeStream = z.object({ level: z.enum(LOG_LEVELS), until: z.string() });

export const logsRoutes = {
  ...logsCrud.routes,
  list: defineRoute({
    method: 'GET', path: '/log/list/:type', access: onPage('log-manage', 'view'),
    summary: 'Log entries of one kind (`operation` or `login`), newest first, searched by user, IP, route, result, status and days',
    params: z.strictObject({ type: logKind }), query: logsCrud.schemas.list, data: pageOf(logRecord),
  }),
  showRealTime: defineRoute({
    method: 'GET', path: '/log/show/real/time', access: onPage('log-manage', 'view'),
    summary: `Streams the server's own log lines from a level on to the caller's message socket (\`log\` events) for ${REAL_TIME_LOG_MINUTES} minutes, or until closed`,
    query: z.strictObject({ level: z.enum(LOG_LEVELS).default('info') }), data: realTimeStream,
  }),
  closeRealTime: defineRoute({
    method: 'GET', path: '/close/real/time', access: onPage('log-manage', 'view'),
    summary: "Stops the caller's real-time log", data: z.object({ stopped: z.boolean() }),
  }),
};
export const logsDomain = defineDomain('logs', logsRoutes);
