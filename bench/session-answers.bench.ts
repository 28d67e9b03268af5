/**
 * GET /user/info and GET /menu/nav/platform through the whole stack, next to a bare Fastify handler
 * answering a constant JSON of the same size, in alternating rounds (`side-by-side.ts`), on PGlite
 * and (when DATABASE_URL is set) on PostgreSQL. Budget: the stack keeps at least half the bare
 * handler's throughput. Run with `npm run bench:session`.
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { onBothDatabases, reported, sideBySide, throughput } from './side-by-side.ts';

const PASSWORD = 'bench-admin-password';
const BUDGET = 0.5;
const API = '/yl1001/platform/api';
const CASES = [
  { name: 'user info', path: '/user/info' },
  { name: 'menu nav of the console', path: '/menu/nav/platform' },
];

/** Answers each case's path with the stack's own answer as a constant object, which Fastify turns into JSON: serving it without any work. */
async function bareHandler(bodies: Map<string, string>) {
  const bare = Fastify();
  for (const [route, body] of bodies) {
    const answer: unknown = JSON.parse(body);
    bare.get(route, async () => answer);
  }
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => bare.close() };
}

async function run(label: string, database: Database, dataDir: string): Promise<boolean> {
  console.log(`\n${label}`);
  const app = await buildApp({ ...loadConfig({}), dataDir, adminPassword: PASSWORD, logLevel: 'warn' }, { database: { ...database, close: async () => undefined } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: token };
  const bodies = new Map<string, string>();
  for (const c of CASES) bodies.set(c.path, await (await fetch(`${address}${API}${c.path}`, { headers })).text());
  const bare = await bareHandler(bodies);
  let failed = false;
  for (const c of CASES) {
    const result = await sideBySide(
      (seconds) => throughput(`${address}${API}${c.path}`, headers, seconds),
      (seconds) => throughput(`${bare.address}${c.path}`, {}, seconds),
    );
    failed = !reported(`${c.name} (${bodies.get(c.path)!.length} bytes)`, result, BUDGET) || failed;
  }
  await bare.close();
  await app.close();
  return failed;
}

void onBothDatabases('session', run);
