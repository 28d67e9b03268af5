import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, CONTRACT } from '@console/contract';
import { fullPath } from '../src/http/routes.ts';
import { buildApp } from '../src/app.ts';
import { openTestDatabase, startTestApp, TEST_ADMIN_PASSWORD, testConfig, type TestApp } from './harness.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/platform/database.ts';

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await startTestApp({}, { shared: database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('routes', () => {
  it('every API route declares public, signed-in or a page permission', () => {
    const apiRoutes = t.app.routeTable.filter((route) => route.url.startsWith('/yl1001') || route.url.startsWith('/vue-admin-template'));
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('every contract route is served', () => {
    const served = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const routes of Object.values(CONTRACT)) {
      for (const def of Object.values(routes)) expect(served, def.path).toContain(`${def.method} ${fullPath(def)}`);
    }
  });
});

describe('requests', () => {
  it('names the invalid field and rejects unknown fields in bodies and queries', async () => {
    const tooLong = await t.call('POST', '/user/login', { form: { username: 'a'.repeat(65), password: 'x' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().status_desc).toMatch(/^参数错误：username/);

    const unknownForm = await t.call('POST', '/user/login', { form: { username: 'a', password: 'b', role: 'admin' } });
    expect(unknownForm.json()).toEqual({ code: 400, data: null, status_desc: '不支持的字段：role' });
    const unknownJson = await t.call('POST', '/user/login', { json: { username: 'a', password: 'b', __proto__x: 1 } });
    expect(unknownJson.statusCode).toBe(400);
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const unknownQuery = await t.call('GET', '/menu/list', { token, query: { appId: 'platform', sort: 'id' } });
    expect(unknownQuery.json().status_desc).toBe('不支持的字段：sort');
  });

  it('refuses malformed JSON and unsupported content types', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/yl1001/platform/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(malformed.json()).toEqual({ code: 400, data: null, status_desc: '请求体不是合法的 JSON' });
    const xml = await t.app.inject({ method: 'POST', url: '/yl1001/platform/api/user/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe(415);
  });

  it('refuses bodies over the limit with 413', async () => {
    const big = await t.call('POST', '/user/login', { form: { username: 'admin', password: 'x'.repeat(1024 * 1024 + 1) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 413, data: null, status_desc: '请求内容过大' });
  });

  it('answers unknown API paths with the envelope', async () => {
    const missing = await t.call('GET', '/no/such/path');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, data: null, status_desc: '请求的资源不存在' });
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const generatedId = async () => (await t.call('GET', '/user/initCaptcha')).headers['x-request-id'] as string;
    const [first, second] = [await generatedId(), await generatedId()];
    expect(first).toMatch(/^[\w-]{16,64}$/);
    expect(second).not.toBe(first);
    const given = await t.call('GET', '/user/initCaptcha', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const hostile = await t.call('GET', '/user/initCaptcha', { headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[\w-]{16,64}$/);
    // Another instance (or the next start) numbers its requests under a prefix of its own.
    const other = await startTestApp({}, { shared: database });
    const othersFirst = (await other.call('GET', '/user/initCaptcha')).headers['x-request-id'] as string;
    await other.close();
    const prefixOf = (id: string) => id.slice(0, id.lastIndexOf('-'));
    expect(prefixOf(othersFirst)).not.toBe(prefixOf(first));
  });
});

describe('faults', () => {
  it('answers a database failure with 500 and no internals', async () => {
    const own = await startTestApp();
    const token = await own.login('admin', TEST_ADMIN_PASSWORD);
    await own.database.close();
    const failed = await own.call('GET', '/user/info', { token });
    expect(failed.statusCode).toBe(500);
    const body = failed.json();
    expect(body).toMatchObject({ code: 500, status_desc: '服务器内部错误，请稍后再试' });
    expect(body.data).toEqual({ requestId: failed.headers['x-request-id'] });
    expect(failed.body).not.toMatch(/sql|select|pglite|at .*\.ts|\/work\//i);
  });
});

describe('logs', () => {
  it('are structured and never carry a token', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    // Requests are logged at debug.
    const logged = await startTestApp({ logLevel: 'debug' }, { shared: database, logStream: stream });
    const token = await logged.login('admin', TEST_ADMIN_PASSWORD);
    await logged.call('GET', '/vue-admin-template/user/info', { query: { token }, headers: { 'x-token': token } });
    await logged.call('GET', '/user/info', { token });
    await logged.close();
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(entries.some((entry) => entry.reqId)).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(TEST_ADMIN_PASSWORD);
  });
});

describe('a caller that goes away in the middle of its body', () => {
  it('is not taken for an unreachable database', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const logged = await startTestApp({ logLevel: 'info' }, { shared: database, logStream: stream });
    const { port } = new URL(await logged.app.listen({ port: 0, host: '127.0.0.1' }));
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST ${API_BASE}/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`);
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
    });
    const connections = () => new Promise<number>((resolve) => logged.app.server.getConnections((_error, count) => resolve(count)));
    await expect.poll(connections).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await logged.close();
    expect(lines.join('\n')).not.toContain('database unreachable');
  });
});

describe('web app', () => {
  it('is served at / with history fallback, while API paths keep the envelope', async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(path.join(webRoot, 'app.js'), 'console.log(1)');
    const web = await startTestApp({ webRoot }, { shared: database });
    const html = { accept: 'text/html' };
    expect((await web.app.inject({ url: '/' })).body).toContain('<title>console</title>');
    expect((await web.app.inject({ url: '/sys/user-manage', headers: html })).body).toContain('<title>console</title>');
    expect((await web.app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
    expect((await web.app.inject({ url: '/yl1001/platform/api/nothing', headers: html })).json().code).toBe(404);
    await web.close();
  });

  it('stops the start, saying what to do, when its build is incomplete or its link points at nothing', async () => {
    const incomplete = await mkdtemp(path.join(tmpdir(), 'web-'));
    await writeFile(path.join(incomplete, 'app.js'), 'console.log(1)');
    await expect(buildApp(testConfig({ webRoot: incomplete }))).rejects.toThrow(`The web app's build ${incomplete} is incomplete: it has no index.html. Run \`npm run build\``);
    const dangling = path.join(incomplete, 'dist');
    await symlink(path.join(incomplete, 'gone'), dangling);
    await expect(buildApp(testConfig({ webRoot: dangling }))).rejects.toThrow(`The web app's build ${dangling} points at a folder that is gone.`);
  });
});

describe('health and readiness', () => {
  const probe = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers liveness and readiness at the site root without a session, naming only the checks', async () => {
    const alive = await probe('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await probe('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    for (const url of ['/healthz', '/readyz']) expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
  });

  it('is not ready on a database that lacks a migration of this version', async () => {
    const migrations = sql.raw('drizzle.__drizzle_migrations');
    const [newest] = await queryRows<{ hash: string; created_at: string }>(database.db,
      sql`delete from ${migrations} where created_at = (select max(created_at) from ${migrations}) returning hash, created_at`);
    try {
      const ready = await probe('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
    } finally {
      await database.db.execute(sql`insert into ${migrations} (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await probe('/readyz')).statusCode).toBe(200);
  });

  // Last in the file: draining is the start of the app's end.
  it('answers 503 to readiness once draining, while requests are still served and asked to close their connection', async () => {
    t.app.drain();
    const ready = await probe('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect((await probe('/healthz')).statusCode).toBe(200);
    const served = await t.call('GET', '/user/initCaptcha');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});
