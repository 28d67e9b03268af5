/** Throughput of the whole stack next to a bare handler, measured in alternating rounds: the benchmarks' common method. */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openEmbedded, type Database } from '../apps/server/src/platform/database.ts';
import { openPostgres } from '../apps/server/src/platform/postgres.ts';

export const ROUNDS = 7;
export const ROUND_SECONDS = 5;

import type { Round } from './load-round.ts';
import { BENCH_ENV } from './bench-env.ts';

export type { Round };

/** A request other than a GET without a body. */
export interface RequestShape { method: 'POST'; body: string }

export async function throughput(url: string, headers: Record<string, string> = {}, seconds = ROUND_SECONDS, shape?: RequestShape, connections = 10): Promise<Round> {
  // The load comes from a worker thread, so that making it does not slow the servers' event loop.
  // A slow query plan would scan a million rows: allow a request a minute rather than autocannon's 10 s.
  const result = await autocannon({ url, connections, duration: seconds, timeout: 60, headers, workers: 1, ...shape });
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
export async function sideBySide(stack: (seconds?: number) => Promise<Round>, bare: (seconds?: number) => Promise<Round>) {
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


/** Runs `work` on a fresh PostgreSQL database of its own when DATABASE_URL is set; the database is dropped afterwards. */
export async function onFreshPostgres<T>(work: (database: Database) => Promise<T>): Promise<T | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const name = `console_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  try {
    return await work(database);
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

/** One line of a side-by-side result against its budget; true when the budget holds. */
export function reported(name: string, { stack, bare, ratio, spread }: Awaited<ReturnType<typeof sideBySide>>, budget: number): boolean {
  const ok = ratio >= budget;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}: stack ${stack.rps.toFixed(0)} req/s (p99 ${stack.p99} ms), bare ${bare.rps.toFixed(0)} req/s (p99 ${bare.p99} ms), median round ratio ${ratio.toFixed(2)} (rounds ${spread.map((r) => r.toFixed(2)).join('–')}; budget ${budget})`);
  return ok;
}

type Leg = 'embedded' | 'postgres';

/** Runs this same benchmark script for one leg in a process of its own; true when a budget failed. */
function legInItsOwnProcess(leg: Leg): Promise<boolean> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, BENCH_LEG: leg } });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code !== 0));
  });
}

/**
 * Runs a benchmark on a fresh embedded database, then on PostgreSQL when DATABASE_URL is set, each in
 * a process of its own: in one process the second leg ran about 5% slower, its calls sharing code
 * compiled, and memory held, for the first. Exits 1 when a budget failed.
 */
export async function onBothDatabases(name: string, run: (label: string, database: Database, dataDir: string) => Promise<boolean>): Promise<never> {
  const leg = process.env.BENCH_LEG as Leg | undefined;
  if (!leg) {
    let failed = await legInItsOwnProcess('embedded');
    if (process.env.DATABASE_URL) failed = (await legInItsOwnProcess('postgres')) || failed;
    process.exit(failed ? 1 : 0);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `console-bench-${name}-`));
  const failed = leg === 'embedded'
    ? await run('PGlite (embedded)', await openEmbedded(dataDir), dataDir)
    : Boolean(await onFreshPostgres((database) => run('PostgreSQL', database, dataDir)));
  await rm(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

const PASSWORD = 'bench-admin-password';
const API = '/yl1001/platform/api';

/** A GET path of the API the admin calls. */
export interface SignedInCase { name: string; path: string }

/** What a stack is measured against: `node:http` answering the same bytes, or Fastify answering the same JSON as a constant object. */
export type Bare = 'node:http' | 'fastify';

/** Answers each case's path with the stack's own answer, from a server that does no other work. */
async function bareHandler(bodies: Map<string, string>, kind: Bare): Promise<{ address: string; close(): Promise<unknown> }> {
  if (kind === 'fastify') {
    const bare = Fastify();
    for (const [route, body] of bodies) {
      const answer: unknown = JSON.parse(body);
      bare.get(route, async () => answer);
    }
    return { address: await bare.listen({ port: 0, host: '127.0.0.1' }), close: () => bare.close() };
  }
  const answers = new Map([...bodies].map(([route, body]) => [route, Buffer.from(body)]));
  const bare = createServer((request, response) => {
    const body = answers.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': body?.length ?? 0 });
    response.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const { port } = bare.address() as AddressInfo;
  return { address: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => bare.close(resolve)) };
}

/** Each case through the whole stack, signed in as the admin, next to a bare handler answering the same; true when a budget failed. */
export async function againstBareHandler(label: string, database: Database, dataDir: string, cases: SignedInCase[], budget: number, kind: Bare): Promise<boolean> {
  console.log(`\n${label}`);
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn' }, { database: { ...database, close: async () => undefined } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: token };
  const bodies = new Map<string, string>();
  for (const c of cases) bodies.set(c.path, await (await fetch(`${address}${API}${c.path}`, { headers })).text());
  const bare = await bareHandler(bodies, kind);
  let failed = false;
  for (const c of cases) {
    const result = await sideBySide(
      (seconds) => throughput(`${address}${API}${c.path}`, headers, seconds),
      (seconds) => throughput(`${bare.address}${c.path}`, {}, seconds),
    );
    failed = !reported(`${c.name} (${bodies.get(c.path)!.length} bytes)`, result, budget) || failed;
  }
  await bare.close();
  await app.close();
  return failed;
}
