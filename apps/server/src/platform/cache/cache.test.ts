import { afterEach, describe, expect, it } from 'vitest';
import type { Cache } from './cache.ts';
import { openTestCache, scaleOut } from '../../../test/harness.ts';

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
