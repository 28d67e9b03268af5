import { asc, desc, eq, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '@console/contract';
import type { Db } from '../platform/database.ts';
import { rowCounts } from './row-counts.table.ts';

export interface ListRequest<S extends string> {
  pageNumber: number;
  pageSize: number;
  sort?: S;
  order: 'asc' | 'desc';
}

export interface ListSpec<Row, S extends string> {
  /** Columns a list may be sorted by, keyed by the contract's sort names. */
  sortable: Record<S, AnyColumn>;
  /** Order when none is asked for, and the tie-breaker that keeps pages stable. */
  defaultOrder: SQL[];
  count(where: SQL | undefined): Promise<number>;
  rows(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
}

/** One page of a list: whitelisted sort, conditions bound as parameters, and the total. */
export async function listPage<Row, S extends string>(spec: ListSpec<Row, S>, request: ListRequest<S>, where: SQL | undefined): Promise<Page<Row>> {
  const direction = request.order === 'asc' ? asc : desc;
  const orderBy = request.sort ? [direction(spec.sortable[request.sort]), ...spec.defaultOrder] : spec.defaultOrder;
  const [total, records] = await Promise.all([
    spec.count(where),
    spec.rows(where, orderBy, request.pageSize, (request.pageNumber - 1) * request.pageSize),
  ]);
  return { records, total, pageNumber: request.pageNumber, pageSize: request.pageSize };
}

/** A text matched literally by `like`/`ilike`: its wildcards escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Case-insensitive "contains" filter; no condition when the value is absent. */
export function contains(column: AnyColumn, value: string | undefined): SQL | undefined {
  return value === undefined ? undefined : sql`${column} ilike ${`%${escapeLike(value)}%`}`;
}

export function equals(column: AnyColumn, value: unknown): SQL | undefined {
  return value === undefined ? undefined : sql`${column} = ${value}`;
}

/**
 * The instant a calendar day (`YYYY-MM-DD`, from a day filter) plus `daysLater` starts in UTC, worked
 * out by the database, which knows years past 9999 where a JavaScript date string does not.
 */
export const startOfUtcDay = (day: string, daysLater: number): SQL => sql`((${day}::date + ${daysLater}::integer)::timestamp at time zone 'UTC')`;

export const countRows = sql<number>`cast(count(*) as integer)`;

/**
 * The count of a list's rows. `kept`: the table's count is kept in `row_counts` (its triggers are in
 * the migrations), so an unfiltered list reads it there instead of scanning the table.
 */
export function countIn(db: Db, table: PgTable, { kept = false } = {}): ListSpec<unknown, string>['count'] {
  const tableName = getTableName(table);
  return async (where) => {
    if (kept && where === undefined) {
      const [row] = await db.select({ rows: rowCounts.rows }).from(rowCounts).where(eq(rowCounts.tableName, tableName));
      return row!.rows;
    }
    const [row] = await db.select({ count: countRows }).from(table).where(where);
    return row?.count ?? 0;
  };
}
