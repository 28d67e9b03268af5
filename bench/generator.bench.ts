/**
 * POST /generate/table/{entity}/all, which answers every file of a domain generated from a definition
 * of ten fields (one of each type: a dictionary and a reference among them), through the whole stack
 * next to a bare Fastify handler answering the same JSON, in alternating rounds (`side-by-side.ts`),
 * on PGlite and (when DATABASE_URL is set) on PostgreSQL. Generating checks the references and
 * dictionaries in the database (one connection on PGlite) and writes ten files of text; budget: the
 * stack keeps at least 0.08 of the bare handler's throughput. Run with `npm run bench:generator`.
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { EVERY_TYPE } from '../apps/server/src/modules/generator/generator.test-support.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { onBothDatabases, reported, sideBySide, throughput } from './side-by-side.ts';
import { BENCH_ENV } from './bench-env.ts';

const BUDGET = 0.08;
const PASSWORD = 'bench-admin-password';
const PATH = `/yl1001/platform/api/generate/table/${EVERY_TYPE.name}/all`;
const BODY = JSON.stringify(EVERY_TYPE);
const POST = { method: 'POST' as const, body: BODY };
const JSON_TYPE = { 'content-type': 'application/json' };

async function run(label: string, database: Database, dataDir: string): Promise<boolean> {
  console.log(`\n${label}`);
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn' }, { database: { ...database, close: async () => undefined } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/yl1001/platform/api/user/login`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const headers = { ...JSON_TYPE, authorization: ((await login.json()) as { data: { token: string } }).data.token };
  const generated = await (await fetch(`${address}${PATH}`, { method: 'POST', headers, body: BODY })).text();
  const answer: unknown = JSON.parse(generated);
  const bare = Fastify();
  bare.post(PATH, async () => answer);
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  const result = await sideBySide(
    (seconds) => throughput(`${address}${PATH}`, headers, seconds, POST),
    (seconds) => throughput(`${bareAddress}${PATH}`, JSON_TYPE, seconds, POST),
  );
  const ok = reported(`every file of a ten-field domain (${generated.length} bytes)`, result, BUDGET);
  await bare.close();
  await app.close();
  return !ok;
}

void onBothDatabases('generator', run);
