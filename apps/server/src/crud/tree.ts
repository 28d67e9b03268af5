import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../platform/database.ts';

/** A table whose rows point at their parent row. */
type TreeTable = PgTable & { id: PgColumn; parentId: PgColumn };

/** Ids of a row and every row above it; `union` stops at a row seen before, should two edits at once have made a loop. */
export async function selfAndAncestorIdsIn(db: Db, table: TreeTable, id: number): Promise<number[]> {
  const idColumn = sql.identifier(table.id.name);
  const parentColumn = sql.identifier(table.parentId.name);
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive chain(id, parent_id) as (
      select ${idColumn}, ${parentColumn} from ${table} where ${idColumn} = ${id}
      union
      select t.${idColumn}, t.${parentColumn} from ${table} t join chain on t.${idColumn} = chain.parent_id
    )
    select id from chain`);
  return rows.map((row) => Number(row.id));
}
