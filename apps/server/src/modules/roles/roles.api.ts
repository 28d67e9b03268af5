import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { MenuGrants } from '../menu/menu.api.ts';

/** The columns of a page's rows that data scopes and permission rules test. */
export interface RowTarget {
  /** The row itself, for "own records only". */
  ownerId: AnyColumn;
  departmentId: AnyColumn;
  /** Rule field names (the contract's RULE_FIELDS of the page) → columns. */
  fields: Record<string, AnyColumn>;
}

export interface RoleSummary { id: number; code: string; name: string }

/** What the roles module offers the others: permission answers, data scopes, and role holdings. */
export interface RolesApi {
  /** Whether a user holds a permission type on one of the pages (the admin role holds every one). */
  isAllowed(userId: number, pages: readonly string[], perm: string): Promise<boolean>;
  /** The rows a caller may see through any of the pages, as a condition; undefined: all of them. */
  rowScope(caller: { userId: number; isAdmin: boolean }, pages: readonly string[], target: RowTarget): Promise<SQL | undefined>;
  roleCodesOf(userId: number): Promise<string[]>;
  menuGrantsOf(userId: number): Promise<MenuGrants>;
  rolesByIds(db: Db, ids: number[]): Promise<RoleSummary[]>;
  roleIdsOf(db: Db, userId: number): Promise<number[]>;
  replaceUserRoles(tx: Db, userId: number, roleIds: number[]): Promise<void>;
  assign(tx: Db, userId: number, roleId: number): Promise<void>;
  isAdmin(db: Db, userId: number): Promise<boolean>;
  adminsAmong(db: Db, userIds: number[]): Promise<number[]>;
  enabledAdminCountExcept(db: Db, userIds: number[]): Promise<number>;
  /** Id of the role with this code, created when missing (the roles module seeds the built-in ones first). */
  ensureRole(tx: Db, code: string, name: string): Promise<number>;
  /**
   * The first of these roles that a user (null: the system) may not give, take away or act through:
   * one granting what they do not hold themselves (`reach.ts`). None for an admin.
   */
  firstBeyondReach(db: Db, userId: number | null, roleIds: number[]): Promise<RoleSummary | undefined>;
  /**
   * Whether a user may sign in to the console from an address: every enabled role of theirs that lists
   * addresses must allow it (docs/security.md, "Console sign-in addresses").
   */
  admitsFrom(userId: number, ip: string): Promise<boolean>;
}

declare module '../../module.ts' {
  interface Services {
    roles: RolesApi;
  }
}
