import { parse, protocol, types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle reads as text from the embedded database, to map them itself: the `parsers` its
 * PGlite session passes with every query (timestamps, dates, intervals, and arrays of numerics,
 * timestamps, intervals and dates). database.test.ts checks the list against drizzle's own.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;

type Queryable = Pick<PGlite, 'query'>;

/** A statement is prepared by name once it has run this often (the seeding's one-off statements are not). */
const PREPARE_AFTER_RUNS = 3;
/** At most this many statements are prepared, and this many counted: query texts built with varying lists stay plain. */
const STATEMENTS_KEPT = 500;
const TEXTS_COUNTED = 5_000;
/** PostgreSQL's answer when a prepared statement's result columns changed under it (a table altered). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Statements of the embedded database prepared by name. PGlite's `query` parses, describes and plans
 * every statement anew in six calls into its WebAssembly; a statement prepared once runs in one
 * (bind, describe, execute, sync): a user looked up by name took 0.13 ms against 0.5 ms. Runs under
 * PGlite's own locks, as its `query` does: outside a transaction, only when no transaction is open.
 */
class PreparedStatements {
  private readonly runs = new Map<string, number>();
  private readonly prepared = new Map<string, { name: string; paramTypes: number[] }>();
  private made = 0;

  constructor(private readonly client: PGlite) {}

  /** Whether `text` runs as a prepared statement (counting this run). */
  wanted(text: string): boolean {
    if (this.prepared.has(text)) return true;
    if (this.prepared.size >= STATEMENTS_KEPT) return false;
    if (this.runs.size >= TEXTS_COUNTED) this.runs.clear();
    const runs = (this.runs.get(text) ?? 0) + 1;
    this.runs.set(text, runs);
    return runs >= PREPARE_AFTER_RUNS;
  }

  run<T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    return this.client._runExclusiveQuery(async () => {
      const statement = this.prepared.get(text) ?? (await this.prepare(text));
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = this.client.serializers[statement.paramTypes[index]!];
        return serialize ? serialize(value) : String(value);
      });
      const { serialize } = protocol;
      const messages = await this.client.execProtocolStream(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      ).catch((error: unknown) => {
        if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) this.prepared.delete(text);
        throw error;
      });
      if (!inTransaction) await this.client.syncToFs();
      return parse.parseResults(messages, this.client.parsers, options)[0] as Results<T>;
    });
  }

  private async prepare(text: string): Promise<{ name: string; paramTypes: number[] }> {
    const { serialize } = protocol;
    this.made += 1;
    const name = `drizzle_statement_${this.made}`;
    const described = await this.client.execProtocolStream(Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.prepared.set(text, statement);
    return statement;
  }
}

/** drizzle's queries: with the database's own parsers; those run often, as prepared statements. */
function queryingFor(client: PGlite, plain: Queryable, statements: PreparedStatements, inTransaction: boolean): Queryable {
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const own = options?.parsers ? { ...options, parsers: undefined } : options;
      if (!statements.wanted(text)) return plain.query<T>(text, params, own);
      const run = () => statements.run<T>(text, params, own, inTransaction);
      return inTransaction ? run() : client._runExclusiveTransaction(run);
    },
  };
}

/**
 * The embedded database as drizzle is given it. PGlite copies its whole table of parsers (318) for
 * each query that brings parsers of its own, as drizzle's do: about 0.13 ms a query, a tenth of what
 * a sign-in costs besides checking the password. So drizzle's text parsers are set on the database
 * once, and left out of each query; the database's other users read those types as text too. The
 * statements drizzle runs often are prepared by name (`PreparedStatements`).
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const statements = new PreparedStatements(client);
  const forDrizzle: Queryable & Pick<PGlite, 'transaction'> = {
    ...queryingFor(client, client, statements, false),
    transaction: (work) => client.transaction((tx) => work(queryingFor(client, tx, statements, true) as Transaction)),
  };
  return forDrizzle as PGlite;
}
