import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PasswordAge } from '@console/contract/account';
import type { Actor } from '../../crud/audit.ts';
import type { Db } from '../../platform/database.ts';
import type { UserRow } from './users.table.ts';

/** What the users module offers the others. */
export interface UsersApi {
  /** The users the caller may see through the users pages, and so act on, as a condition on the users table. */
  inScopeOf(request: FastifyRequest): Promise<SQL | undefined>;
  findForSignIn(username: string): Promise<UserRow | undefined>;
  findById(id: number): Promise<UserRow | undefined>;
  /** Enabled users with this phone, at most two. */
  enabledByPhone(phone: string): Promise<UserRow[]>;
  exists(db: Db, id: number): Promise<boolean>;
  /** Refuses acting on a user who does not exist (404), is outside `scope` or is an admin while the actor is not (403). */
  checkManageable(db: Db, actor: Actor, id: number, scope?: SQL): Promise<void>;
  /** Sets the caller's own phone (proven by a code) and ends their other sessions. */
  changeOwnPhone(userId: number, tokenHash: string, phone: string, actor: Actor): Promise<void>;
  /**
   * Sets a password its user chose, proven otherwise (an expired password, a code), as the policy allows;
   * all their sessions end. `proof` is checked after the policy: false, and nothing changed, when it fails.
   */
  setChosenPassword(userId: number, password: string, actor: Actor, proof?: () => Promise<boolean>): Promise<boolean>;
  passwordAgeOf(user: UserRow): Promise<PasswordAge>;
}

declare module '../../module.ts' {
  interface Services {
    users: UsersApi;
  }
}
