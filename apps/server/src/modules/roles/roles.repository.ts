import { and, eq, or, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { menus } from '../menus/menus.table.ts';
import { roleMenus, roles, userRoles } from './roles.table.ts';

export async function upsertRole(db: Db, code: string, name: string): Promise<number> {
  await db.insert(roles).values({ code, name }).onConflictDoNothing({ target: roles.code });
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return row!.id;
}

export async function assignRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

export async function enabledRoleCodes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.code);
}

/** Menu grants of every enabled role of a user: menu id, menu name and the permission types. */
export function grantsOfUser(db: Db, userId: number) {
  return db
    .select({ menuId: roleMenus.menuId, name: menus.name, permTypes: roleMenus.permTypes })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(userRoles.userId, userId));
}

/** True when the user is an admin or one of their enabled roles grants `perm` on a page named `page`. */
export async function isAllowed(db: Db, userId: number, page: string, perm: string): Promise<boolean> {
  const granted = or(eq(roles.code, ADMIN_ROLE), and(eq(menus.name, page), sql`${perm} = any(${roleMenus.permTypes})`));
  const [row] = await db
    .select({ roleId: roles.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
    .leftJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .leftJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(userRoles.userId, userId), granted))
    .limit(1);
  return row !== undefined;
}

export async function grantMenus(db: Db, roleId: number, grants: { menuId: number; permTypes: string[] }[]): Promise<void> {
  if (grants.length === 0) return;
  await db.insert(roleMenus).values(grants.map((grant) => ({ roleId, ...grant }))).onConflictDoNothing();
}
