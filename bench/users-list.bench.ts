/**
 * GET /user/list over 1,000,000 users, through the whole stack (token check, permission check, data
 * scope, validation, envelope) and through a bare Fastify handler running the same SQL,
 * side by side (alternating rounds after a warm-up; the median of the rounds' ratios), on PGlite and (when DATABASE_URL is set) on
 * PostgreSQL. Budget: the stack keeps at least 0.8 of the bare handler's throughput. Run with
 * `npm run bench:users`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { contains, listPage } from '../apps/server/src/crud/listing.ts';
import { openEmbedded, openPostgres, type Database } from '../apps/server/src/platform/database.ts';
import { sessionByToken } from '../apps/server/src/modules/auth/sessions.repository.ts';
import { hashToken } from '../apps/server/src/modules/auth/sessions.service.ts';
import { userList } from '../apps/server/src/modules/users/users.repository.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const PASSWORD = 'bench-admin-password';
const BUDGET = 0.8;
const API = '/yl1001/platform/api';

const CASES = [
  { name: 'page 1', query: {} as Record<string, string> },
  { name: 'filtered search (name contains)', query: { name: '用户12345' } },
];

async function seed(database: Database) {
  const started = Date.now();
  await database.db.execute(sql`
    insert into ${users} (username, password_hash, name, phone, user_type, created_at, updated_at)
    select 'bench' || g, 'not-a-hash', '用户' || g, '138' || lpad(g::text, 8, '0'),
           case when g % 10 = 0 then 10 else 0 end, now() - g * interval '1 second', now()
    from generate_series(1, ${USERS}) g`);
  await database.db.execute(sql`vacuum analyze ${users}`);
  // Writes the seeded pages now, so that the background writer is not busy with them while measuring.
  await database.db.execute(sql`checkpoint`);
  console.log(`  seeded ${USERS.toLocaleString()} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The same SQL as the stack runs for the admin with nothing around it (no hooks, validation,
 * permission check or envelope): the session lookup, which the embedded server answers from its
 * access memo instead, then the list queries.
 */
async function bareHandler(database: Database) {
  const bare = Fastify();
  const findSession = sessionByToken(database.db);
  const stackLooksUpSessions = database.listenInline === undefined;
  bare.get('/users', async (request) => {
    if (stackLooksUpSessions && !(await findSession(hashToken(String(request.headers.authorization))))) throw new Error('no session');
    const { name } = request.query as { name?: string };
    return listPage(userList(database.db), { pageNumber: 1, pageSize: 10, order: 'desc' }, contains(users.name, name));
  });
  return bare.listen({ port: 0, host: '127.0.0.1' }).then((address) => ({ address, close: () => bare.close() }));
}

const ROUNDS = 7;
const ROUND_SECONDS = 5;

type Round = { rps: number; p99: number };

async function throughput(url: string, headers: Record<string, string> = {}, seconds = ROUND_SECONDS): Promise<Round> {
  // The load comes from a worker thread, so that making it does not slow the servers' event loop.
  // A slow query plan would scan a million rows: allow a request a minute rather than autocannon's 10 s.
  const result = await autocannon({ url, connections: 10, duration: seconds, timeout: 60, headers, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Stack and bare handler take turns after an unmeasured warm-up of each (compiled code, caches), so
 * that a burst of other work on the machine weighs on both alike. Each round compares the two runs
 * next to each other; the median of those ratios is the result, which a slow spell in one round
 * cannot move.
 */
async function sideBySide(stack: (seconds?: number) => Promise<Round>, bare: (seconds?: number) => Promise<Round>) {
  await stack(2);
  await bare(2);
  const rounds: { stack: Round; bare: Round }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const first = round % 2 === 0 ? { stack: await stack() } : { bare: await bare() };
    rounds.push({ stack: first.stack ?? (await stack()), bare: first.bare ?? (await bare()) });
  }
  const summary = (side: 'stack' | 'bare') => ({ rps: median(rounds.map((r) => r[side].rps)), p99: median(rounds.map((r) => r[side].p99)) });
  const ratios = rounds.map((r) => r.stack.rps / r.bare.rps);
  return { stack: summary('stack'), bare: summary('bare'), ratio: median(ratios), spread: [Math.min(...ratios), Math.max(...ratios)] };
}

async function run(label: string, database: Database, dataDir: string) {
  console.log(`\n${label}`);
  const app = await buildApp({ ...loadConfig({}), dataDir, adminPassword: PASSWORD, logLevel: 'warn' }, { database: { ...database, close: async () => undefined } });
  await seed(database);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const bare = await bareHandler(database);
  let failed = false;
  for (const c of CASES) {
    const search = new URLSearchParams(c.query).toString();
    const { stack, bare: plain, ratio, spread } = await sideBySide(
      (seconds) => throughput(`${address}${API}/user/list?${search}`, { authorization: token }, seconds),
      (seconds) => throughput(`${bare.address}/users?${search}`, { authorization: token }, seconds),
    );
    failed ||= ratio < BUDGET;
    console.log(`  ${ratio >= BUDGET ? 'ok  ' : 'FAIL'} ${c.name}: stack ${stack.rps.toFixed(0)} req/s (p99 ${stack.p99} ms), bare ${plain.rps.toFixed(0)} req/s (p99 ${plain.p99} ms), median round ratio ${ratio.toFixed(2)} (rounds ${spread.map((r) => r.toFixed(2)).join('–')}; budget ${BUDGET})`);
  }
  await bare.close();
  await app.close();
  return failed;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-bench-users-'));
  let failed = await run('PGlite (embedded)', await openEmbedded(dataDir), dataDir);
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `console_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    failed = (await run('PostgreSQL', database, dataDir)) || failed;
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
  await rm(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

void main();
