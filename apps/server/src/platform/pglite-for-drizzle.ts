import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle reads as text from the embedded database, to map them itself: the `parsers` its
 * PGlite session passes with every query (timestamps, dates, intervals, and arrays of numerics,
 * timestamps, intervals and dates). database.test.ts checks the list against drizzle's own.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;

type Queryable = Pick<PGlite, 'query'>;

/** `client` answering drizzle's queries with the database's own parsers. */
const queryingWithOwnParsers = (client: Queryable): Queryable => ({
  query: (text, params, options) => client.query(text, params, options?.parsers ? { ...options, parsers: undefined } : options),
});

/**
 * The embedded database as drizzle is given it. PGlite copies its whole table of parsers (318) for
 * each query that brings parsers of its own, as drizzle's do: about 0.13 ms a query, a tenth of what
 * a sign-in costs besides checking the password. So drizzle's text parsers are set on the database
 * once, and left out of each query; the database's other users read those types as text too.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const forDrizzle: Queryable & Pick<PGlite, 'transaction'> = {
    ...queryingWithOwnParsers(client),
    transaction: (work) => client.transaction((tx) => work(queryingWithOwnParsers(tx) as Transaction)),
  };
  return forDrizzle as PGlite;
}
