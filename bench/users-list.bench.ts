/**
 * GET /user/list over 1,000,000 users, through the whole stack (token check, permission check, data
 * scope, validation, envelope) and through a bare Fastify handler running the same SQL,
 * side by side (alternating rounds after a warm-up; the median of the rounds' ratios), on PGlite and (when DATABASE_URL is set) on
 * PostgreSQL. Budget: the stack keeps at least 0.8 of the bare handler's throughput. Run with
 * `npm run bench:users`.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { PasswordHasher } from '../apps/server/src/platform/passwords.ts';
import { DepartmentsService } from '../apps/server/src/modules/departments/departments.service.ts';
import { RolesService } from '../apps/server/src/modules/roles/roles.service.ts';
import { SessionsService } from '../apps/server/src/modules/auth/sessions.service.ts';
import { UsersService } from '../apps/server/src/modules/users/users.service.ts';
import { PasswordPolicy } from '../apps/server/src/modules/users/password-policy.ts';
import { BUILT_IN_SETTINGS } from '../apps/server/src/modules/settings/built-in-settings.ts';
import type { SettingsApi } from '../apps/server/src/modules/settings/settings.api.ts';
import { onBothDatabases, reported, sideBySide, throughput } from './side-by-side.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { BENCH_ENV } from './bench-env.ts';

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
 * permission check or envelope): the list queries of the users' generic service. Both databases
 * answer the stack's session lookup from the access memo, so the bare handler has none.
 */
async function bareHandler(database: Database) {
  const bare = Fastify();
  const { db } = database;
  const passwords = new PasswordHasher();
  const config = loadConfig(BENCH_ENV);
  const defaultSettings: Pick<SettingsApi, 'read'> = { read: (key) => BUILT_IN_SETTINGS[key].read(BUILT_IN_SETTINGS[key].defaultOf(config)) };
  const list = new UsersService(
    db, new RolesService(db), new DepartmentsService(db), passwords, new SessionsService(db, { idleMs: 1, absoluteMs: 1 }), new PasswordPolicy(defaultSettings, passwords),
  );
  bare.get('/users', async (request) => {
    const { name } = request.query as { name?: string };
    return list.list({ pageNumber: 1, pageSize: 10, order: 'desc', name });
  });
  return bare.listen({ port: 0, host: '127.0.0.1' }).then((address) => ({ address, close: () => bare.close() }));
}

async function run(label: string, database: Database, dataDir: string) {
  console.log(`\n${label}`);
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn' }, { database: { ...database, close: async () => undefined } });
  await seed(database);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const bare = await bareHandler(database);
  let failed = false;
  for (const c of CASES) {
    const search = new URLSearchParams(c.query).toString();
    const result = await sideBySide(
      (seconds) => throughput(`${address}${API}/user/list?${search}`, { authorization: token }, seconds),
      (seconds) => throughput(`${bare.address}/users?${search}`, { authorization: token }, seconds),
    );
    failed = !reported(c.name, result, BUDGET) || failed;
  }
  await bare.close();
  await app.close();
  return failed;
}

void onBothDatabases('users', run);
