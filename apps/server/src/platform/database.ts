import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ConfigError } from '../config/config.ts';
import * as schema from '../schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; it offers the same queries as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
   * Embedded only: calls `listener` on each notification of `channel`, before the write that sent it
   * resolves.
   */
  listenInline?(channel: string, listener: () => void): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations between instances sharing one PostgreSQL database. */
const MIGRATION_LOCK_ID = 720_414_001;

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server closed is dropped by the pool and replaced at the next query;
  // without a listener its error would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lockHolder = await pool.connect().catch((error: Error) => {
        throw new ConfigError(`Cannot reach PostgreSQL at DATABASE_URL (${new URL(url).host}): ${error.message}`);
      });
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockHolder.release();
      }
    },
    close: () => pool.end(),
  };
}

/** An embedded database with the extensions the migrations use; in memory without a folder. */
export function createPglite(options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    listenInline: async (channel, listener) => {
      await client.listen(channel, listener);
    },
    close: () => client.close(),
  };
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
    const fresh = await createPglite({ dataDir: staging });
    await fresh.close();
    await rename(staging, folder);
  }
  return wrapPglite(await createPglite({ dataDir: folder }));
}
