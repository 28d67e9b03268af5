/**
 * 迁入库 (POST /saas/broadCompany/getMigrationCompanyInfoPage) and 动态中心's first page
 * (POST /saas/focusCompany/pageFocusCompanyChange) over 1,000,000 companies and 5,000,000 change
 * events, as a customer watching 深圳市, through the whole stack and through a bare Fastify handler
 * running the same SQL (the same service calls), side by side as the million-user list is measured.
 * Budget: the stack keeps at least 0.8 of the bare handler's throughput. `npm run bench:companies`;
 * BENCH_COMPANIES and BENCH_CHANGES shrink the data for a quick look.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { SAAS_USER_TYPE } from '@console/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { PasswordHasher } from '../apps/server/src/platform/passwords.ts';
import { companies, companyChanges, companyFollows, companyMigrations, regions, watchConfigs } from '../apps/server/src/modules/companies/companies.table.ts';
import { CompanyFollows } from '../apps/server/src/modules/companies/follows.ts';
import { MigrationLibrary } from '../apps/server/src/modules/companies/migration-library.ts';
import { RegionIndex } from '../apps/server/src/modules/companies/regions.ts';
import { WatchConfigs, type Watcher } from '../apps/server/src/modules/companies/watch-configs.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { onBothDatabases, reported, sideBySide, throughput } from './side-by-side.ts';
import { BENCH_ENV } from './bench-env.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1_000_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 5_000_000);
/** One company in ten has moved; one move in five reached 南山区, so 深圳 has a library worth paging. */
const MOVES = Math.round(COMPANIES / 10);
const FOLLOWED = 500;
const WATCHED = '440300';
const PASSWORD = 'bench-customer-password-1';
const BUDGET = 0.8;
const API = '/yl1001/platform/api';
const BATCH = 500_000;

const CASES = [
  { name: '迁入库 page 1', path: '/saas/broadCompany/getMigrationCompanyInfoPage', body: { migrationType: 20 } },
  { name: '迁入库 page 1, labels', path: '/saas/broadCompany/getMigrationCompanyInfoPage', body: { migrationType: 20, labels: [5, 11] } },
  { name: '迁出库 page 1, labels', path: '/saas/broadCompany/getMigrationCompanyInfoPage', body: { migrationType: 30, labels: [5, 11] } },
  { name: '动态中心 page 1', path: '/saas/focusCompany/pageFocusCompanyChange', body: {} },
];

/** Inserts `total` rows through `insert(from, to)` in slices, so that no statement holds millions of rows at once. */
async function inSlices(total: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += BATCH) await insert(from, Math.min(total, from + BATCH - 1));
}

async function seed(database: Database): Promise<number> {
  const started = Date.now();
  const { db } = database;
  const counties = sql`(select array_agg(code order by code) from ${regions} where level = 3)`;
  await inSlices(COMPANIES, (from, to) => db.execute(sql`
    insert into ${companies} (name, credit_code, region_code, industry, labels, registered_capital, status, created_at, updated_at)
    select '企业' || g || '有限公司', lpad(g::text, 18, '0'), c.codes[1 + g % array_length(c.codes, 1)], chr(65 + g % 20), g % 8192, g % 10000,
           'active', now(), now()
    from generate_series(${from}::int, ${to}::int) g, (select ${counties} as codes) c`));
  await inSlices(MOVES, (from, to) => db.execute(sql`
    insert into ${companyMigrations} (company_id, from_region, to_region, migrated_on, labels, industry)
    select co.id, co.region_code, case when g % 5 = 0 then '440305' else c.codes[1 + g * 7 % array_length(c.codes, 1)] end, (current_date - (g % 730)),
           co.labels, co.industry
    from generate_series(${from}::int, ${to}::int) g join ${companies} co on co.id = g * 10 % ${COMPANIES} + 1, (select ${counties} as codes) c`));
  await inSlices(CHANGES, (from, to) => db.execute(sql`
    insert into ${companyChanges} (company_id, region_code, field, before, after, changed_at)
    select 1 + g % ${COMPANIES}, c.codes[1 + (1 + g % ${COMPANIES}) % array_length(c.codes, 1)], (array['name','registeredCapital','address','status','labels'])[1 + g % 5],
           'before ' || g, 'after ' || g, now() - g * interval '1 second'
    from generate_series(${from}::int, ${to}::int) g, (select ${counties} as codes) c`));
  const customer = await customerAccount(database);
  await db.execute(sql`insert into ${companyFollows} (user_id, company_id) select ${customer}, id from ${companies} where region_code between '440300' and '440399' order by id limit ${FOLLOWED}`);
  for (const table of [companies, companyMigrations, companyChanges, companyFollows]) await db.execute(sql`vacuum analyze ${table}`);
  await db.execute(sql`checkpoint`);
  console.log(`  seeded ${COMPANIES.toLocaleString()} companies, ${MOVES.toLocaleString()} moves, ${CHANGES.toLocaleString()} changes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return customer;
}

async function customerAccount({ db }: Database): Promise<number> {
  const [customer] = await db.insert(users).values({
    username: 'bench-customer', passwordHash: await new PasswordHasher().hash(PASSWORD), name: '基准客户', userType: SAAS_USER_TYPE, subAccount: true,
  }).returning({ id: users.id });
  await db.insert(watchConfigs).values({ userId: customer!.id, regionCode: WATCHED });
  return customer!.id;
}

/** The stack's calls with nothing around them (no hooks, validation, access check or envelope): the same service calls. */
async function bareHandler(database: Database, customerId: number) {
  const bare = Fastify();
  const regionIndex = new RegionIndex();
  const follows = new CompanyFollows(database.db, { toUsers: () => undefined }, regionIndex);
  const library = new MigrationLibrary(database.db, regionIndex, follows);
  const watch = new WatchConfigs(database.db, regionIndex);
  const watcher: Watcher = { userId: customerId, customer: { mainAccountId: null, subAccountFlag: true } };
  bare.post(CASES[0]!.path, async (request) => {
    const body = request.body as { migrationType: 20 | 30; labels?: number[] };
    return library.page(customerId, await watch.regionOf(watcher), await watch.regionWithin(watcher, undefined), { pageNumber: 1, pageSize: 10, ...body });
  });
  bare.post(CASES[3]!.path, async () => follows.changePage(customerId, { pageNumber: 1, pageSize: 10 }));
  return bare.listen({ port: 0, host: '127.0.0.1' }).then((address) => ({ address, close: () => bare.close() }));
}

async function run(label: string, database: Database, dataDir: string) {
  console.log(`\n${label}`);
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: 'bench-admin-password', logLevel: 'warn' }, { database: { ...database, close: async () => undefined } });
  const customerId = await seed(database);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench-customer', password: PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const bare = await bareHandler(database, customerId);
  const headers = { authorization: token, 'content-type': 'application/json' };
  let failed = false;
  for (const c of CASES) {
    const shape = { method: 'POST' as const, body: JSON.stringify(c.body) };
    const result = await sideBySide(
      (seconds) => throughput(`${address}${API}${c.path}`, headers, seconds, shape),
      (seconds) => throughput(`${bare.address}${c.path}`, headers, seconds, shape),
    );
    failed = !reported(c.name, result, BUDGET) || failed;
  }
  await bare.close();
  await app.close();
  return failed;
}

void onBothDatabases('companies', run);
