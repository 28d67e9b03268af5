import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/platform/database.ts';

/**
 * Sessions change with every signed-in request (each check signs in afresh), the operation log records
 * every refused change, as it should (and notes its journal files while it writes them), and scheduled
 * jobs record their runs whenever they fire; everything else must not change.
 */
const IGNORED = new Set(['sessions', 'request_logs', 'log_journal_files', 'job_runs']);

/** Every row of every table of the public schema but the ignored, as one comparable text. */
export async function snapshotOf(db: Db): Promise<string> {
  const tables = (await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).map((row) => row.name).filter((name) => !IGNORED.has(name));
  const dumps = await Promise.all(tables.map(async (name) => [name, await queryRows<unknown>(db, sql`select * from ${sql.identifier(name)}`)] as const));
  return JSON.stringify(Object.fromEntries(dumps.map(([name, rows]) => [name, rows.map((row) => JSON.stringify(row)).sort()])));
}
