import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/platform/database.ts';

/**
 * Sessions change with every signed-in request (each check signs in afresh), the operation log records
 * every refused change, as it should (and notes its journal files while it writes them, and moves its
 * chain's end), and scheduled jobs record their runs (and the log's daily export its days) whenever
 * they fire; everything else must not change.
 */
const IGNORED = new Set(['sessions', 'request_logs', 'log_journal_files', 'log_chain', 'job_runs', 'log_exports']);

/**
 * Every row of every table of the public schema but the ignored (and those a caller ignores too, such
 * as the figures a call adds to), as one comparable text: a digest of each table's rows, whatever
 * their order, computed by the database itself in one query (reading the rows out to compare them
 * here took three times as long on the embedded database).
 */
export async function snapshotOf(db: Db, alsoIgnored: readonly string[] = []): Promise<string> {
  const tables = (await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).map((row) => row.name)
    .filter((name) => !IGNORED.has(name) && !alsoIgnored.includes(name));
  const digests = tables.map((name) => sql`select ${name} as name, (select md5(coalesce(string_agg(md5(row::text), '' order by md5(row::text)), ''))
    from ${sql.identifier(name)} as row) as digest`);
  return JSON.stringify(await queryRows<{ name: string; digest: string }>(db, sql.join(digests, sql` union all `)));
}
