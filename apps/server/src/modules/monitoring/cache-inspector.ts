import { MESSAGES } from '@console/contract';
import { CACHE_ITEMS_MAX, CACHE_MASK, matchesEveryKey, type CacheKeyRecord, type CacheKeyValue } from '@console/contract/cache';
import { badRequest, forbiddenBecause, notFound } from '../../http/errors.ts';
import type { Cache, CacheKeyInfo } from '../../platform/cache/index.ts';

/**
 * Prefixes of the keys that hold secrets: sign-in captchas (auth), the message socket's tickets
 * (messages), and the prefixes kept for sessions, SMS codes and other tickets. Such a key is listed
 * with its name masked, and never read or deleted through the cache page: its value would let
 * whoever sees it act as someone else, and deleting a session's would sign its owner out unseen.
 */
const SEALED_PREFIXES = ['captcha:', 'socket-ticket:', 'session:', 'sms:', 'ticket:'];

/** A scan step reads this many keys per key asked: a pattern may match few of those a step reads. */
const SCAN_WORK_PER_KEY = 10;
/** A page gives up after this many steps, answering what it found and the cursor to go on with. */
const MAX_STEPS = 20;
/** Keys deleted per call while deleting by pattern. */
const DELETE_BATCH = 500;

const sealedPrefixOf = (key: string) => SEALED_PREFIXES.find((prefix) => key.startsWith(prefix));

/** What the cache page sees of the cache the server uses, and may do with it. */
export class CacheInspector {
  constructor(private readonly cache: Cache) {}

  /** Scans from `cursor` until `pageSize` keys match or the scan ends (or has gone on long enough). */
  async keys(pattern: string, cursor: string, pageSize: number): Promise<{ cursor: string; keys: CacheKeyRecord[] }> {
    const found: string[] = [];
    let next = cursor;
    for (let step = 0; step < MAX_STEPS && found.length < pageSize; step++) {
      const page = await this.cache.scan(pattern, next, pageSize * SCAN_WORK_PER_KEY);
      found.push(...page.keys);
      next = page.cursor;
      if (next === '0') break;
    }
    const described = await this.cache.describe([...new Set(found)]);
    return { cursor: next, keys: described.map(shown) };
  }

  async value(key: string): Promise<CacheKeyValue> {
    refuseSealed(key);
    const content = await this.cache.read(key, CACHE_ITEMS_MAX);
    if (!content) throw notFound(MESSAGES.cacheKeyNotFound);
    return { ...content, masked: false };
  }

  async delete(key: string): Promise<{ deleted: number }> {
    refuseSealed(key);
    const deleted = await this.cache.delMany([key]);
    if (deleted === 0) throw notFound(MESSAGES.cacheKeyNotFound);
    return { deleted };
  }

  /** Deletes every key the pattern matches but the sealed ones, which it counts as skipped. */
  async deleteByPattern(pattern: string, confirmAll: boolean): Promise<{ deleted: number; skipped: number }> {
    if (matchesEveryKey(pattern) && !confirmAll) throw badRequest(MESSAGES.cachePatternMatchesAll);
    let [cursor, deleted, skipped] = ['0', 0, 0];
    do {
      const page = await this.cache.scan(pattern, cursor, DELETE_BATCH);
      const open = page.keys.filter((key) => !sealedPrefixOf(key));
      skipped += page.keys.length - open.length;
      deleted += await this.cache.delMany(open);
      cursor = page.cursor;
    } while (cursor !== '0');
    return { deleted, skipped };
  }
}

function refuseSealed(key: string): void {
  if (sealedPrefixOf(key)) throw forbiddenBecause(MESSAGES.cacheKeySealed);
}

/** A key as the page lists it: a sealed key's name is its prefix and the mask (a ticket is its own key's name). */
function shown(info: CacheKeyInfo): CacheKeyRecord {
  const prefix = sealedPrefixOf(info.key);
  return prefix ? { ...info, key: prefix + CACHE_MASK, masked: true } : { ...info, masked: false };
}
