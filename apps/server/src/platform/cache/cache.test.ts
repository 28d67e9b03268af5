import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cache } from './cache.ts';
import { globToRegExp } from './glob.ts';
import { openCache } from './index.ts';
import { openTestCache, scaleOut, testRedisUrl } from '../../../test/harness.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`cache (${scaleOut ? 'Redis' : 'in-process'})`, () => {
  let cache: Cache;
  afterEach(() => cache.close());
  const open = async () => (cache = await openTestCache());

  it('stores values until they expire', async () => {
    await open();
    await cache.set('k', 'v', 80);
    expect(await cache.get('k')).toBe('v');
    expect(await cache.ttl('k')).toBeGreaterThan(0);
    await sleep(120);
    expect(await cache.get('k')).toBeNull();
    expect(await cache.ttl('k')).toBeNull();
  });

  it('hands a value out once with take', async () => {
    await open();
    await cache.set('once', 'v', 10_000);
    const [first, second] = await Promise.all([cache.take('once'), cache.take('once')]);
    expect([first, second].sort()).toEqual(['v', null].sort());
  });

  it('counts with a sliding expiry', async () => {
    await open();
    expect(await cache.increment('n', 100)).toBe(1);
    expect(await cache.increment('n', 100)).toBe(2);
    await sleep(60);
    expect(await cache.increment('n', 100)).toBe(3);
    await sleep(60);
    expect(await cache.get('n')).toBe('3');
    await sleep(80);
    expect(await cache.increment('n', 100)).toBe(1);
  });

  it('deletes', async () => {
    await open();
    await cache.set('gone', 'v', 10_000);
    await cache.del('gone');
    expect(await cache.get('gone')).toBeNull();
  });
});

describe(`cache inspection (${scaleOut ? 'Redis' : 'in-process'})`, () => {
  let cache: Cache;
  afterEach(() => cache.close());

  /** Every key a scan finds, step by step to its end. */
  async function scanAll(pattern: string, count = 2): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const page = await cache.scan(pattern, cursor, count);
      found.push(...page.keys);
      cursor = page.cursor;
    } while (cursor !== '0');
    return [...new Set(found)].sort();
  }

  it('scans keys by pattern, step by step, without the deployment prefix', async () => {
    cache = await openTestCache();
    for (const key of ['user:1', 'user:2', 'user:10', 'team:1', 'a*b']) await cache.set(key, 'v', 10_000);
    expect(await scanAll('*')).toEqual(['a*b', 'team:1', 'user:1', 'user:10', 'user:2']);
    expect(await scanAll('user:?')).toEqual(['user:1', 'user:2']);
    expect(await scanAll('user:[!2]*'.replace('!', '^'))).toEqual(['user:1', 'user:10']);
    expect(await scanAll('a\\*b')).toEqual(['a*b']);
    expect(await scanAll('nothing:*')).toEqual([]);
  });

  it('describes, reads and deletes keys, counting hits and misses', async () => {
    cache = await openTestCache();
    await cache.set('s', '值', 60_000);
    const before = await cache.figures();
    expect(await cache.get('s')).toBe('值');
    expect(await cache.get('missing')).toBeNull();
    const after = await cache.figures();
    const counted = [after.hits - before.hits, after.misses - before.misses];
    // Redis counts for the whole server, which the other test files share meanwhile: at least ours are counted.
    if (scaleOut) for (const count of counted) expect(count).toBeGreaterThanOrEqual(1);
    else expect(counted).toEqual([1, 1]);
    expect(after.commandsTotal).toBeGreaterThan(before.commandsTotal);
    expect(after.backend).toBe(scaleOut ? 'redis' : 'memory');

    const [info] = await cache.describe(['s', 'missing']);
    expect(info).toMatchObject({ key: 's', type: 'string', size: 3 });
    expect(info!.ttlMs).toBeGreaterThan(50_000);
    expect(await cache.read('s', 10)).toMatchObject({ value: '值', items: [], truncated: false });
    expect(await cache.read('missing', 10)).toBeNull();
    expect(await cache.delMany(['s', 'missing'])).toBe(1);
    expect(await cache.get('s')).toBeNull();
  });

  it.runIf(scaleOut)('reads every Redis type, at most the elements asked', async () => {
    const keyPrefix = `test:${randomUUID()}:`;
    cache = await openCache(testRedisUrl, { keyPrefix });
    const redis = new Redis(testRedisUrl!, { keyPrefix });
    try {
      await redis.hset('h', { a: '1', b: '2' });
      await redis.rpush('l', 'x', 'y', 'z');
      await redis.sadd('st', 'm');
      await redis.zadd('z', 2, 'two', 1, 'one');
      await redis.set('forever', 'v');
      const infos = await cache.describe(['h', 'l', 'st', 'z', 'forever']);
      expect(infos.map(({ type, size, ttlMs }) => [type, size, ttlMs])).toEqual([['hash', 2, null], ['list', 3, null], ['set', 1, null], ['zset', 2, null], ['string', 1, null]]);
      const hash = await cache.read('h', 10);
      expect(hash!.items.sort((x, y) => x.field!.localeCompare(y.field!))).toEqual([{ field: 'a', value: '1' }, { field: 'b', value: '2' }]);
      expect(await cache.read('l', 2)).toMatchObject({ items: [{ value: 'x' }, { value: 'y' }], truncated: true });
      expect(await cache.read('z', 10)).toMatchObject({ items: [{ value: 'one', score: 1 }, { value: 'two', score: 2 }], value: null });
      expect((await cache.figures()).connectedClients).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe('glob patterns', () => {
  it.each([
    ['a*', 'abc', true], ['a*', 'ba', false], ['?b', 'ab', true], ['[ab]c', 'bc', true], ['[^ab]c', 'bc', false],
    ['[a-c]x', 'bx', true], ['a\\?', 'a?', true], ['a\\?', 'ab', false], ['a.b', 'axb', false], ['(x)', '(x)', true], ['[x', '[x', true],
    ['[c-a]', 'b', true], ['[c-a]', 'd', false], ['[a\\]]', ']', true], ['[a-]', '-', true], ['[\\-x]', '-', true], ['[.]', 'x', false],
    ['{"J=#O.|!]":["ixj",[-2.5e-11,true],null]}', '{"J=#O.|!]":["ixj",[-2.5e-11,true],null]}', false],
  ])('%s matches %s: %s', (pattern, text, expected) => {
    expect(globToRegExp(pattern).test(text)).toBe(expected);
  });
});
