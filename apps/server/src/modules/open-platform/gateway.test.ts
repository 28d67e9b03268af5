import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnswerSignatureError, OpenClient, signedRequest, type CallResult, type GatewayCall } from '@console/open-client';
import { expectChangeSeen, LOOPBACK_ALLOWED, NOTIFICATION_WINDOW_MS, openTestCache, openTestDatabase, scaleOut, startTestApp, TEST_ADMIN_PASSWORD, useFileApp } from '../../../test/harness.ts';
import { addPartner, addRoute, listenOnLoopback, startUpstream, type Partner, type Upstream } from './gateway.test-support.ts';

const t = useFileApp(LOOPBACK_ALLOWED);
let upstream: Upstream;
let baseUrl: string;
let partner: Partner;
let echo: { id: number; name: string };

beforeAll(async () => {
  upstream = await startUpstream();
  baseUrl = await listenOnLoopback(t.app);
  partner = await addPartner(t, t.admin, baseUrl);
  echo = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/echo` }, [partner.roleId]);
});
afterAll(() => upstream.close());

const admin = (method: 'GET' | 'POST', path: string, json?: unknown) => t.call(method, path, { token: t.admin, ...(json !== undefined && { json }) });
const refused = (result: CallResult) => (result.ok ? { ok: true } : { status: result.status, code: result.code });
const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/open/gateway`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the open gateway', () => {
  it('passes a signed call to its upstream and signs the answer with the platform key', async () => {
    for (const client of [partner.hmac, partner.rsa]) {
      const result = await client.call(echo.name, '1.0', { companyId: 42 });
      expect(result).toMatchObject({ ok: true, result: { got: { companyId: 42 }, appKey: partner.appKey, method: echo.name } });
    }
    const { platformPublicKey: otherKey } = await addPartner(t, t.admin, baseUrl);
    const misled = new OpenClient({ baseUrl, appKey: partner.appKey, signType: 'HMAC-SHA256', secret: partner.secret, platformPublicKey: otherKey });
    await expect(misled.call(echo.name, '1.0', {})).rejects.toBeInstanceOf(AnswerSignatureError);
  });

  it("runs a platform operation the contract opens (a dictionary's entries)", async () => {
    const dict = await addRoute(t, t.admin, { targetKind: 'operation', operation: 'dict.entries' }, [partner.roleId]);
    const result = await partner.hmac.call(dict.name, '1.0', { type: 'sex' });
    expect(result.ok && (result.result as { label: string }[]).map((entry) => entry.label)).toContain('男');
  });

  it('refuses bad, replayed, stale and future calls, each with its own code', async () => {
    const call = (changes: Partial<GatewayCall> = {}, options = {}) => ({ ...signedRequest({ appKey: partner.appKey, signType: 'HMAC-SHA256', secret: partner.secret }, echo.name, '1.0', { a: 1 }, options), ...changes });
    expect(refused(await partner.hmac.send(call({ biz_content: '{"a":2}' })))).toEqual({ status: 401, code: 'isv.signature-invalid' });
    expect(refused(await partner.hmac.send(call({ sign_type: 'RSA-SHA256' })))).toEqual({ status: 401, code: 'isv.signature-invalid' });
    expect(refused(await partner.hmac.send(call({ app_key: 'not-a-partner' })))).toEqual({ status: 401, code: 'isv.app-key-unknown' });
    const once = call();
    expect((await partner.hmac.send(once)).ok).toBe(true);
    expect(refused(await partner.hmac.send(once))).toEqual({ status: 401, code: 'isv.nonce-used' });
    expect(refused(await partner.hmac.send(call({}, { timestamp: Date.now() - 6 * 60_000 })))).toEqual({ status: 401, code: 'isv.timestamp-out-of-window' });
    expect(refused(await partner.hmac.send(call({}, { timestamp: Date.now() + 6 * 60_000 })))).toEqual({ status: 401, code: 'isv.timestamp-out-of-window' });
    expect(refused(await partner.hmac.call(echo.name, '1.0', {}, { bizContent: '[1,2]' }))).toEqual({ status: 400, code: 'isv.biz-content-invalid' });

    const { nonce: _nonce, ...withoutNonce } = call();
    const missing = await send(withoutNonce);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { status_desc: string }).status_desc).toContain('nonce');
  });

  it('refuses a sign type the ISV has no key for', async () => {
    const created = (await admin('POST', '/isv/add', { name: `只有公钥${Date.now()}` })).json().data as { id: number; appKey: string };
    await admin('POST', '/isv/keysUpdate', { id: created.id, publicKey: partner.publicKey });
    const client = new OpenClient({ baseUrl, appKey: created.appKey, signType: 'HMAC-SHA256', secret: partner.secret });
    expect(refused(await client.call(echo.name, '1.0', {}))).toEqual({ status: 400, code: 'isv.sign-type-unavailable' });
    // Its own key pair signs, and the platform signs its answers with a pair made for it then.
    const { platformPublicKey } = (await admin('GET', `/isv/isvGet/${created.id}`)).json().data as { platformPublicKey: string };
    const own = new OpenClient({ baseUrl, appKey: created.appKey, signType: 'RSA-SHA256', privateKey: partner.privateKey, platformPublicKey });
    expect(refused(await own.call(echo.name, '1.0', {}))).toEqual({ status: 403, code: 'isv.route-not-granted' });
  });

  it('refuses a disabled ISV, an unknown, disabled or ungranted route', async () => {
    const other = await addPartner(t, t.admin, baseUrl);
    expect(refused(await other.hmac.call(echo.name, '1.0', {}))).toEqual({ status: 403, code: 'isv.route-not-granted' });
    expect(refused(await other.hmac.call(echo.name, '2.0', {}))).toEqual({ status: 404, code: 'isv.route-unknown' });
    const open = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/echo`, needsPermission: false }, []);
    expect((await other.hmac.call(open.name, '1.0', {})).ok).toBe(true);
    await admin('POST', '/isvRoute/update', { id: open.id, enabled: false });
    expect(refused(await other.hmac.call(open.name, '1.0', {}))).toEqual({ status: 403, code: 'isv.route-disabled' });
    await admin('POST', '/isv/update', { id: other.id, enabled: false });
    expect(refused(await other.hmac.call(echo.name, '1.0', {}))).toEqual({ status: 403, code: 'isv.disabled' });
  });

  it('answers 502 for an upstream that is down or failing and 504 for one that is slow, without hanging', async () => {
    const down = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.downUrl}/echo` }, [partner.roleId]);
    const failing = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/fail` }, [partner.roleId]);
    const slow = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/slow`, timeoutMs: 300 }, [partner.roleId]);
    expect(refused(await partner.hmac.call(down.name, '1.0', {}))).toEqual({ status: 502, code: 'isv.upstream-unavailable' });
    expect(refused(await partner.hmac.call(failing.name, '1.0', {}))).toEqual({ status: 502, code: 'isv.upstream-unavailable' });
    const missing = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/no-such-path` }, [partner.roleId]);
    expect(refused(await partner.hmac.call(missing.name, '1.0', {}))).toEqual({ status: 400, code: 'isv.target-refused' });
    // The upstream answers after 2 s: a 504 rather than its answer shows the route's 300 ms timeout cut the wait.
    expect(refused(await partner.hmac.call(slow.name, '1.0', {}))).toEqual({ status: 504, code: 'isv.upstream-timeout' });
  });

  it('refuses a 10 MB body', async () => {
    const huge = await send({ ...signedRequest({ appKey: partner.appKey, signType: 'HMAC-SHA256', secret: partner.secret }, echo.name, '1.0', {}), biz_content: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: number }).code).toBe(413);
  });

  it('counts the calls of a route per ISV, and logs the refused ones', async () => {
    const counted = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/echo` }, [partner.roleId]);
    await partner.hmac.call(counted.name, '1.0', {});
    await partner.hmac.call(counted.name, '1.0', {});
    await admin('POST', '/isvRoute/update', { id: counted.id, targetUrl: `${upstream.url}/fail` });
    await partner.hmac.call(counted.name, '1.0', {});
    const stats = (await t.call('GET', '/isvRoute/stats', { token: t.admin, query: { routeId: String(counted.id), hours: '1' } })).json().data as { points: { calls: number; errors: number }[]; byIsv: { appKey: string; calls: number; errors: number }[] };
    expect(stats.points.reduce((sum, point) => sum + point.calls, 0)).toBe(3);
    expect(stats.byIsv).toEqual([expect.objectContaining({ appKey: partner.appKey, calls: 3, errors: 1 })]);
    await expect.poll(async () => {
      const logs = (await t.call('GET', '/log/list/operation', { token: t.admin, query: { route: '/open/gateway' } })).json().data as { records: { username: string; status: number }[] };
      return logs.records.some((entry) => entry.username.includes(partner.appKey) && entry.status === 502);
    }, { timeout: 3_000 }).toBe(true);
  });
});

describe('the blacklist at the gateway', () => {
  const opened: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });

  it('refuses an address and a range before reading the call, and ignores a forged X-Forwarded-For', async () => {
    const body = () => signedRequest({ appKey: partner.appKey, signType: 'HMAC-SHA256', secret: partner.secret }, echo.name, '1.0', {});
    const entry = (await admin('POST', '/isv/ip/add', { ip: '127.0.0.1' })).json().data as { id: number };
    const blocked = await send(body(), { 'x-forwarded-for': '198.51.100.1' });
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { data: unknown }).data).toEqual({ sub_code: 'isv.ip-blocked' });
    await admin('GET', `/isv/ip/delByIds/${entry.id}`);
    const range = (await admin('POST', '/isv/ip/add', { ip: '127.0.0.0/8' })).json().data as { id: number };
    expect((await send('not even json')).status).toBe(403);
    await admin('GET', `/isv/ip/disable/${range.id}`);
    const forged = (await admin('POST', '/isv/ip/add', { ip: '203.0.113.9' })).json().data as { id: number };
    expect((await send(body(), { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    await admin('GET', `/isv/ip/delByIds/${range.id},${forged.id}`);
  });

  it('reads X-Forwarded-For from a trusted proxy', async () => {
    const app = await startTestApp({ ...LOOPBACK_ALLOWED, trustedProxies: ['127.0.0.1'] });
    opened.push(app);
    const token = await app.login('admin', TEST_ADMIN_PASSWORD);
    const url = await listenOnLoopback(app.app);
    const guest = await addPartner(app, token, url);
    const route = await addRoute(app, token, { targetKind: 'http', targetUrl: `${upstream.url}/echo` }, [guest.roleId]);
    await app.call('POST', '/isv/ip/add', { token, json: { ip: '203.0.113.0/24' } });
    const body = signedRequest({ appKey: guest.appKey, signType: 'HMAC-SHA256', secret: guest.secret }, route.name, '1.0', {});
    const proxied = await fetch(`${url}/open/gateway`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' }, body: JSON.stringify(body) });
    expect(proxied.status).toBe(403);
    expect((await guest.hmac.call(route.name, '1.0', {})).ok).toBe(true);
  });
});

describe('rate limits at the gateway', () => {
  it('lets exactly 5 of 20 quick calls through a limit of 5 a second, the others told when to retry', async () => {
    const limited = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/echo` }, [partner.roleId]);
    await admin('POST', '/isv/limit/add', { name: `五次每秒${Date.now()}`, routeId: limited.id, kind: 'window', points: 5, periodSeconds: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => partner.hmac.call(limited.name, '1.0', {})));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    const refusals = results.filter((result) => !result.ok);
    expect(refusals.every((result) => !result.ok && result.status === 429 && result.code === 'isv.rate-limited' && result.retryAfterSeconds === 1)).toBe(true);
  });

  it('lets a token bucket take its burst on top of its rate', async () => {
    const bucket = await addRoute(t, t.admin, { targetKind: 'http', targetUrl: `${upstream.url}/echo` }, [partner.roleId]);
    await admin('POST', '/isv/limit/add', { name: `令牌桶${Date.now()}`, routeId: bucket.id, appKey: partner.appKey, kind: 'bucket', points: 2, burst: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, () => partner.hmac.call(bucket.name, '1.0', {})));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
  });
});

describe.runIf(scaleOut)('the gateway on two instances sharing PostgreSQL and Redis', () => {
  const opened: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });

  it('holds one limit across both, and blocks on one a range added on the other within a second', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const prefix = `test:${Date.now()}:shared:`;
    const a = await startTestApp(LOOPBACK_ALLOWED, { shared: database, cache: await openTestCache(prefix) });
    const b = await startTestApp(LOOPBACK_ALLOWED, { shared: database, cache: await openTestCache(prefix) });
    opened.push(a, b);
    const token = await a.login('admin', TEST_ADMIN_PASSWORD);
    const [urlA, urlB] = [await listenOnLoopback(a.app), await listenOnLoopback(b.app)];
    const guest = await addPartner(a, token, urlA);
    const onB = new OpenClient({ baseUrl: urlB, appKey: guest.appKey, signType: 'HMAC-SHA256', secret: guest.secret });
    const route = await addRoute(a, token, { targetKind: 'http', targetUrl: `${upstream.url}/echo` }, [guest.roleId]);
    await a.call('POST', '/isv/limit/add', { token, json: { name: '共享限流', routeId: route.id, kind: 'window', points: 5, periodSeconds: 2 } });
    // A change reaches every instance within the notification window; the limit cannot be looked at without spending a call.
    await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_WINDOW_MS));
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? guest.hmac : onB).call(route.name, '1.0', {})));
    expect(results.filter((result) => result.ok)).toHaveLength(5);

    await a.call('POST', '/isv/ip/add', { token, json: { ip: '127.0.0.0/8' } });
    await expectChangeSeen(async () => expect(refused(await onB.call(route.name, '1.0', {}))).toEqual({ status: 403, code: 'isv.ip-blocked' }));
  });
});
