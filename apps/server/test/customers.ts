import { eq } from 'drizzle-orm';
import { SAAS_USER_TYPE } from '@console/contract';
import { users } from '../src/modules/users/users.table.ts';
import type { TestApp } from './harness.ts';

export interface TestCustomer {
  id: number;
  token: string;
}

export interface CustomerShape {
  /** The sub-account flag (default: true for a main account). */
  subAccountFlag?: boolean;
  /** Makes a sub-account of this main account. */
  mainAccountId?: number;
  company?: string;
}

/** A signed-in customer account (user type 10): a main account, or a sub-account of `mainAccountId`. */
export async function createCustomer(t: TestApp, username: string, shape: CustomerShape = {}): Promise<TestCustomer> {
  const password = `${username}-pass-1`;
  const id = await t.createUser(username, password);
  await t.database.db.update(users).set({
    userType: SAAS_USER_TYPE,
    subAccount: shape.subAccountFlag ?? shape.mainAccountId === undefined,
    parentId: shape.mainAccountId ?? null,
    company: shape.company ?? '',
  }).where(eq(users.id, id));
  return { id, token: await t.login(username, password) };
}
