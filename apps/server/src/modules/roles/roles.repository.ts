import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { ADMIN_ROLE, SYSTEM_APP_ID } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { menus } from '../menus/menus.table.ts';
import { users } from '../users/users.table.ts';
import { heldBy, roleMenus, roles, userRoles } from './roles.table.ts';

export async function upsertRole(db: Db, code: string, name: string, requiresTwoFactor = false): Promise<number> {
  await db.insert(roles).values({ code, name, requiresTwoFactor }).onConflictDoNothing({ target: roles.code });
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return row!.id;
}

export async function assignRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

export async function enabledRoleCodes(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ code: roles.code }).from(roles).where(and(eq(roles.enabled, true), heldBy(userId))).orderBy(roles.id);
  return rows.map((row) => row.code);
}

/** Menu grants of every enabled role of a user: menu id, menu name and the permission types. */
export function grantsOfUser(db: Db, userId: number) {
  return db
    .select({ menuId: roleMenus.menuId, name: menus.name, permTypes: roleMenus.permTypes })
    .from(roles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roles.enabled, true), heldBy(userId)));
}

/** True when the user is an admin or one of their enabled roles grants `perm` on one of `pages`. */
export async function isAllowed(db: Db, userId: number, pages: readonly string[], perm: string): Promise<boolean> {
  const granted = or(eq(roles.code, ADMIN_ROLE), and(inArray(menus.name, [...pages]), eq(menus.appId, SYSTEM_APP_ID), sql`${perm} = any(${roleMenus.permTypes})`));
  const [row] = await db
    .select({ roleId: roles.id })
    .from(roles)
    .leftJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .leftJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roles.enabled, true), heldBy(userId), granted))
    .limit(1);
  return row !== undefined;
}

export async function grantMenus(db: Db, roleId: number, grants: { menuId: number; permTypes: string[] }[]): Promise<void> {
  if (grants.length === 0) return;
  await db.insert(roleMenus).values(grants.map((grant) => ({ roleId, ...grant }))).onConflictDoNothing();
}

export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId).sort((a, b) => a - b);
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export function rolesByIds(db: Db, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.select({ id: roles.id, code: roles.code, name: roles.name }).from(roles).where(inArray(roles.id, ids));
}

/** Which of the given users hold the admin role. */
export async function adminsAmong(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.code, ADMIN_ROLE)))
    .where(inArray(userRoles.userId, userIds));
  return rows.map((row) => row.userId);
}

/** Enabled users holding the admin role, other than the given ones. */
export async function enabledAdminCountExcept(db: Db, userIds: number[]): Promise<number> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.code, ADMIN_ROLE)))
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.enabled, true)))
    .where(userIds.length > 0 ? notInArray(userRoles.userId, userIds) : undefined);
  return rows.length;
}
