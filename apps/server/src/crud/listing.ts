import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Page } from '@console/contract';

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

export const countRows = sql<number>`cast(count(*) as integer)`;
