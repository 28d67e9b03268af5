import { z } from 'zod';
import { flag, wholeNumber } from '../crud.ts';
import { defineDomain, defineRoute, onPage } from '../route.ts';
import { MESSAGES } from '../messages.ts';

/** How a key whose value must stay unreadable (a captcha, a ticket) is shown after its prefix. */
export const CACHE_MASK = '******';
/** Elements of a hash, list, set or sorted set the viewer shows at most. */
export const CACHE_ITEMS_MAX = 500;

export const cacheValueTypes = ['string', 'hash', 'list', 'set', 'zset', 'stream', 'other'] as const;
export type CacheValueType = (typeof cacheValueTypes)[number];

/** A pattern only of `*` matches every key: deleting by it needs `confirmAll`. */
export const matchesEveryKey = (pattern: string): boolean => /^\*+$/.test(pattern);

/** A Redis glob: `*` any text, `?` one character, `[abc]` a class, `\` an escape. */
const pattern = z.string().min(1).max(200);
const key = z.string().min(1).max(512);

export const cacheKeyRecord = z.object({
  /** The key, or its prefix and `CACHE_MASK` when it is masked. */
  key: z.string(),
  type: z.enum(cacheValueTypes),
  /** Milliseconds until it expires; null when it never does. */
  ttlMs: z.number().int().nullable(),
  /** Bytes of a string, elements of anything else. */
  size: z.number().int(),
  /** Holds a secret (a session, a captcha, an SMS code, a ticket): it cannot be read or deleted here. */
  masked: z.boolean(),
});
export type CacheKeyRecord = z.infer<typeof cacheKeyRecord>;

export const cacheKeyValue = cacheKeyRecord.extend({
  /** A string's value; null for the other types, whose elements are in `items`. */
  value: z.string().nullable(),
  /** A hash's fields, a list's or set's values, a sorted set's members with their scores. */
  items: z.array(z.object({ field: z.string().optional(), value: z.string(), score: z.number().optional() })),
  /** Only the first `CACHE_ITEMS_MAX` elements are shown. */
  truncated: z.boolean(),
});
export type CacheKeyValue = z.infer<typeof cacheKeyValue>;

export const cacheFigures = z.object({
  backend: z.enum(['memory', 'redis']),
  version: z.string().nullable(),
  usedMemoryBytes: z.number().int(),
  keys: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  /** Hits over reads, 0–1; null before any read. */
  hitRatio: z.number().nullable(),
  connectedClients: z.number().int().nullable(),
  /** Over the last sample period. */
  commandsPerSecond: z.number().nonnegative(),
  uptimeSeconds: z.number().int(),
  /** Oldest first: the last ten minutes. */
  history: z.array(z.object({ at: z.string(), usedMemoryBytes: z.number().int(), keys: z.number().int(), commandsPerSecond: z.number().nonnegative(), hitRatio: z.number().nullable() })),
});
export type CacheFigures = z.infer<typeof cacheFigures>;

export const cacheRoutes = {
  keys: defineRoute({
    method: 'GET', path: '/cache/keys', access: onPage('redis-manage', 'view'),
    title: '缓存键列表', titleEn: 'Cache keys',
    summary: 'A page of the keys matching a pattern, found with SCAN from a cursor, with their type, expiry and size',
    query: z.strictObject({
      pattern: pattern.default('*'),
      /** `0` starts a scan; the answer's cursor goes on with it, and is `0` again at its end. */
      cursor: z.string().regex(/^[\w-]{1,700}$/, MESSAGES.inputRules.scanCursor).default('0'),
      pageSize: wholeNumber(1, 200).default(50),
    }),
    data: z.object({ cursor: z.string(), keys: z.array(cacheKeyRecord) }),
  }),
  value: defineRoute({
    method: 'GET', path: '/cache/value', access: onPage('redis-manage', 'view'),
    title: '查看缓存值', titleEn: 'View a cache value',
    summary: "A key's value: a string, or the first elements of a hash, list, set or sorted set (never a masked key's)",
    query: z.strictObject({ key }), data: cacheKeyValue,
  }),
  delete: defineRoute({
    method: 'POST', path: '/cache/delete', access: onPage('redis-manage', 'delete'),
    title: '删除缓存键', titleEn: 'Delete a cache key',
    summary: 'Deletes one key (never a masked key)', message: MESSAGES.deleted,
    body: z.strictObject({ key }), data: z.object({ deleted: z.number().int() }),
  }),
  deleteByPattern: defineRoute({
    method: 'POST', path: '/cache/deleteByPattern', access: onPage('redis-manage', 'delete'),
    title: '按模式删除缓存键', titleEn: 'Delete cache keys by pattern',
    summary: 'Deletes every key matching a pattern but the masked ones; a pattern matching every key needs confirmAll',
    message: MESSAGES.deleted,
    body: z.strictObject({ pattern, confirmAll: flag.optional() }),
    data: z.object({ deleted: z.number().int(), skipped: z.number().int() }),
  }),
  figures: defineRoute({
    method: 'GET', path: '/cache/figures', access: onPage('redis-manage', 'view'),
    title: '缓存数据', titleEn: 'Cache figures',
    summary: "The cache server's figures (memory, keys, hit ratio, clients, commands per second) and the last ten minutes of them",
    data: cacheFigures,
  }),
};

export const cacheDomain = defineDomain('cache', cacheRoutes);
