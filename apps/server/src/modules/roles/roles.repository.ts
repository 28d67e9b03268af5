import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { ADMIN_ROLE, SYSTEM_APP_ID } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { menus } from '../menu/menu.table.ts';
import { users } from '../users/users.table.ts';
import { heldBy, permissionRules, roleDataRules, roleMenus, roles, userRoles } from './roles.table.ts';

export async function upsertRole(db: Db, code: string, name: string): Promise<number> {
  await db.insert(roles).values({ code, name }).onConflictDoNothing({ target: roles.code });
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return row!.id;
}

/** Creates a role unless one has the code; answers its id when it was created. */
export async function createRoleIfMissing(db: Db, code: string, name: string, requiresTwoFactor: boolean): Promise<number | undefined> {
  const [created] = await db.insert(roles).values({ code, name, requiresTwoFactor }).onConflictDoNothing({ target: roles.code }).returning({ id: roles.id });
  return created?.id;
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

/**
 * What a user may do unnarrowed: the permission types of their enabled roles' grants that neither a
 * data scope (other than all) nor a row rule restricts, by menu id.
 */
export async function unrestrictedGrantsOf(db: Db, userId: number): Promise<Map<number, Set<string>>> {
  const rows = await db
    .select({ menuId: roleMenus.menuId, permTypes: roleMenus.permTypes })
    .from(roles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .leftJoin(roleDataRules, and(eq(roleDataRules.roleId, roles.id), eq(roleDataRules.menuId, roleMenus.menuId)))
    .where(and(
      eq(roles.enabled, true), heldBy(userId),
      sql`coalesce(${roleDataRules.scope}, 'all') = 'all'`,
      sql`not exists (select 1 from ${permissionRules} narrowing where narrowing.perm_id = ${roleMenus.id})`,
    ));
  const grants = new Map<number, Set<string>>();
  for (const row of rows) grants.set(row.menuId, new Set([...(grants.get(row.menuId) ?? []), ...row.permTypes]));
  return grants;
}

/** The grants of these roles, enabled or not, on pages and buttons (directories only lead to them). */
export function pageGrantsOfRoles(db: Db, roleIds: number[]) {
  return roleIds.length === 0
    ? Promise.resolve([])
    : db.select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId, permTypes: roleMenus.permTypes })
      .from(roleMenus)
      .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), sql`${menus.type} <> 'directory'`))
      .where(inArray(roleMenus.roleId, roleIds));
}

/** The enabled roles of a user that limit where they may sign in from, with their lists. */
export function networkRulesOf(db: Db, userId: number) {
  return db.select({ name: roles.name, allowedNetworks: roles.allowedNetworks }).from(roles)
    .where(and(eq(roles.enabled, true), heldBy(userId), sql`cardinality(${roles.allowedNetworks}) > 0`));
}
