import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ConfigError } from '../config/config.ts';
import type { ChangeFeed } from './change-feed.ts';
import { pgliteForDrizzle } from './pglite-for-drizzle.ts';
import { SERVER_ROOT } from '../server-root.ts';

/** The database as the modules query it: each module brings its own tables (`*.table.ts`). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Rows of a raw query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call at every start and from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Tells `feed` of each notification of `channel`. The embedded database tells before the write
   * that sent it resolves; PostgreSQL tells after the commit, within the window recorded in
   * docs/decisions.md, and says when its listening connection is lost and restored.
   */
  listen(channel: string, feed: ChangeFeed): Promise<void>;
  /** Resolves when the database answers and has every migration of this version; rejects saying which is not so. */
  ready(): Promise<void>;
  /** Whether a failure means the database could not be reached (so the request may succeed later) rather than that the query was wrong. */
  isUnreachable(error: unknown): boolean;
  /**
   * The embedded database only: its whole data folder as an archive (PGlite's gzip tar), taken while
   * no other query or transaction runs; `alongside` runs in the same quiet moment, just before, so what
   * it copies (the other files of the data folder) matches the archive.
   */
  snapshot?(alongside: () => Promise<void>): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('drizzle', SERVER_ROOT));
/** The time drizzle records for the newest migration of this version (its journal's `when`). */
let newestMigration: number | undefined;
function newestMigrationOfThisVersion(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return (newestMigration ??= Math.max(...journal.entries.map((entry) => entry.when)));
}

/**
 * Whether the database answers and has this version's migrations. A later version sharing the
 * database may have applied more (migrations only add what older versions can ignore).
 */
export async function readyWhenMigrated(db: Db): Promise<void> {
  const [applied] = await queryRows<{ newest: string | null }>(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  if (Number(applied?.newest ?? 0) < newestMigrationOfThisVersion()) throw new Error('the database lacks migrations of this version');
}

/** An embedded database with the extensions the migrations use; in memory without a folder. */
export function createPglite(options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/**
 * The embedded database runs one transaction at a time, and a query outside it waits for it to end:
 * a query on the database itself (not on the transaction) made while the caller's own transaction
 * is open would wait for ever and hold every other request behind it. Such a query fails at once
 * instead, naming itself, so the defect shows in the first test that reaches it. Only the tests check:
 * on Node 20 the check's AsyncLocalStorage makes every promise of the process call a hook, which took
 * 10–15 % of the throughput of a request answered from memory (`GET /user/info`).
 */
function refuseQueriesAroundOpenTransaction(client: PGlite): Guard {
  const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const guarded = <Args extends unknown[], Result>(name: string, run: (...args: Args) => Promise<Result>) => (...args: Args) => {
    if (openTransaction.getStore()?.open) {
      return Promise.reject(new Error(`Embedded database: ${name}(${String(args[0]).slice(0, 80)}) on the database inside an open transaction would wait for ever; run it on the transaction or before it`));
    }
    return run(...args);
  };
  const { query, exec, transaction } = client;
  client.query = guarded('query', query.bind(client)) as PGlite['query'];
  client.exec = guarded('exec', exec.bind(client));
  client.transaction = guarded('transaction', <T>(work: Parameters<PGlite['transaction']>[0]) => {
    const scope = { open: true };
    return openTransaction.run(scope, () => transaction.call(client, work)).finally(() => (scope.open = false)) as Promise<T>;
  }) as PGlite['transaction'];
  return guarded;
}

/** Refuses, while the caller's own transaction is open, a call that would wait for it. */
type Guard = <Args extends unknown[], Result>(name: string, run: (...args: Args) => Promise<Result>) => (...args: Args) => Promise<Result>;

/** `checkTransactions`: refuse a query on the database made inside its own open transaction (tests). */
export function wrapPglite(client: PGlite, { checkTransactions = false } = {}): Database {
  const guard = checkTransactions ? refuseQueriesAroundOpenTransaction(client) : undefined;
  const drizzleClient = pgliteForDrizzle(client);
  // Its prepared statements wait for PGlite's transaction lock without going through `query`.
  if (guard) drizzleClient.query = guard('query', drizzleClient.query.bind(drizzleClient)) as PGlite['query'];
  const db = drizzlePglite({ client: drizzleClient }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: drizzleClient }), { migrationsFolder: MIGRATIONS_FOLDER }),
    async listen(channel, feed) {
      await client.listen(channel, () => feed.changed());
      feed.restored();
    },
    ready: () => readyWhenMigrated(db),
    // In the process: nothing to reach.
    isUnreachable: () => false,
    // An open transaction keeps every other query and transaction waiting until it ends.
    snapshot: (alongside) => client.transaction(async () => {
      await alongside();
      return client.dumpDataDir('gzip');
    }),
    close: () => client.close(),
  };
}

/** The build's initialised, empty database (build.mjs), which a first start loads instead of running initdb; none when run from the sources unbuilt. */
const INITIAL_DATA = fileURLToPath(new URL('dist/pgdata-initial.tar.gz', SERVER_ROOT));

async function initialData(): Promise<Blob | undefined> {
  return existsSync(INITIAL_DATA) ? new Blob([await readFile(INITIAL_DATA)]) : undefined;
}

/**
 * Opens the embedded database in `<dataDir>/pgdata`. A new cluster is created in a staging folder
 * and renamed into place only once complete, so a process killed during its first start leaves
 * nothing half-made behind.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const folder = path.join(dataDir, 'pgdata');
  if (!existsSync(folder)) {
    const staging = path.join(dataDir, 'pgdata.creating');
    await rm(staging, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    const loadDataDir = await initialData();
    const fresh = await createPglite({ dataDir: staging, loadDataDir }).catch((error: unknown) => {
      if (!loadDataDir) throw error;
      throw new ConfigError(`The build's initial database ${INITIAL_DATA} cannot be loaded (${(error as Error).message}). Delete it and run \`npm run build\`, which makes it again.`);
    });
    await fresh.close();
    await rename(staging, folder);
  }
  return wrapPglite(await createPglite({ dataDir: folder }));
}
