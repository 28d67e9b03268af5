/**
 * The token endpoint's cost: code exchanges with PKCE (client_secret_post, an RS256 ID token) and
 * refreshes (a rotated refresh token and a new ID token) through the whole stack, next to a bare Fastify
 * handler that reads the same form and signs an equivalent ID token with jose, in alternating rounds
 * (`side-by-side.ts`), on PGlite and (when DATABASE_URL is set) on PostgreSQL. Every request needs a
 * code or refresh token of its own, made before its round starts. Budget: at least 0.7 of the bare
 * handler's throughput. Run with `npm run bench:oauth -w @console/bench`.
 */
import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import { SignJWT } from 'jose';
import type { Database } from '../apps/server/src/platform/database.ts';
import { roundOfRaw, type RawResult, type Round } from './load-round.ts';
import { BENCH_ENV } from './bench-env.ts';

const RATIO_BUDGET = 0.7;
const PASSWORD = 'bench-admin-password';
const API = '/yl1001/platform/api';
const REDIRECT = 'https://bench.example.com/callback';
const VERIFIER = randomBytes(32).toString('base64url');
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
/** More codes or tokens than a round of 5 s can use at this machine's pace (about 1,500 a second at most); a round that runs out fails. */
const PER_ROUND = 10_000;

// ---------------------------------------------------------------- the load, in a thread of its own

/** `bodies` are sent in turn; when they `repeat` (the bare handler checks none), the turn starts again after the last. */
interface LoadOrder { url: string; seconds: number; bodies: string[]; repeat: boolean }
type LoadAnswer = { round: Round } | { error: string };

/** Each request takes the next body: a code or a refresh token is good once. */
function serveLoad() {
  const port = parentPort!;
  port.on('message', ({ url, seconds, bodies, repeat }: LoadOrder) => {
    let next = 0;
    const bodyAt = (index: number) => (repeat ? bodies[index % bodies.length] : bodies[index]) ?? '';
    autocannon({
      url, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, connections: 10, duration: seconds, timeout: 60,
      requests: [{ setupRequest: (request) => ({ ...request, body: bodyAt(next++) }) }],
    }).then(
      (result) => port.postMessage((!repeat && next > bodies.length
        ? { error: `${url}: the ${bodies.length} bodies made for the round ran out` }
        : roundOfRaw(url, result as unknown as RawResult)) satisfies LoadAnswer),
      (error: Error) => port.postMessage({ error: `${url}: ${error.message}` } satisfies LoadAnswer),
    );
  });
}

function loadThread() {
  const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true });
  worker.on('error', (error) => {
    console.error('the load thread failed:', error);
    process.exit(1);
  });
  const round = (url: string, seconds: number, bodies: string[], repeat = false) => new Promise<Round>((resolve, reject) => {
    worker.once('message', (answer: LoadAnswer) => ('round' in answer ? resolve(answer.round) : reject(new Error(answer.error))));
    worker.postMessage({ url, seconds, bodies, repeat } satisfies LoadOrder);
  });
  return { round, close: () => worker.terminate() };
}

// ---------------------------------------------------------------- the bare handler

/**
 * Reads the form, signs an ID token like the provider's with jose (RS256, 2048 bits) and answers the same
 * fields; with `store`, it first stores what an exchange stores.
 */
async function bareTokenEndpoint(issuer: string, clientId: string, store?: () => Promise<unknown>) {
  const app = Fastify();
  await app.register(formBody);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  app.post('/token', async () => {
    await store?.();
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({ sub: '1', name: '超级管理员', preferred_username: 'admin', nonce: 'bench' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'bench' }).setIssuer(issuer).setAudience(clientId).setIssuedAt(now).setExpirationTime(now + 3_600)
      .sign(privateKey);
    return {
      access_token: randomBytes(32).toString('base64url'), token_type: 'Bearer', expires_in: 3_600,
      refresh_token: randomBytes(32).toString('base64url'), scope: 'openid profile', id_token: idToken,
    };
  });
  return { url: `${await app.listen({ port: 0, host: '127.0.0.1' })}/token`, close: () => app.close() };
}

/** Stores a new grant with its first tokens and a code taken back, as an exchange does: the endpoint's own statement. */
async function exchangeStorage(database: Database, clientRowId: number) {
  const { OAuthTokens, randomToken } = await import('../apps/server/src/modules/oauth2/oauth-tokens.ts');
  const [admin] = ((await database.db.execute(`select id from users where username = 'admin'`)) as unknown as { rows: { id: number }[] }).rows;
  // Nothing is sealed or opened here: the values only need to be new.
  const storage = new OAuthTokens(database.db, { sealForUrl: (text) => text, open: (text) => text });
  const inAnHour = () => new Date(Date.now() + 3_600_000);
  return () => storage.exchangeCode(randomToken(), { grantId: randomUUID(), clientId: clientRowId, userId: admin!.id, scopes: ['openid', 'profile'] }, inAnHour(), {
    accessToken: randomToken(), accessTokenExpiresAt: inAnHour(), refreshToken: randomToken(), refreshTokenExpiresAt: inAnHour(),
  });
}

// ---------------------------------------------------------------- codes and refresh tokens

type Envelope<T> = { code: number; status_desc: string; data: T };

interface Client { id: number; clientId: string; secret: string }

async function adminOf(app: FastifyInstance) {
  const login = await app.inject({ method: 'POST', url: `${API}/user/login`, payload: { username: 'admin', password: PASSWORD } });
  const token = (login.json() as Envelope<{ token: string }>).data.token;
  return async <T>(method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; json?: object } = {}): Promise<T> => {
    const answer = await app.inject({ method, url: `${API}${path}`, headers: { authorization: token }, query: options.query, payload: options.json });
    const envelope = answer.json() as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.status_desc}`);
    return envelope.data;
  };
}

/** A website whose scopes are auto-approved, so that the authorization answers a code at once. */
async function benchClient(admin: Awaited<ReturnType<typeof adminOf>>): Promise<Client> {
  const { secret } = await admin<{ secret: string }>('GET', '/client/getSecretKey');
  const { id, clientId } = await admin<{ id: number; clientId: string }>('POST', '/client/add', {
    json: { name: '基准测试网站', redirectUris: [REDIRECT], scopes: ['openid', 'profile'], autoApproveScopes: ['openid', 'profile'], secret },
  });
  return { id, clientId, secret };
}

async function codes(admin: Awaited<ReturnType<typeof adminOf>>, client: Client, count: number): Promise<string[]> {
  const query = {
    client_id: client.clientId, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid profile', state: 'bench', nonce: 'bench',
    code_challenge: CHALLENGE, code_challenge_method: 'S256',
  };
  return inBatches(count, async () => new URL((await admin<{ redirect: string }>('GET', '/oauth2/authorize', { query })).redirect).searchParams.get('code')!);
}

/** `count` values made `BATCH` at a time: the signatures of a batch go to the signing thread together. */
const BATCH = 50;
async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += BATCH) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset)))));
  }
  return made;
}

const exchangeBody = (client: Client, code: string) =>
  new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, client_id: client.clientId, client_secret: client.secret }).toString();
const refreshBody = (client: Client, refreshToken: string) =>
  new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.clientId, client_secret: client.secret }).toString();

/** Refresh tokens, each from a code exchanged through the endpoint itself. */
async function refreshTokens(app: FastifyInstance, admin: Awaited<ReturnType<typeof adminOf>>, client: Client, count: number): Promise<string[]> {
  const made = await codes(admin, client, count);
  return inBatches(count, async (index) => {
    const answer = await app.inject({ method: 'POST', url: `${API}/oauth2/token`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: exchangeBody(client, made[index]!) });
    return (answer.json() as { refresh_token: string }).refresh_token;
  });
}

async function run(label: string, database: Database, dataDir: string): Promise<boolean> {
  console.log(`\n${label}`);
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config/config.ts');
  const { reported, sideBySide } = await import('./side-by-side.ts');

  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn' }, { database: { ...database, close: async () => undefined } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await adminOf(app);
  const client = await benchClient(admin);
  const bare = await bareTokenEndpoint(`${address}${API}/oauth2`, client.clientId);
  const bareStoring = await bareTokenEndpoint(`${address}${API}/oauth2`, client.clientId, await exchangeStorage(database, client.id));
  const load = loadThread();
  const stackUrl = `${address}${API}/oauth2/token`;
  const bareBodies = Array.from({ length: PER_ROUND }, () => exchangeBody(client, randomBytes(32).toString('base64url')));
  try {
    const exchanges = await sideBySide(
      async (seconds = 5) => load.round(stackUrl, seconds, (await codes(admin, client, PER_ROUND)).map((code) => exchangeBody(client, code))),
      async (seconds = 5) => load.round(bare.url, seconds, bareBodies, true),
    );
    const exchangesOk = reported('code exchanges with PKCE: token endpoint (stack) vs bare handler signing an ID token with jose (bare)', exchanges, RATIO_BUDGET);
    const stored = await sideBySide(
      async (seconds = 5) => load.round(stackUrl, seconds, (await codes(admin, client, PER_ROUND)).map((code) => exchangeBody(client, code))),
      async (seconds = 5) => load.round(bareStoring.url, seconds, bareBodies, true),
    );
    reported('code exchanges: token endpoint (stack) vs bare handler that also stores the same rows with the same statement (bare; no budget)', stored, 0);
    const refreshes = await sideBySide(
      async (seconds = 5) => load.round(stackUrl, seconds, (await refreshTokens(app, admin, client, PER_ROUND)).map((token) => refreshBody(client, token))),
      async (seconds = 5) => load.round(bare.url, seconds, bareBodies, true),
    );
    const refreshesOk = reported('refreshes: token endpoint (stack) vs bare handler (bare)', refreshes, RATIO_BUDGET);
    return !(exchangesOk && refreshesOk);
  } finally {
    await load.close();
    await bare.close();
    await bareStoring.close();
    await app.close();
  }
}

if (isMainThread) {
  const { onBothDatabases } = await import('./side-by-side.ts');
  void onBothDatabases('oauth-token', run);
} else {
  serveLoad();
}
