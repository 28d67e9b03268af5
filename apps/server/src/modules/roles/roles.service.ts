import type { SQL } from 'drizzle-orm';
import { ADMIN_ROLE } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import type { MenuGrants } from '../menu/menu.api.ts';
import type { RolesApi, RowTarget } from './roles.api.ts';
import * as repo from './roles.repository.ts';
import { allows } from './networks.ts';
import { firstBeyondReach } from './reach.ts';
import { rowScope } from './row-access.ts';

/** What other modules ask of roles: permission answers, data scopes and who holds which role. */
export class RolesService implements RolesApi {
  constructor(private readonly db: Db) {}

  ensureRole(tx: Db, code: string, name: string): Promise<number> {
    return repo.upsertRole(tx, code, name);
  }

  /** Creates a role unless one has the code; answers its id when it was created. */
  createIfMissing(tx: Db, code: string, name: string, requiresTwoFactor: boolean): Promise<number | undefined> {
    return repo.createRoleIfMissing(tx, code, name, requiresTwoFactor);
  }

  firstBeyondReach(db: Db, userId: number | null, roleIds: number[]) {
    return firstBeyondReach(db, userId, roleIds);
  }

  async admitsFrom(userId: number, ip: string): Promise<boolean> {
    return (await repo.networkRulesOf(this.db, userId)).every((role) => allows(role.allowedNetworks, ip));
  }

  assign(tx: Db, userId: number, roleId: number): Promise<void> {
    return repo.assignRole(tx, userId, roleId);
  }

  grant(tx: Db, roleId: number, grants: { menuId: number; permTypes: string[] }[]): Promise<void> {
    return repo.grantMenus(tx, roleId, grants);
  }

  isAllowed(userId: number, pages: readonly string[], perm: string): Promise<boolean> {
    return repo.isAllowed(this.db, userId, pages, perm);
  }

  async rowScope(caller: { userId: number; isAdmin: boolean }, pages: readonly string[], target: RowTarget): Promise<SQL | undefined> {
    return caller.isAdmin ? undefined : rowScope(this.db, caller.userId, pages, target);
  }

  roleIdsOf(db: Db, userId: number): Promise<number[]> {
    return repo.roleIdsOf(db, userId);
  }

  replaceUserRoles(tx: Db, userId: number, roleIds: number[]): Promise<void> {
    return repo.replaceUserRoles(tx, userId, roleIds);
  }

  rolesByIds(db: Db, ids: number[]) {
    return repo.rolesByIds(db, ids);
  }

  async isAdmin(db: Db, userId: number): Promise<boolean> {
    return (await repo.adminsAmong(db, [userId])).length > 0;
  }

  adminsAmong(db: Db, userIds: number[]): Promise<number[]> {
    return repo.adminsAmong(db, userIds);
  }

  enabledAdminCountExcept(db: Db, userIds: number[]): Promise<number> {
    return repo.enabledAdminCountExcept(db, userIds);
  }

  roleCodesOf(userId: number): Promise<string[]> {
    return repo.enabledRoleCodes(this.db, userId);
  }

  /** Menu grants of a user, merged over their roles. */
  async menuGrantsOf(userId: number): Promise<MenuGrants> {
    const codes = await repo.enabledRoleCodes(this.db, userId);
    if (codes.includes(ADMIN_ROLE)) return 'all';
    const merged = new Map<number, string[]>();
    for (const grant of await repo.grantsOfUser(this.db, userId)) {
      merged.set(grant.menuId, [...new Set([...(merged.get(grant.menuId) ?? []), ...grant.permTypes])]);
    }
    return merged;
  }
}
