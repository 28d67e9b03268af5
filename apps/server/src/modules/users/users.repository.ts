import { and, asc, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { PASSWORD_HISTORY_MAX } from '@console/contract/account';
import { USER_OPTIONS_MAX } from '@console/contract/users';
import type { Db } from '../../platform/database.ts';
import { contains } from '../../crud/listing.ts';
import { passwordHistory, users, type UserRow } from './users.table.ts';

/**
 * A user as sign-in sees it: `enabled` is false also while the main account above a sub-account is
 * disabled, since a disabled main account takes its sub-accounts' sign-in with it.
 */
// Qualified by hand: drizzle leaves the columns of a single-table select unqualified, and the inner `users` would take them.
const asSignInSees = { ...getTableColumns(users), enabled: sql<boolean>`("users"."enabled" and not exists (
  select 1 from ${users} main where main.id = "users"."parent_id" and not main.enabled))`.mapWith(Boolean) };

/** The user whose name is `username`, whatever the letters' case. */
const named = (username: unknown) => sql`lower(${users.username}) = lower(${username})`;

/**
 * `findByUsername` for sign-in, prepared once: the database plans it once instead of at each sign-in
 * (on the embedded database, planning weighs every index of the table: 1.0 ms a sign-in against 0.6).
 */
export function signInLookup(db: Db): (username: string) => Promise<UserRow | undefined> {
  const query = db.select(asSignInSees).from(users)
    .where(named(sql.placeholder('username'))).limit(1).prepare('user_for_sign_in');
  return async (username) => (await query.execute({ username }))[0];
}

export async function findByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select(asSignInSees).from(users).where(named(username)).limit(1);
  return row;
}

export async function findById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(asSignInSees).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Enabled users with this phone: at most two, enough to tell whether it is one person's. */
export function enabledByPhone(db: Db, phone: string): Promise<UserRow[]> {
  return db.select(asSignInSees).from(users).where(and(eq(users.phone, phone), asSignInSees.enabled)).limit(2);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Enabled users matching a text in their name or username, for pickers. */
export function options(db: Db, text: string | undefined) {
  const matches = text === undefined ? undefined : or(contains(users.name, text), contains(users.username, text));
  return db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(and(eq(users.enabled, true), matches))
    .orderBy(asc(users.username))
    .limit(USER_OPTIONS_MAX);
}

/** The hashes of a user's replaced passwords, newest first, as many as the policy can ask about. */
export async function earlierPasswordHashes(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ passwordHash: passwordHistory.passwordHash }).from(passwordHistory)
    .where(eq(passwordHistory.userId, userId)).orderBy(desc(passwordHistory.id)).limit(PASSWORD_HISTORY_MAX);
  return rows.map((row) => row.passwordHash);
}

/** Remembers a password being replaced; forgets those beyond what the policy can ask about. */
export async function rememberReplacedPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.insert(passwordHistory).values({ userId, passwordHash });
  const kept = db.select({ id: passwordHistory.id }).from(passwordHistory)
    .where(eq(passwordHistory.userId, userId)).orderBy(desc(passwordHistory.id)).limit(PASSWORD_HISTORY_MAX);
  await db.delete(passwordHistory).where(and(eq(passwordHistory.userId, userId), sql`${passwordHistory.id} not in ${kept}`));
}
