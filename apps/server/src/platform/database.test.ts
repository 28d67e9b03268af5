import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, queryRows, wrapPglite, type Database } from './database.ts';

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
