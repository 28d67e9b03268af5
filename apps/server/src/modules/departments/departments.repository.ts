import { asc, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/database.ts';
import { contains } from '../../crud/listing.ts';
import { selfAndAncestorIdsIn } from '../../crud/tree.ts';
import { departments } from './departments.table.ts';

export const nameContains = (name: string | undefined) => contains(departments.name, name);

/** Ids of a department and every department above it. */
export const selfAndAncestorIds = (db: Db, id: number) => selfAndAncestorIdsIn(db, departments, id);

/** Ids of a department and every department below it. */
export async function selfAndDescendantIds(db: Db, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive tree(id) as (
      select id from ${departments} where id = ${id}
      union all
      select d.id from ${departments} d join tree on d.parent_id = tree.id
    )
    select id from tree`);
  return rows.map((row) => Number(row.id));
}

export function options(db: Db) {
  return db.select({ id: departments.id, name: departments.name, parentId: departments.parentId }).from(departments).orderBy(asc(departments.sort), asc(departments.id));
}
