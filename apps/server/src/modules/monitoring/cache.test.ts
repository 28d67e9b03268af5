import { describe, expect, it } from 'vitest';
import type { CacheFigures, CacheKeyRecord } from '@console/contract/cache';
import { scaleOut, useFileApp } from '../../../test/harness.ts';

const t = useFileApp();

const call = async (method: 'GET' | 'POST', path: string, input: Record<string, string>, token = t.admin) =>
  t.call(method, path, method === 'GET' ? { token, query: input } : { token, form: input });
const dataOf = async (answer: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>) => {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const keys = async (pattern: string, pageSize = '50') =>
  (await dataOf(call('GET', '/cache/keys', { pattern, pageSize }))) as { cursor: string; keys: CacheKeyRecord[] };
/** Every key of a pattern, following the cursor to the scan's end. */
async function allKeys(pattern: string): Promise<CacheKeyRecord[]> {
  const found: CacheKeyRecord[] = [];
  let cursor = '0';
  do {
    const page = (await dataOf(call('GET', '/cache/keys', { pattern, cursor, pageSize: '2' }))) as { cursor: string; keys: CacheKeyRecord[] };
    found.push(...page.keys);
    cursor = page.cursor;
  } while (cursor !== '0');
  return found;
}
const refusal = async (answer: Promise<{ statusCode: number; json(): { status_desc: string } }>) => {
  const response = await answer;
  return [response.statusCode, response.json().status_desc];
};

describe(`cache page (${scaleOut ? 'Redis' : 'in-process'})`, () => {
  it('lists the keys the server writes, with their type, expiry and size, page by page', async () => {
    await t.call('POST', '/user/login', { form: { username: 'nobody-here', password: 'wrong-password-1' } });
    const [failure] = (await keys('login:fail:account:nobody-here')).keys;
    expect(failure).toMatchObject({ key: 'login:fail:account:nobody-here', type: 'string', size: 1, masked: false });
    expect(failure!.ttlMs).toBeGreaterThan(60_000);

    for (const n of [1, 2, 3, 4, 5]) await t.cache.set(`page-test:${n}`, `value ${n}`, 60_000);
    const paged = await allKeys('page-test:*');
    expect(paged.map((key) => key.key).sort()).toEqual(['page-test:1', 'page-test:2', 'page-test:3', 'page-test:4', 'page-test:5']);
  });

  it('shows a string value, and says when a key is gone', async () => {
    await t.cache.set('view:me', '{"a":1}', 60_000);
    expect(await dataOf(call('GET', '/cache/value', { key: 'view:me' }))).toMatchObject({ key: 'view:me', type: 'string', value: '{"a":1}', items: [], masked: false });
    expect(await refusal(call('GET', '/cache/value', { key: 'view:gone' }))).toEqual([404, '缓存键不存在或已过期']);
  });

  it('masks keys that hold captchas, tickets and sessions, and refuses to show or delete them', async () => {
    const captchaId = (await dataOf(t.call('GET', '/user/initCaptcha'))) as string;
    await t.cache.set('session:abc', 'who', 60_000);
    const listed = (await keys('captcha:*')).keys;
    expect(listed).toEqual([expect.objectContaining({ key: 'captcha:******', masked: true, type: 'string' })]);
    expect(JSON.stringify(listed)).not.toContain(captchaId);
    for (const key of [`captcha:${captchaId}`, 'session:abc']) {
      expect(await refusal(call('GET', '/cache/value', { key }))).toEqual([403, expect.stringContaining('不能在缓存管理中查看或删除')]);
      expect(await refusal(call('POST', '/cache/delete', { key }))).toEqual([403, expect.stringContaining('不能在缓存管理中查看或删除')]);
    }
    expect(await dataOf(call('POST', '/cache/deleteByPattern', { pattern: 'session:*' }))).toEqual({ deleted: 0, skipped: 1 });
    expect(await t.cache.get('session:abc')).toBe('who');
    expect(await t.cache.get(`captcha:${captchaId}`)).not.toBeNull();
  });

  it('deletes a key, and the keys of a pattern', async () => {
    await t.cache.set('gone:one', '1', 60_000);
    expect(await dataOf(call('POST', '/cache/delete', { key: 'gone:one' }))).toEqual({ deleted: 1 });
    expect(await t.cache.get('gone:one')).toBeNull();
    expect(await refusal(call('POST', '/cache/delete', { key: 'gone:one' }))).toEqual([404, '缓存键不存在或已过期']);

    for (const n of [1, 2, 3]) await t.cache.set(`batch:${n}`, 'x', 60_000);
    await t.cache.set('kept:1', 'x', 60_000);
    expect(await dataOf(call('POST', '/cache/deleteByPattern', { pattern: 'batch:*' }))).toEqual({ deleted: 3, skipped: 0 });
    expect((await keys('batch:*')).keys).toEqual([]);
    expect(await t.cache.get('kept:1')).toBe('x');
  });

  it('deletes every key only when told so, never the masked ones', async () => {
    await t.cache.set('everything:1', 'x', 60_000);
    await t.cache.set('ticket:secret', 'x', 60_000);
    for (const pattern of ['*', '***']) {
      expect(await refusal(call('POST', '/cache/deleteByPattern', { pattern }))).toEqual([400, expect.stringContaining('confirmAll=true')]);
    }
    expect(await refusal(call('POST', '/cache/deleteByPattern', { pattern: '*', confirmAll: 'false' }))).toEqual([400, expect.stringContaining('匹配全部缓存键')]);
    expect(await t.cache.get('everything:1')).toBe('x');
    const all = (await dataOf(call('POST', '/cache/deleteByPattern', { pattern: '*', confirmAll: 'true' }))) as { deleted: number; skipped: number };
    expect(all.deleted).toBeGreaterThanOrEqual(1);
    expect(all.skipped).toBeGreaterThanOrEqual(1);
    expect(await t.cache.get('everything:1')).toBeNull();
    expect(await t.cache.get('ticket:secret')).toBe('x');
  });

  it('refuses bad input naming the field', async () => {
    expect(await refusal(call('GET', '/cache/keys', { pattern: '' }))).toEqual([400, expect.stringContaining('pattern')]);
    expect(await refusal(call('GET', '/cache/keys', { cursor: '../x' }))).toEqual([400, expect.stringContaining('cursor')]);
    expect(await refusal(call('GET', '/cache/keys', { pageSize: '1000' }))).toEqual([400, expect.stringContaining('pageSize')]);
    expect(await refusal(call('GET', '/cache/value', {}))).toEqual([400, expect.stringContaining('key')]);
    expect(await refusal(call('POST', '/cache/deleteByPattern', { pattern: 'x'.repeat(201) }))).toEqual([400, expect.stringContaining('pattern')]);
  });

  it('answers the figures of the cache server', async () => {
    await t.cache.get('figures:miss');
    const figures = (await dataOf(call('GET', '/cache/figures', {}))) as CacheFigures;
    expect(figures.backend).toBe(scaleOut ? 'redis' : 'memory');
    expect(figures.history.length).toBeGreaterThanOrEqual(1);
    expect(figures.keys).toBeGreaterThanOrEqual(0);
    if (scaleOut) expect(figures.connectedClients).toBeGreaterThan(0);
    else expect(figures.connectedClients).toBeNull();
  });

  it('lets a viewer look but not delete', async () => {
    await t.createUser('cache-viewer', 'cache-viewer-1', { 'redis-manage': ['view'] });
    const viewer = await t.login('cache-viewer', 'cache-viewer-1');
    await t.cache.set('viewer:1', 'x', 60_000);
    expect((await call('GET', '/cache/keys', { pattern: 'viewer:*' }, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/cache/delete', { key: 'viewer:1' }, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/cache/deleteByPattern', { pattern: 'viewer:*' }, viewer)).statusCode).toBe(403);
    expect(await t.cache.get('viewer:1')).toBe('x');
  });
});
