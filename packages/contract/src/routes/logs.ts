import { z } from 'zod';
import { dayFilter, pageOf } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage } from '../route.ts';

/**
 * `operation`: a call that changed something (or tried to); `login`: a sign-in attempt or a sign-out;
 * `access`: a call that granted or took away access, or tried to (权限变更: a user's roles, a role's
 * permissions, data scopes, row rules, applications or sign-in addresses).
 */
export const LOG_KINDS = ['operation', 'login', 'access'] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export const logKind = z.enum(LOG_KINDS);

/**
 * What an access change changed, as recorded when it was made: whose (`target` `user` or `role`
 * and its name then, or the row rule, data scope … it was), and each field's value before and after.
 */
export const accessChange = z.object({
  target: z.string(),
  targetId: z.string(),
  /** The account's username or the role's name; null for other targets, or when it no longer exists. */
  subject: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type AccessChange = z.infer<typeof accessChange>;

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
  /** What the call does, in the words of the API reference, as recorded. */
  action: z.string(),
  /**
   * What the call was, in the reader's language (the route's title); for a route no longer served,
   * the recorded `action`.
   */
  operation: z.string(),
  status: z.number().int(),
  success: z.boolean(),
  /** Why it failed, as the caller was told, in the reader's language where it is a message of the server's; empty on success. */
  message: z.string(),
  durationMs: z.number().int(),
  /** The request's body as JSON, passwords, tokens, secrets and keys replaced by `[redacted]`, phones and e-mails masked. */
  body: z.string(),
  requestId: z.string(),
  /** On `access` entries: what the call changed (nothing when it was refused). */
  changes: z.array(accessChange).optional(),
});
export type LogRecord = z.infer<typeof logRecord>;

export const LOG_SORTS = ['at', 'durationMs', 'status', 'username'] as const;

export const logsCrud = defineCrud({
  name: 'log',
  page: 'log-manage',
  noun: ['log entry', 'log entries', '日志'],
  // No form writes an entry: there are no fields to derive the record from.
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
  // No delete: entries are audit records, removed only by the retention job once old enough.
  paths: { info: 'GET /log/info/:id' },
  notFound: MESSAGES.logNotFound,
});

/** Audit records are kept at least this long (GB/T 22239 level 3: six months); the retention setting cannot go lower. */
export const AUDIT_RETENTION_MIN_DAYS = 180;

/**
 * What can be wrong with an entry of the chain: its content no longer matches its seal (`changed`),
 * entries before it are gone (`missing`; at the end of the chain, `truncated`), its link to the entry
 * before it does not match (`linkBroken`), it was sealed with a key this install does not hold
 * (`otherKey`), or it is outside the chain (`unsealed`: written past the writer).
 */
export const CHAIN_PROBLEMS = ['changed', 'missing', 'truncated', 'linkBroken', 'otherKey', 'unsealed'] as const;
export type ChainProblem = (typeof CHAIN_PROBLEMS)[number];

const chainEntry = z.object({ id: z.number().int(), seq: z.number().int().nullable(), at: z.string() });

export const chainVerification = z.object({
  intact: z.boolean(),
  /** Entries whose seal and link were checked. */
  checked: z.number().int(),
  /** The first and last entries checked, in the chain's order. */
  first: chainEntry.nullable(),
  last: chainEntry.nullable(),
  /**
   * The first entry found wrong, with what is wrong; `missing`: how many entries are gone before it
   * (after it, for `truncated`; 0 when that cannot be told). When every entry is gone, only the place
   * after which they are missing (`seq`) is known.
   */
  broken: z.object({
    id: z.number().int().nullable(), seq: z.number().int().nullable(), at: z.string().nullable(), problem: z.enum(CHAIN_PROBLEMS), missing: z.number().int(),
  }).nullable(),
  /**
   * Where the chain begins: entries up to `legacyThroughSeq` were written before entries were sealed
   * and were sealed at `legacySealedAt` (null while that is under way); the retention job has removed
   * the entries up to `purgedThroughSeq`.
   */
  legacyThroughSeq: z.number().int(),
  legacySealedAt: z.string().nullable(),
  purgedThroughSeq: z.number().int(),
});
export type ChainVerification = z.infer<typeof chainVerification>;

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
    title: '日志列表', titleEn: 'Log entries',
    summary: 'Log entries of one kind (`operation`, `login` or `access`), newest first, searched by user, IP, route, result, status and days',
    params: z.strictObject({ type: logKind }), query: logsCrud.schemas.list, data: pageOf(logRecord),
  }),
  verify: defineRoute({
    method: 'GET', path: '/log/verify', access: onPage('log-manage', 'view'),
    title: '校验日志', titleEn: 'Verify the log',
    summary: 'Checks the seals and links of the log entries written on the days given (every entry by default), page by page, and names the first entry found wrong',
    query: z.strictObject({ from: dayFilter, to: dayFilter }), data: chainVerification,
  }),
  showRealTime: defineRoute({
    method: 'GET', path: '/log/show/real/time', access: onPage('log-manage', 'view'),
    title: '开始实时日志', titleEn: 'Start the real-time log',
    summary: `Streams the server's own log lines from a level on to the caller's message socket (\`log\` events) for ${REAL_TIME_LOG_MINUTES} minutes, or until closed`,
    query: z.strictObject({ level: z.enum(LOG_LEVELS).default('info') }), data: realTimeStream,
  }),
  closeRealTime: defineRoute({
    method: 'GET', path: '/close/real/time', access: onPage('log-manage', 'view'),
    title: '停止实时日志', titleEn: 'Stop the real-time log',
    summary: "Stops the caller's real-time log", data: z.object({ stopped: z.boolean() }),
  }),
};
export const logsDomain = defineDomain('logs', logsRoutes);
