import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { heldBy, roles } from '../roles/roles.table.ts';
import { users } from '../users/users.table.ts';
import { twoFactorKeys, twoFactorRecoveryCodes } from './two-factor.table.ts';

export async function keyOf(db: Db, userId: number) {
  const [row] = await db.select({ secretSealed: twoFactorKeys.secretSealed }).from(twoFactorKeys).where(eq(twoFactorKeys.userId, userId));
  return row;
}

/**
 * Uses the time step of a code of the user's authenticator, in one statement: false when that step or
 * a later one was used already, so a code is good once even within its window, on every instance.
 */
export async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const spent = await db.update(twoFactorKeys).set({ lastStep: step })
    .where(and(eq(twoFactorKeys.userId, userId), lt(twoFactorKeys.lastStep, step))).returning({ userId: twoFactorKeys.userId });
  return spent.length === 1;
}

/** Uses one of the user's recovery codes, by its digest, in one statement: false when it is not theirs or was used. */
export async function spendRecoveryCode(db: Db, userId: number, codeDigest: string): Promise<boolean> {
  const spent = await db.update(twoFactorRecoveryCodes).set({ usedAt: new Date() })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeDigest, codeDigest), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ left: count() }).from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Makes this secret the user's authenticator (its confirming code's step used) with new recovery codes; answers when. */
export async function enrol(tx: Db, userId: number, secretSealed: string, step: number, codeDigests: string[]): Promise<Date> {
  const since = new Date();
  await tx.insert(twoFactorKeys).values({ userId, secretSealed, lastStep: step, createdAt: since })
    .onConflictDoUpdate({ target: twoFactorKeys.userId, set: { secretSealed, lastStep: step, createdAt: since } });
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codeDigests.map((codeDigest) => ({ userId, codeDigest })));
  // The users row says so: sign-in reads it, and its change tells every instance's session memo.
  await tx.update(users).set({ twoFactorSince: since }).where(eq(users.id, userId));
  return since;
}

/** Removes the user's authenticator and recovery codes. */
export async function remove(tx: Db, userId: number): Promise<void> {
  await tx.delete(twoFactorKeys).where(eq(twoFactorKeys.userId, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.update(users).set({ twoFactorSince: null }).where(eq(users.id, userId));
}

/** Whether an enabled role the user holds (the base role included, which everyone holds) requires two factors. */
export async function requiredByRole(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.requiresTwoFactor, true), eq(roles.enabled, true), heldBy(userId))).limit(1);
  return row !== undefined;
}
