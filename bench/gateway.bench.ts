/**
 * The open gateway's cost: signed calls of an open route (`bench.echo.get` 1.0, an http route to a
 * loopback upstream) through the whole stack — IP blacklist, app key, signature, timestamp, nonce,
 * roles, limits (none are made), the upstream call, the answer signed — next to the same signed calls
 * sent straight through a bare @fastify/reply-from proxy to the same upstream, in alternating rounds
 * (`side-by-side.ts`), on PGlite and (when DATABASE_URL is set) on PostgreSQL. Budgets: the gateway
 * keeps at least 0.7 of the proxy's throughput and adds less than 5 ms at p99.
 * Run with `npm run bench:gateway`.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import replyFrom from '@fastify/reply-from';
import { OpenClient, signedRequest, type Credentials } from '../packages/open-client/src/index.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { roundOfRaw, type RawResult, type Round } from './load-round.ts';
import { BENCH_ENV } from './bench-env.ts';

const RATIO_BUDGET = 0.7;
const ADDED_P99_BUDGET_MS = 5;
const PASSWORD = 'bench-admin-password';
const API = '/yl1001/platform/api';
const METHOD = 'bench.echo.get';
const VERSION = '1.0';
const PARAMS = { companyId: 42 };
const UPSTREAM_ANSWER = { companyId: 42, name: '基准测试有限公司', city: '广州', employees: 120 };

// ---------------------------------------------------------------- the load, in a thread of its own

interface LoadOrder { url: string; seconds: number }
type LoadAnswer = { round: Round } | { error: string };

/**
 * Every call needs a fresh nonce and signature, so the load runs code per request: autocannon's
 * `setupRequest`. Its own workers could only `require` that function from a file, and tsx hands
 * them this ES module's namespace rather than a function; so the thread is ours, and autocannon
 * runs in it. Both sides get the same signed bodies, so signing weighs on both alike.
 */
function serveLoad(credentials: Credentials) {
  const port = parentPort!;
  port.on('message', ({ url, seconds }: LoadOrder) => {
    autocannon({
      url, method: 'POST', headers: { 'content-type': 'application/json' }, connections: 10, duration: seconds, timeout: 60,
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(signedRequest(credentials, METHOD, VERSION, PARAMS)) }) }],
    }).then(
      (result) => port.postMessage(roundOfRaw(url, result as unknown as RawResult) satisfies LoadAnswer),
      (error: Error) => port.postMessage({ error: `${url}: ${error.message}` } satisfies LoadAnswer),
    );
  });
}


/** Starts the load thread: this same file, with tsx registered first (a worker does not inherit the main thread's loader hooks on Node 20). */
function loadThread(credentials: Credentials) {
  const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: credentials });
  worker.on('error', (error) => {
    console.error('the load thread failed:', error);
    process.exit(1);
  });
  const round = (url: string, seconds?: number) => new Promise<Round>((resolve, reject) => {
    worker.once('message', (answer: LoadAnswer) => ('round' in answer ? resolve(answer.round) : reject(new Error(answer.error))));
    worker.postMessage({ url, seconds: seconds ?? 5 } satisfies LoadOrder);
  });
  return { round, close: () => worker.terminate() };
}

// ---------------------------------------------------------------- the servers

function upstream() {
  const app = Fastify();
  // The gateway's request to the upstream is its own business: take any body of any type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/echo', async () => UPSTREAM_ANSWER);
  return app;
}

async function bareProxy(upstreamAt: string) {
  const app = Fastify();
  await app.register(replyFrom, { base: upstreamAt });
  app.post('/open/gateway', (_request, reply) => reply.from('/echo'));
  return app;
}

type Envelope<T> = { code: number; status_desc: string; data: T };

/** An admin's JSON call of the console's API; throws on any refusal. */
function adminCalls(address: string, token: string) {
  return async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${address}${API}${path}`, {
      method, headers: { authorization: token, ...(body && { 'content-type': 'application/json' }) }, ...(body && { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${response.status} ${envelope.status_desc}`);
    return envelope.data;
  };
}

/** Key and route changes reach the gateway within a second: try for a few before deciding it does not answer. */
async function firstCall(client: OpenClient): Promise<void> {
  let refusal = '';
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await client.call(METHOD, VERSION, PARAMS);
    if (answer.ok) return;
    refusal = `${answer.status} ${answer.code ?? ''} ${answer.message}`;
    if (answer.status === 404 && !answer.code) break; // no gateway route at all
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${METHOD} ${VERSION} answers ${refusal}`);
}

/**
 * As the admin: an ISV role, an ISV holding it with fresh keys, and the route `bench.echo.get` to the
 * upstream granted to the role; no limit. Answers the partner's credentials once a signed call passes.
 */
async function openPlatformSetUp(address: string, targetUrl: string): Promise<Credentials> {
  const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const admin = adminCalls(address, ((await login.json()) as Envelope<{ token: string }>).data.token);
  const role = await admin<{ id: number }>('POST', '/isvRole/add', { code: 'bench', name: '基准测试角色' });
  const isv = await admin<{ id: number }>('POST', '/isv/add', { name: '基准测试伙伴', enabled: true, roleIds: [role.id] });
  const keys = await admin<{ appKey: string; secret: string; platformPublicKey: string }>('POST', '/isv/keysGen', { id: isv.id });
  const route = await admin<{ id: number }>('POST', '/isvRoute/add', {
    name: METHOD, version: VERSION, title: '基准测试回声', enabled: true, needsPermission: true, targetKind: 'http', targetUrl,
  });
  await admin('POST', '/isvRoute/updateRole', { id: route.id, roleIds: [role.id] });
  const credentials: Credentials = { appKey: keys.appKey, signType: 'HMAC-SHA256', secret: keys.secret };
  // The answers' signatures are checked too: a gateway that signs them wrongly fails here.
  await firstCall(new OpenClient({ ...credentials, baseUrl: `${address}${API}`, platformPublicKey: keys.platformPublicKey }));
  return credentials;
}

async function run(label: string, database: Database, dataDir: string): Promise<boolean> {
  console.log(`\n${label}`);
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config/config.ts');
  const { reported, sideBySide } = await import('./side-by-side.ts');

  const target = upstream();
  const targetAt = await target.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await bareProxy(targetAt);
  const proxyAt = await proxy.listen({ port: 0, host: '127.0.0.1' });
  // The upstream listens on the loopback, which the destination policy opens only when told (OUTBOUND_ALLOW).
  const outboundAllow = [`127.0.0.1:${new URL(targetAt).port}`];
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn', outboundAllow }, { database: { ...database, close: async () => undefined } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const closeAll = async () => {
    await app.close();
    await proxy.close();
    await target.close();
  };

  let credentials: Credentials;
  try {
    credentials = await openPlatformSetUp(address, `${targetAt}/echo`);
  } catch (error) {
    console.log(`  cannot set up the open platform or call it: ${(error as Error).message}`);
    await closeAll();
    return true;
  }

  const load = loadThread(credentials);
  const result = await sideBySide(
    (seconds) => load.round(`${address}${API}/open/gateway`, seconds),
    (seconds) => load.round(`${proxyAt}/open/gateway`, seconds),
  );
  const ratioOk = reported(`signed calls of ${METHOD}: gateway (stack) vs bare reply-from proxy (bare)`, result, RATIO_BUDGET);
  const added = result.stack.p99 - result.bare.p99;
  const addedOk = added < ADDED_P99_BUDGET_MS;
  console.log(`  ${addedOk ? 'ok  ' : 'FAIL'} p99 added by the gateway: ${added.toFixed(2)} ms (budget < ${ADDED_P99_BUDGET_MS} ms)`);
  await load.close();
  await closeAll();
  return !(ratioOk && addedOk);
}

if (isMainThread) {
  const { onBothDatabases } = await import('./side-by-side.ts');
  void onBothDatabases('gateway', run);
} else {
  serveLoad(workerData as Credentials);
}
