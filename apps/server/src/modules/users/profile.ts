import { MESSAGES } from '@console/contract';
import { type AccountProfile, type accountRoutes, type ProfileUpdate } from '@console/contract/account';
import { usersCrud } from '@console/contract/users';
import { actorOf, type Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { callerOf } from '../../http/access.ts';
import { forbiddenBecause, notSignedIn } from '../../http/errors.ts';
import type { Handlers } from '../../http/routes.ts';
import type { Db } from '../../platform/database.ts';
import type { SessionsApi } from '../auth/sessions.api.ts';
import { users, type UserRow } from './users.table.ts';

/**
 * 账号信息: a customer's own profile, its phone in full (an account's own data is never masked for it). Name and avatar are the account's own; the company and region of
 * a sub-account are its main account's, shown but changed only by the main account. Changes are
 * audited as the user's.
 */
export class ProfileService {
  private readonly store = new AuditedStore(users, usersCrud.name);

  constructor(private readonly db: Db) {}

  async profileOf(userId: number, db: Db = this.db): Promise<AccountProfile> {
    const account = await this.store.get(db, userId);
    if (!account) throw notSignedIn();
    const main = account.parentId === null ? undefined : await this.store.get(db, account.parentId);
    return {
      username: account.username, name: account.name, avatar: account.avatar, phone: account.phone,
      company: main?.company ?? account.company, region: main?.region ?? account.region,
      mainAccount: main ? { id: main.id, name: main.name, company: main.company } : null,
    };
  }

  update(userId: number, { name, avatar, company, region }: ProfileUpdate, actor: Actor): Promise<AccountProfile> {
    return this.db.transaction(async (tx) => {
      const account: UserRow | undefined = await this.store.get(tx, userId);
      if (!account) throw notSignedIn();
      if (account.parentId !== null && (company !== undefined || region !== undefined)) throw forbiddenBecause(MESSAGES.account.companyOfMainAccount);
      await this.store.update(tx, actor, userId, { name, avatar, company, region, updatedAt: new Date() });
      return this.profileOf(userId, tx);
    });
  }
}

type AccountHandlers = Handlers<typeof accountRoutes>;

/** The handlers of 账号信息 (profile and own sessions), for the module serving the account domain. */
export function accountInfoHandlers(db: Db, sessions: SessionsApi): Pick<AccountHandlers, 'profile' | 'updateProfile' | 'sessions' | 'signOutOthers' | 'signOut'> {
  const profiles = new ProfileService(db);
  return {
    profile: async (_input, request) => profiles.profileOf(callerOf(request).userId),
    updateProfile: async ({ body }, request) => profiles.update(callerOf(request).userId, body, actorOf(request)),
    sessions: async (_input, request) => sessions.liveOf(callerOf(request).userId, callerOf(request).tokenHash),
    signOutOthers: async (_input, request) => {
      const { userId, tokenHash } = callerOf(request);
      return { ended: await sessions.endOthersOf(userId, tokenHash, actorOf(request)) };
    },
    signOut: async ({ body }, request) => {
      const { userId, tokenHash } = callerOf(request);
      await sessions.endOneOf(userId, body.key, tokenHash, actorOf(request));
      return null;
    },
  };
}
