import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@console/contract';
import { openCache } from '../../src/platform/cache/index.ts';
import { openPostgres } from '../../src/platform/postgres.ts';
import { copyTemplateDatabase, scaleOut, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../harness.ts';
import { TcpProxy } from './tcp-proxy.ts';

/** The outages the product must ride out: each needs the scale-out backend it cuts off. */

/** What a test opened, closed after it in reverse order. */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});
function keep<T extends { close(): Promise<void> }>(thing: T): T {
  opened.push(thing);
  return thing;
}

/** What `/readyz` answers: its status and the outcome of one of its checks. */
async function readiness(t: TestApp, check: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: answer.statusCode, [check]: answer.json().checks[check] as string };
}

/** Checks every 100 ms until `holds` (a product that never recovers is caught by the test's timeout). */
async function until(holds: () => Promise<boolean>): Promise<void> {
  while (!(await holds())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe.runIf(scaleOut)('PostgreSQL lost', () => {
  it('answers 503 with the envelope instead of waiting, refuses writes, and recovers by itself when it returns', async () => {
    const url = await copyTemplateDatabase();
    const { hostname, port } = new URL(url);
    const proxy = keep(await TcpProxy.start({ host: hostname, port: Number(port || 5432) }));
    const database = keep(openPostgres(proxy.urlThrough(url)));
    const t = keep(await startTestApp({}, { shared: database }));
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const list = () => t.call('GET', '/user/list', { token: admin });
    expect((await list()).statusCode).toBe(200);
    expect(await readiness(t, 'database')).toEqual({ status: 200, database: 'ok' });

    proxy.cut();
    expect(await readiness(t, 'database')).toEqual({ status: 503, database: 'failed' });
    const answers = await Promise.all([
      list(),
      t.call('POST', '/user/save', { token: admin, form: { username: 'during-outage', password: 'outage-password', name: 'x' } }),
      t.call('POST', '/user/login', { form: { username: 'admin', password: TEST_ADMIN_PASSWORD } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ code: 503, data: null, status_desc: MESSAGES.unavailable });
      expect(answer.headers['retry-after']).toBe('5');
    }

    proxy.restore();
    await until(async () => (await list()).statusCode === 200);
    await until(async () => (await readiness(t, 'database')).status === 200);
    const after = await t.call('GET', '/user/list', { token: admin, query: { username: 'during-outage' } });
    expect(after.json().data.total).toBe(0);
  });
});

describe.runIf(scaleOut)('Redis lost', () => {
  it('keeps sign-in, captchas and the API working, and uses Redis again when it returns', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const { hostname, port } = new URL(redisUrl);
    const proxy = keep(await TcpProxy.start({ host: hostname, port: Number(port || 6379) }));
    const keyPrefix = `test:${randomUUID()}:`;
    const direct = keep(await openCache(redisUrl, { keyPrefix }));
    const t = keep(await startTestApp({ redisUrl }, { cache: await openCache(proxy.urlThrough(redisUrl), { keyPrefix }) }));
    const newCaptcha = async () => (await t.call('GET', '/user/initCaptcha')).json().data as string;
    const inRedis = async (captchaId: string) => (await direct.get(`captcha:${captchaId}`)) !== null;
    expect(await inRedis(await newCaptcha())).toBe(true);
    expect(await readiness(t, 'redis')).toEqual({ status: 200, redis: 'ok' });

    proxy.cut();
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    expect((await t.call('GET', '/user/list', { token: admin })).statusCode).toBe(200);
    expect((await t.call('POST', '/user/login', { form: { username: 'admin', password: 'wrong-password' } })).statusCode).toBe(400);
    expect(await newCaptcha()).toMatch(/\w/);
    // Requests are served meanwhile, but a balancer is told that this instance is not all there.
    expect(await readiness(t, 'redis')).toEqual({ status: 503, redis: 'failed' });

    proxy.restore();
    await until(async () => inRedis(await newCaptcha()));
    await until(async () => (await readiness(t, 'redis')).status === 200);
  });
});
