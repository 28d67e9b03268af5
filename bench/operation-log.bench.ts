/**
 * The cost of the operation log on a write route: `POST /config/edit` (a setting changed, audited)
 * through an app that logs every change (the default) next to the same app with `OPERATION_LOG=false`,
 * both on one database, in alternating rounds (`side-by-side.ts`), on PGlite and (when DATABASE_URL is
 * set) on PostgreSQL. Budget: with the log on, the route keeps at least 0.9 of its throughput with it
 * off. Run with `npm run bench:operation-log`.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { onBothDatabases, reported, sideBySide, throughput } from './side-by-side.ts';
import { BENCH_ENV } from './bench-env.ts';

const BUDGET = 0.9;
const PASSWORD = 'bench-admin-password';
const API = '/yl1001/platform/api';

async function signedIn(address: string): Promise<Record<string, string>> {
  const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  return { authorization: ((await login.json()) as { data: { token: string } }).data.token, 'content-type': 'application/json' };
}

async function run(label: string, database: Database, dataDir: string): Promise<boolean> {
  console.log(`\n${label}`);
  const shared = { ...database, close: async () => undefined };
  const config = { ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn' as const };
  const logged = await buildApp({ ...config, operationLog: true }, { database: shared });
  const unlogged = await buildApp({ ...config, operationLog: false }, { database: shared });
  const [loggedAt, unloggedAt] = [await logged.listen({ port: 0, host: '127.0.0.1' }), await unlogged.listen({ port: 0, host: '127.0.0.1' })];
  const [loggedHeaders, unloggedHeaders] = [await signedIn(loggedAt), await signedIn(unloggedAt)];
  const added = await fetch(`${loggedAt}${API}/config/add`, {
    method: 'POST', headers: loggedHeaders, body: JSON.stringify({ key: 'bench.greeting', name: '基准测试', type: 'text', value: '你好' }),
  });
  const { id } = ((await added.json()) as { data: { id: number } }).data;
  const edit = { method: 'POST' as const, body: JSON.stringify({ id, value: '欢迎使用', remark: 'changed by the benchmark' }) };
  const result = await sideBySide(
    (seconds) => throughput(`${loggedAt}${API}/config/edit`, loggedHeaders, seconds, edit),
    (seconds) => throughput(`${unloggedAt}${API}/config/edit`, unloggedHeaders, seconds, edit),
  );
  const ok = reported('POST /config/edit, log on (stack) vs off (bare)', result, BUDGET);
  await logged.close();
  await unlogged.close();
  return !ok;
}

void onBothDatabases('operation-log', run);
