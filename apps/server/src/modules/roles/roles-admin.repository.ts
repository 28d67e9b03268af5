import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { BASE_ROLE, SYSTEM_APP_ID } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { menus } from '../menu/menu.table.ts';
import { heldBy, permissionRules, roleDataRules, roleMenus, roles, userRoles } from './roles.table.ts';

export async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const sameCode = sql`lower(${roles.code}) = lower(${code})`;
  const [row] = await db.select({ id: roles.id }).from(roles).where(exceptId ? and(sameCode, sql`${roles.id} <> ${exceptId}`) : sameCode).limit(1);
  return row !== undefined;
}

export function enabledOptions(db: Db) {
  return db.select({ id: roles.id, code: roles.code, name: roles.name }).from(roles).where(and(eq(roles.enabled, true), ne(roles.code, BASE_ROLE))).orderBy(roles.id);
}

export function grantsOfRole(db: Db, roleId: number) {
  return db
    .select({ permId: roleMenus.id, menuId: roleMenus.menuId, permTypes: roleMenus.permTypes })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(roleMenus.menuId);
}

/**
 * Makes a role's grants exactly `grants`, keeping the rows of menus that stay granted (their
 * permission rules stay attached) and removing the others with their rules and data scopes.
 */
export async function replaceGrants(db: Db, roleId: number, grants: { menuId: number; permTypes: string[] }[]): Promise<void> {
  const menuIds = grants.map((grant) => grant.menuId);
  const removed = (table: typeof roleMenus | typeof roleDataRules) =>
    and(eq(table.roleId, roleId), menuIds.length > 0 ? notInArray(table.menuId, menuIds) : undefined);
  await db.delete(roleMenus).where(removed(roleMenus));
  await db.delete(roleDataRules).where(removed(roleDataRules));
  for (const grant of grants) {
    await db.insert(roleMenus).values({ roleId, ...grant })
      .onConflictDoUpdate({ target: [roleMenus.roleId, roleMenus.menuId], set: { permTypes: grant.permTypes } });
  }
}

export function menusByIds(db: Db, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: menus.id, name: menus.name, title: menus.title, type: menus.type, permTypes: menus.permTypes }).from(menus).where(inArray(menus.id, ids));
}

export async function dataRuleOf(db: Db, roleId: number, menuId: number) {
  const [row] = await db.select().from(roleDataRules).where(and(eq(roleDataRules.roleId, roleId), eq(roleDataRules.menuId, menuId)));
  return row;
}

export async function saveDataRule(db: Db, rule: typeof roleDataRules.$inferInsert): Promise<void> {
  await db.insert(roleDataRules).values(rule)
    .onConflictDoUpdate({ target: [roleDataRules.roleId, roleDataRules.menuId], set: { scope: rule.scope, departmentIds: rule.departmentIds } });
}

/** A permission (grant) with the page it is on. */
export async function permissionById(db: Db, permId: number) {
  const [row] = await db
    .select({ permId: roleMenus.id, roleId: roleMenus.roleId, menuId: roleMenus.menuId, page: menus.name, title: menus.title })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.id, permId));
  return row;
}

/** The accounts a role is granted to. */
export async function holdersOf(db: Db, roleId: number): Promise<number[]> {
  return (await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId))).map((row) => row.userId);
}

export function rulesOfPermission(db: Db, permId: number) {
  return db.select().from(permissionRules).where(eq(permissionRules.permId, permId)).orderBy(permissionRules.id);
}

/**
 * For each page of `pages` that an enabled role of a user may view: the role's data scope there and
 * the row rules of that permission.
 */
export async function accessRulesOnPages(db: Db, userId: number, pages: readonly string[]) {
  const grants = await db
    .select({ roleId: roles.id, permId: roleMenus.id, menuId: menus.id, scope: roleDataRules.scope, departmentIds: roleDataRules.departmentIds })
    .from(roles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), inArray(menus.name, [...pages]), eq(menus.appId, SYSTEM_APP_ID)))
    .leftJoin(roleDataRules, and(eq(roleDataRules.roleId, roles.id), eq(roleDataRules.menuId, menus.id)))
    .where(and(eq(roles.enabled, true), heldBy(userId), sql`'view' = any(${roleMenus.permTypes})`));
  const permIds = grants.map((grant) => grant.permId!);
  const rules = permIds.length === 0 ? [] : await db.select().from(permissionRules).where(inArray(permissionRules.permId, permIds));
  return grants.map((grant) => ({
    scope: grant.scope ?? 'all',
    departmentIds: grant.departmentIds ?? [],
    rules: rules.filter((rule) => rule.permId === grant.permId),
  }));
}
