import { ADMIN_ROLE } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import type { RoleSummary } from './roles.api.ts';
import * as repo from './roles.repository.ts';

/**
 * What a user may hand out, take away or act through: every permission type they hold on a page
 * without a data scope or row rule narrowing it (`grants`, by menu id), and the roles they hold
 * themselves. The admin role reaches everything (`all`).
 */
export type Reach = 'all' | { grants: Map<number, Set<string>>; held: number[] };

export async function reachOf(db: Db, userId: number | null): Promise<Reach> {
  if (userId === null || (await repo.adminsAmong(db, [userId])).length > 0) return 'all';
  return { grants: await repo.unrestrictedGrantsOf(db, userId), held: await repo.roleIdsOf(db, userId) };
}

/** Whether a reach covers a permission type on a menu. */
export const covers = (reach: Reach, menuId: number, perm: string): boolean => reach === 'all' || (reach.grants.get(menuId)?.has(perm) ?? false);

/**
 * The first of these roles beyond a user's reach: the admin role, or a role they do not hold that
 * grants something (on a page or a button) they do not hold unnarrowed. Giving such a role, taking it
 * away, or taking over an account that holds it (editing, resetting, disabling, deleting it) would let
 * them do, or undo, more than they may themselves.
 */
export async function firstBeyondReach(db: Db, userId: number | null, roleIds: number[]): Promise<RoleSummary | undefined> {
  if (roleIds.length === 0) return undefined;
  const reach = await reachOf(db, userId);
  if (reach === 'all') return undefined;
  const candidates = await repo.rolesByIds(db, roleIds);
  const grants = await repo.pageGrantsOfRoles(db, roleIds);
  return candidates.find((role) => role.code === ADMIN_ROLE || (!reach.held.includes(role.id)
    && grants.some((grant) => grant.roleId === role.id && grant.permTypes.some((perm) => !covers(reach, grant.menuId, perm)))));
}
