import { and, count, inArray, notInArray } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { users, type UserRow } from './users.table.ts';

/*
 * Rules of a main account and its sub-accounts that hold whichever service changes the accounts: the
 * users' (用户管理, which deletes accounts) and the sub-accounts' (子账号管理, which uses the users') keep them
 * without the users' service knowing the sub-accounts' one.
 */

/**
 * Refuses (409, naming the account) to delete a main account that still has sub-accounts, other than
 * those deleted with it: the database would refuse it anyway, in words nobody can act on.
 */
export async function refuseMainAccountsWithSubAccounts(tx: Db, rows: UserRow[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  const [kept] = await tx.select({ mainAccountId: users.parentId, total: count() }).from(users)
    .where(and(inArray(users.parentId, ids), notInArray(users.id, ids))).groupBy(users.parentId).limit(1);
  if (!kept) return;
  const main = rows.find((row) => row.id === kept.mainAccountId)!;
  throw conflict(MESSAGES.subAccounts.mainHasSubAccounts(main.username, kept.total));
}
