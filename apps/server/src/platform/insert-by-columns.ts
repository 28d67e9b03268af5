import { getTableColumns, getTableName, is, SQL, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** What a row that does not give a column stores in it: the column's declared constant default, else NULL. */
function missingValueOf(column: PgColumn): unknown {
  const fallback: unknown = column.default;
  return fallback === undefined || is(fallback, SQL) ? null : fallback;
}

/**
 * Inserts a batch of rows in one statement with one parameter per column, each an array read by
 * `unnest`, rather than one parameter per value: drizzle prepares each parameter on its own, and a
 * batch of log entries (17 columns a row) cost more to build than the sign-ins it recorded. The columns
 * are those any row gives; a row that does not give one stores `missingValueOf` it.
 */
export async function insertByColumns<T extends PgTable>(db: Db, table: T, rows: InferInsertModel<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const declared: Record<string, PgColumn> = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined)))];
  const columns = keys.map((key) => {
    const column = declared[key];
    if (!column) throw new Error(`insertByColumns: ${getTableName(table)} has no column ${key}`);
    return column;
  });
  const arrays = columns.map((column, index) => {
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[keys[index]!];
      if (value === undefined) return missingValueOf(column);
      return value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  await db.execute(sql`insert into ${table} (${sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `)})
    select * from unnest(${sql.join(arrays, sql`, `)})`);
}
