/** PostgreSQL, when DATABASE_URL is set: a module of its own, so that an embedded start does not load the driver. */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError } from '../config/config.ts';
import { postgresListener } from './change-feed.ts';
import { MIGRATIONS_FOLDER, readyWhenMigrated, type Database, type Db } from './database.ts';

/** Serialises migrations between instances sharing one PostgreSQL database. */
const MIGRATION_LOCK_ID = 720_414_001;

/** SQLSTATEs of a server that cannot serve: connection exceptions, shutting down, starting up, full. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Network failures of the socket to the database. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What the pg driver says, without a code, when its connection broke or could not be made in time. */
const DRIVER_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a failure means the database could not be reached (so the request may succeed later)
 * rather than that the query was wrong. Looks through the wrappers the ORM puts around it.
 */
function isUnreachable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (cause instanceof pg.DatabaseError) return typeof code === 'string' && UNAVAILABLE_STATES.test(code);
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (DRIVER_LOST.test(cause.message)) return true;
  }
  return false;
}

export function openPostgres(url: string): Database {
  // A request waits at most this long for a connection, so a lost database answers within seconds.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000, keepAlive: true });
  // An idle connection the server closed is dropped by the pool and replaced at the next query;
  // without a listener its error would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  const listener = postgresListener(url);
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
    listen: (channel, feed) => listener.listen(channel, feed),
    ready: () => readyWhenMigrated(db),
    isUnreachable,
    async close() {
      await listener.stop();
      await pool.end();
    },
  };
}
