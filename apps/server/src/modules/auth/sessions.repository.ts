import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_ROLE, BASE_ROLE } from '@console/contract';
import { onlineUsersRoutes } from '@console/contract/online-users';
import { contains, countRows, listPage } from '../../crud/listing.ts';
import { roles, userRoles } from '../roles/roles.table.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { accessVersion } from './access-version.table.ts';
import { sessions, type FirstFactor } from './sessions.table.ts';

export type NewSession = Required<typeof sessions.$inferInsert>;
export type OnlineSessionsQuery = z.output<NonNullable<typeof onlineUsersRoutes.list.query>>;

/**
 * Adds a session, a statement prepared once: built and planned at every sign-in, it was a tenth of what a
 * sign-in costs besides verifying the password. Sessions that lapsed are deleted at start and by the
 * daily clean-up job, off the sign-in path.
 */
export function sessionInsert(db: Db): (session: NewSession) => Promise<unknown> {
  const query = db.insert(sessions).values({
    tokenHash: sql.placeholder('tokenHash'), userId: sql.placeholder('userId'), createdAt: sql.placeholder('createdAt'),
    lastSeenAt: sql.placeholder('lastSeenAt'), expiresAt: sql.placeholder('expiresAt'), ip: sql.placeholder('ip'), userAgent: sql.placeholder('userAgent'),
    secondFactorAfter: sql.placeholder('secondFactorAfter'),
  }).prepare('insert_session');
  return (session) => query.execute(session);
}

/**
 * Deletes a user's sessions beyond the `keep` most recently used (prepared: it runs at every sign-in
 * while sessions per account are limited); answers the hashes of those deleted.
 */
export function sessionsBeyond(db: Db): (userId: number, keep: number) => Promise<string[]> {
  const kept = db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, sql.placeholder('userId')))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).offset(sql.placeholder('keep'));
  const query = db.delete(sessions).where(and(eq(sessions.userId, sql.placeholder('userId')), inArray(sessions.tokenHash, kept)))
    .returning({ tokenHash: sessions.tokenHash }).prepare('sessions_beyond');
  return async (userId, keep) => (await query.execute({ userId, keep })).map((row) => row.tokenHash);
}

/** Whether the session's user holds the enabled admin role, read with the session to spare a query per request. */
const isAdmin = sql<boolean>`exists (
  select 1 from ${userRoles} held join ${roles} role on role.id = held.role_id and role.enabled
  where held.user_id = ${sessions.userId} and role.code = ${ADMIN_ROLE})`;

/** A user may sign in while enabled, and a sub-account while its main account is enabled too. */
const userUsable = sql<boolean>`("users"."enabled" and not exists (
  select 1 from ${users} main where main.id = "users"."parent_id" and not main.enabled))`;

/**
 * Whether the session's user must enrol a second factor first: none enrolled, and an enabled role they
 * hold (the base role included, which everyone holds) requires two factors.
 */
const mustEnrol = sql<boolean>`(${users.twoFactorSince} is null and exists (
  select 1 from ${roles} required where required.requires_two_factor and required.enabled
  and (required.code = ${BASE_ROLE} or exists (select 1 from ${userRoles} held where held.role_id = required.id and held.user_id = ${sessions.userId}))))`;

/**
 * A session with whether its user is still enabled and is an admin, and what its sign-in still owes.
 * Every authenticated request runs it, so it is prepared once: no SQL is built per request and
 * PostgreSQL plans it once. `requireTwoFactor`: whether roles' requirements of two factors hold
 * (`REQUIRE_TWO_FACTOR`); without it, nobody must enrol.
 */
export function sessionByToken(db: Db, requireTwoFactor = false) {
  const query = db
    .select({
      userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt,
      userEnabled: userUsable, mustChangePassword: users.mustChangePassword, isAdmin,
      userType: users.userType, subAccount: users.subAccount, parentId: users.parentId,
      secondFactorAfter: sessions.secondFactorAfter, mustEnrol: requireTwoFactor ? mustEnrol : sql<boolean>`false`,
      accessVersion: sql<number>`(select ${accessVersion.version} from ${accessVersion} where ${accessVersion.id} = 1)`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token');
  return async (tokenHash: string) => (await query.execute({ tokenHash }))[0];
}

export async function secondFactorAfterOf(db: Db, tokenHash: string): Promise<FirstFactor | null | undefined> {
  const [row] = await db.select({ after: sessions.secondFactorAfter }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row?.after;
}

export async function touchSession(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes every session past its absolute expiry or idle since `idleSince`; answers how many went. */
export async function deleteLapsed(db: Db, now: Date, idleSince: Date): Promise<number> {
  return (await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now} or ${sessions.lastSeenAt} <= ${idleSince}`).returning({ tokenHash: sessions.tokenHash })).length;
}

/**
 * Deletes the sessions of a user but `keepTokenHash`, only those whose hash starts with `keyPrefix`
 * when it is given; answers the hashes of those deleted.
 */
export async function deleteOtherSessionsOfUser(db: Db, userId: number, keepTokenHash: string, keyPrefix?: string): Promise<string[]> {
  const named = keyPrefix === undefined ? undefined : sql`left(${sessions.tokenHash}, ${keyPrefix.length}) = ${keyPrefix}`;
  const deleted = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash), named))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.map((row) => row.tokenHash);
}

/**
 * The sessions of a user neither expired nor idle since `idleSince`, and the current one whatever its
 * times: the current one first, then the most recently used.
 */
export function liveOfUser(db: Db, userId: number, currentTokenHash: string, now: Date, idleSince: Date, limit: number) {
  const current = eq(sessions.tokenHash, currentTokenHash);
  return db.select({ tokenHash: sessions.tokenHash, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), or(current, and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))))
    .orderBy(desc(sql`${current}`), desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(limit);
}

/** Of these sessions, those not ended, expired or idle since `idleSince`, whose user is enabled. */
export async function liveAmong(db: Db, tokenHashes: readonly string[], now: Date, idleSince: Date): Promise<string[]> {
  const rows = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince), eq(users.enabled, true)));
  return rows.map((row) => row.tokenHash);
}

/** The sessions of these users (or everyone's) with the address each was opened from. */
export function sessionsOf(db: Db, userIds: number[] | 'all') {
  if (userIds !== 'all' && userIds.length === 0) return Promise.resolve([]);
  return db.select({ tokenHash: sessions.tokenHash, userId: sessions.userId, ip: sessions.ip }).from(sessions)
    .where(userIds === 'all' ? undefined : inArray(sessions.userId, userIds));
}

export async function deleteSessions(db: Db, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length > 0) await db.delete(sessions).where(inArray(sessions.tokenHash, tokenHashes));
}

/**
 * A page of the live sessions (neither expired nor idle since `idleSince`) of enabled accounts, with
 * their accounts, searched by username and address, the most recently used first.
 */
export function livePage(db: Db, query: OnlineSessionsQuery, now: Date, idleSince: Date) {
  const where = and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince), eq(users.enabled, true), contains(users.username, query.username), contains(sessions.ip, query.ip));
  return listPage({
    sortable: { lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt },
    defaultOrder: [desc(sessions.lastSeenAt), asc(sessions.tokenHash)],
    count: async (condition) => (await db.select({ count: countRows }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(condition))[0]?.count ?? 0,
    rows: (condition, orderBy, limit, offset) => db.select({
      tokenHash: sessions.tokenHash, userId: sessions.userId, username: users.username, name: users.name,
      ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt,
    }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(condition).orderBy(...orderBy).limit(limit).offset(offset),
  }, query, where);
}
