import { asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/database.ts';
import { contains } from '../../crud/listing.ts';
import { users } from '../users/users.table.ts';
import { departments, type DepartmentRow } from './departments.table.ts';
import { selfAndAncestorIdsIn } from '../../crud/tree.ts';

/** The outer row's id, qualified: drizzle leaves columns of a single-table select unqualified. */
const outerId = sql.raw('"departments"."id"');
const hasChildren = sql<boolean>`exists (select 1 from ${departments} child where child.parent_id = ${outerId})`;
const memberCount = sql<number>`(select cast(count(*) as integer) from ${users} member where member.department_id = ${outerId})`;

export type DepartmentWithCounts = DepartmentRow & { hasChildren: boolean; memberCount: number };

function select(db: Db, where: SQL | undefined): Promise<DepartmentWithCounts[]> {
  return db
    .select({ row: departments, hasChildren, memberCount })
    .from(departments)
    .where(where)
    .orderBy(asc(departments.sort), asc(departments.id))
    .then((rows) => rows.map(({ row, ...counts }) => ({ ...row, ...counts })));
}

export function childrenOf(db: Db, parentId: number | null) {
  return select(db, parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId));
}

export function searchByName(db: Db, name: string | undefined) {
  return select(db, contains(departments.name, name));
}

export async function withCounts(db: Db, id: number): Promise<DepartmentWithCounts | undefined> {
  const [row] = await select(db, eq(departments.id, id));
  return row;
}

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
