import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, queryRows, wrapPglite, type Database } from './database.ts';
import { DRIZZLE_TEXT_TYPES } from './pglite-for-drizzle.ts';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = wrapPglite(await createPglite(), { checkTransactions: true });
  });
  afterAll(() => database.close());

  it('refuses, at once, a query on itself from inside an open transaction, which would wait for ever', async () => {
    const { db } = database;
    await db.execute(sql`create table kept (n int)`);
    const outcome = db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (1)`);
      await db.execute(sql`select count(*) from kept`);
    });
    await expect(outcome).rejects.toMatchObject({ cause: { message: expect.stringMatching(/inside an open transaction would wait for ever/) } });
    expect(await queryRows(db, sql`select n from kept`)).toEqual([]);
  });

  it('serves the transaction itself, and the database again once it has ended', async () => {
    const { db } = database;
    await db.execute(sql`create table counted (n int)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into counted values (1)`);
      expect(await queryRows(tx, sql`select n from counted`)).toEqual([{ n: 1 }]);
    });
    expect(await queryRows(db, sql`select n from counted`)).toEqual([{ n: 1 }]);
  });

  it('lets requests that are not inside the transaction wait for it', async () => {
    const { db } = database;
    await db.execute(sql`create table waited (n int)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.execute(sql`insert into waited values (1)`);
      await held;
    });
    const reading = queryRows(db, sql`select n from waited`);
    release();
    await writing;
    expect(await reading).toEqual([{ n: 1 }]);
  });
});

describe("drizzle's reading of the embedded database", () => {
  let database: Database;
  let plain: PGlite;
  beforeAll(async () => {
    database = wrapPglite(await createPglite());
    plain = await createPglite();
  });
  afterAll(async () => {
    await database.close();
    await plain.close();
  });

  it('sets on the database exactly the parsers drizzle passes with each query', () => {
    const table = pgTable('probe', { n: integer('n') });
    const prepared = database.db.select().from(table).prepare('probe') as unknown as { queryConfig: { parsers: Record<string, unknown> }; rawQueryConfig: { parsers: Record<string, unknown> } };
    const typesOf = (parsers: Record<string, unknown>) => Object.keys(parsers).map(Number).sort((a, b) => a - b);
    const ours = [...DRIZZLE_TEXT_TYPES].sort((a, b) => a - b);
    expect(typesOf(prepared.queryConfig.parsers)).toEqual(ours);
    expect(typesOf(prepared.rawQueryConfig.parsers)).toEqual(ours);
  });

  it('reads every type as drizzle on a database of its own would, in and out of transactions', async () => {
    const values = sql`select now() as at, '2026-12-04 10:00'::timestamp as local, '2026-12-04'::date as day, interval '90 minutes' as span,
      array[1.5, 2]::numeric[] as numbers, array['2026-12-04 10:00+08'::timestamptz] as moments, array['2026-12-04'::date] as days,
      array[interval '1 day'] as spans, 12.5::numeric as amount, '{"a":1}'::jsonb as doc, true as flag, 7::int8 as big`;
    const expected = await drizzlePglite({ client: plain }).execute(values);
    // The first runs are plain statements, the later ones prepared by name.
    for (let run = 0; run < 5; run += 1) {
      const [read] = await queryRows<Record<string, unknown>>(database.db, values);
      expect({ ...read, at: typeof read!.at }).toEqual({ ...expected.rows[0], at: 'string' });
      await database.db.transaction(async (tx) => {
        const [inside] = await queryRows<Record<string, unknown>>(tx, values);
        expect({ ...inside, at: typeof inside!.at }).toEqual({ ...expected.rows[0], at: 'string' });
      });
    }
  });

  it('passes every kind of parameter alike to a plain and a prepared statement', async () => {
    const echoed = (at: Date, flag: boolean, names: readonly string[], none: null, text: string) =>
      sql`select ${at}::timestamptz as at, ${flag}::boolean as flag, ${sql.param([...names])}::text[] as names, ${none}::int as none, ${text}::text as text`;
    const args = [new Date('2026-12-04T10:00:00.123Z'), false, ['a "b"', 'c,d', 'NULL', '逗号'], null, "it's {x}"] as const;
    const expected = (await drizzlePglite({ client: plain }).execute(echoed(...args))).rows[0];
    for (let run = 0; run < 5; run += 1) expect((await queryRows(database.db, echoed(...args)))[0]).toEqual(expected);
    const prepared = await queryRows<{ statement: string }>(database.db, sql`select statement from pg_prepared_statements`);
    expect(prepared.map(({ statement }) => statement)).toContainEqual(expect.stringContaining('as flag'));
  });

  it('refuses a prepared statement on itself from inside an open transaction, as a plain one', async () => {
    const checked = wrapPglite(await createPglite(), { checkTransactions: true });
    const often = sql`select 1 as one`;
    for (let run = 0; run < 5; run += 1) await checked.db.execute(often);
    const outcome = checked.db.transaction(async () => {
      await checked.db.execute(often);
    });
    await expect(outcome).rejects.toMatchObject({ cause: { message: expect.stringMatching(/inside an open transaction would wait for ever/) } });
    await checked.close();
  });
});
