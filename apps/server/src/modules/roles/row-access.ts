import { and, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DataScope } from '@console/contract/roles';
import { contains, escapeLike } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { accessRulesOnPages } from './roles-admin.repository.ts';
import type { permissionRules } from './roles.table.ts';
import type { RowTarget } from './roles.api.ts';

type Rule = typeof permissionRules.$inferSelect;
const NOTHING = sql`false`;

function departmentAndBelow(column: AnyColumn, departmentId: number): SQL {
  return sql`${column} in (
    with recursive tree(id) as (
      select id from ${departments} where id = ${departmentId}
      union all
      select child.id from ${departments} child join tree on child.parent_id = tree.id
    )
    select id from tree)`;
}

function scopeCondition(scope: DataScope, departmentIds: number[], target: RowTarget, caller: { id: number; departmentId: number | null }): SQL | undefined {
  switch (scope) {
    case 'all': return undefined;
    case 'custom': return departmentIds.length > 0 ? inArray(target.departmentId, departmentIds) : NOTHING;
    case 'own_dept': return caller.departmentId ? eq(target.departmentId, caller.departmentId) : NOTHING;
    case 'own_dept_below': return caller.departmentId ? departmentAndBelow(target.departmentId, caller.departmentId) : NOTHING;
    case 'own': return eq(target.ownerId, caller.id);
  }
}

/** A rule as a bound condition; a rule on a field the page does not have lets nothing through. */
function ruleCondition(rule: Rule, target: RowTarget): SQL {
  const column = target.fields[rule.field];
  if (!column) return NOTHING;
  const value = rule.value;
  switch (rule.operator) {
    case 'eq': return eq(column, value);
    case 'ne': return or(ne(column, value), sql`${column} is null`)!;
    case 'contains': return contains(column, String(value))!;
    case 'startsWith': return ilike(column, `${escapeLike(String(value))}%`);
    case 'in': return Array.isArray(value) && value.length > 0 ? inArray(column, value) : NOTHING;
    case 'gt': return sql`${column} > ${value}`;
    case 'lt': return sql`${column} < ${value}`;
  }
}

/**
 * The rows a user may see through a set of pages: for each page one of their roles may view, that
 * grant's data scope and permission rules together; any one grant suffices. Undefined means no
 * restriction.
 */
export async function rowScope(db: Db, userId: number, pages: readonly string[], target: RowTarget): Promise<SQL | undefined> {
  const [caller] = await db.select({ id: users.id, departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
  if (!caller) return NOTHING;
  const access = await accessRulesOnPages(db, userId, pages);
  const perRole = access.map((role) => and(scopeCondition(role.scope, role.departmentIds, target, caller), ...role.rules.map((rule) => ruleCondition(rule, target))));
  if (perRole.length === 0) return NOTHING;
  if (perRole.some((condition) => condition === undefined)) return undefined;
  return or(...perRole);
}
