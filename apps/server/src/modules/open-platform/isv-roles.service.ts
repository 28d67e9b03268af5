import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@console/contract';
import { isvRolesCrud } from '@console/contract/open-platform';
import type { Actor } from '../../crud/audit.ts';
import { CrudService } from '../../crud/crud-service.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { isvRoleGrants, isvRouteRoles, isvRoles, type IsvRoleRow } from './open-platform.table.ts';

const outerId = sql.raw('"isv_roles"."id"');
const countOf = (table: PgTable) => sql<number>`(select cast(count(*) as integer) from ${table} t where t.role_id = ${outerId})`;

/** A table that gives roles to its owners (ISVs, routes): owner and role. */
interface RoleLinks {
  table: PgTable;
  owner: PgColumn;
  row(ownerId: number, roleId: number): Record<string, number>;
}

export const ISV_ROLE_LINKS: RoleLinks = { table: isvRoleGrants, owner: isvRoleGrants.isvId, row: (isvId, roleId) => ({ isvId, roleId }) };
export const ROUTE_ROLE_LINKS: RoleLinks = { table: isvRouteRoles, owner: isvRouteRoles.routeId, row: (routeId, roleId) => ({ routeId, roleId }) };

/** The ids and names of an owner's roles, as record fields (the owner's id column given qualified). */
export function rolesOf(links: RoleLinks, ownerId: SQL) {
  return {
    roleIds: sql<number[]>`coalesce((select array_agg(l.role_id order by l.role_id) from ${links.table} l where l.${sql.raw(links.owner.name)} = ${ownerId}), '{}')`,
    roleNames: sql<string[]>`coalesce((select array_agg(r.name order by r.id) from ${links.table} l join ${isvRoles} r on r.id = l.role_id where l.${sql.raw(links.owner.name)} = ${ownerId}), '{}')`,
  };
}

/** ISV roles: what routes are granted to; a role still given to an ISV or a route stays. */
export class IsvRolesService extends CrudService<typeof isvRoles, typeof isvRolesCrud> {
  constructor(db: Db) {
    super(db, isvRolesCrud, {
      table: isvRoles,
      computed: { isvCount: countOf(isvRoleGrants), routeCount: countOf(isvRouteRoles) },
      defaultOrder: [asc(isvRoles.id)],
    });
  }

  protected override async beforeDelete(tx: Db, _actor: Actor, rows: IsvRoleRow[]): Promise<void> {
    for (const row of rows) {
      const { isvCount, routeCount } = await this.get(row.id, tx);
      if (isvCount + routeCount > 0) throw conflict(MESSAGES.isvRoleInUse(row.name, isvCount, routeCount));
    }
  }

  async options() {
    return this.db.select({ id: isvRoles.id, code: isvRoles.code, name: isvRoles.name }).from(isvRoles).orderBy(asc(isvRoles.id));
  }

  /** Gives an owner exactly these roles; a role that does not exist is refused, naming the field. */
  async setRoles(tx: Db, links: RoleLinks, ownerId: number, roleIds: number[]): Promise<void> {
    if (roleIds.length > 0) {
      const found = new Set((await tx.select({ id: isvRoles.id }).from(isvRoles).where(inArray(isvRoles.id, roleIds))).map((role) => role.id));
      const missing = roleIds.find((roleId) => !found.has(roleId));
      if (missing !== undefined) throw badRequest(MESSAGES.invalidField('roleIds', MESSAGES.isvRoleMissing(missing)));
    }
    await tx.delete(links.table).where(eq(links.owner, ownerId));
    if (roleIds.length > 0) await tx.insert(links.table).values(roleIds.map((roleId) => links.row(ownerId, roleId)) as never);
  }
}
