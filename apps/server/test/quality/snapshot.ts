import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/platform/database.ts';
import * as schema from '../../src/schema.ts';

/** Sessions change with every signed-in request (each check signs in afresh); everything else must not. */
const IGNORED = new Set(['sessions']);

/** Every row of every table but the ignored, as one comparable text. */
export async function snapshotOf(db: Db): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable) && !IGNORED.has(getTableName(value)));
  const dumps = await Promise.all(tables.map(async (table) => [getTableName(table), await db.select().from(table)] as const));
  return JSON.stringify(Object.fromEntries(dumps.map(([name, rows]) => [name, rows.map((row) => JSON.stringify(row)).sort()])));
}
