import type { FastifyRequest } from 'fastify';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { MESSAGES, SAAS_USER_TYPE } from '@console/contract';
import { SETTING_KEYS } from '@console/contract/settings';
import { subAccountsCrud, type subAccountsRoutes, type SubAccountRecord } from '@console/contract/sub-accounts';
import { actorOf, type Actor } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { CrudService, type CreateFields, type UpdateFields, type WriteContext } from '../../crud/crud-service.ts';
import { callerOf } from '../../http/access.ts';
import { conflict } from '../../http/errors.ts';
import type { Handlers } from '../../http/routes.ts';
import type { Db } from '../../platform/database.ts';
import type { SessionsApi } from '../auth/sessions.api.ts';
import type { SettingsApi } from '../settings/settings.api.ts';
import type { UsersService } from './users.service.ts';
import { users, type UserRow } from './users.table.ts';

/** The rows every sub-account call may see and change: the calling main account's sub-accounts. */
export const subAccountsOf = async (request: FastifyRequest): Promise<SQL> => eq(users.parentId, callerOf(request).userId);

/**
 * 子账号管理 of a customer main account (only main accounts reach it: `MAIN_ACCOUNT`). A new
 * sub-account is a customer account (type 10) without the sub-account flag, below the actor, with no
 * company or region of its own (it shows its main account's); the system configuration's
 * `subAccount.limit` caps how many a main account has. Enabling, disabling and password resets are
 * the users' own operations, held to the caller's sub-accounts.
 */
export class SubAccountsService extends CrudService<typeof users, typeof subAccountsCrud> {
  constructor(
    db: Db,
    private readonly accounts: UsersService,
    private readonly settings: SettingsApi,
    private readonly sessions: SessionsApi,
  ) {
    super(db, subAccountsCrud, { table: users, defaultOrder: [desc(users.id)] });
  }

  override async create(actor: Actor, fields: CreateFields<typeof subAccountsCrud>, scope?: SQL): Promise<SubAccountRecord> {
    const firstPassword = await this.accounts.firstPassword(fields);
    return super.create(actor, fields, scope, {
      ...firstPassword, userType: SAAS_USER_TYPE, subAccount: false, parentId: actor.userId, company: '', region: '',
    });
  }

  /** Disabling a sub-account ends its sessions: enabled again, it signs in anew. */
  override async update(actor: Actor, id: number, fields: UpdateFields<typeof subAccountsCrud>, scope?: SQL): Promise<SubAccountRecord> {
    const record = await super.update(actor, id, fields, scope);
    if (fields.enabled === false) await this.sessions.endAllOf(id);
    return record;
  }

  /** A main account has at most `subAccount.limit` sub-accounts (409 naming the limit). */
  protected override async checkWrite(tx: Db, { actor, before }: WriteContext<UserRow, typeof subAccountsCrud>): Promise<void> {
    const mainAccountId = actor.userId;
    if (before || mainAccountId === null) return;
    // The main account's row stays held until the creation commits: two creations at once count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, mainAccountId)).for('update');
    // Read through the transaction: the embedded database runs one at a time, and a read of the settings
    // that missed their memory (one changed a moment ago) would wait for this one.
    const limit = await this.settings.readIn(tx, SETTING_KEYS.subAccountLimit);
    const [held] = await tx.select({ total: count() }).from(users).where(eq(users.parentId, mainAccountId));
    if (held!.total >= limit) throw conflict(MESSAGES.subAccounts.limitReached(limit));
  }

  async setEnabledMany(actor: Actor, ids: number[], enabled: boolean, scope: SQL): Promise<number> {
    const changed = await this.accounts.setEnabledMany(actor, ids, enabled, scope);
    if (!enabled) for (const id of ids) await this.sessions.endAllOf(id);
    return changed;
  }

  resetPassword(actor: Actor, id: number, scope: SQL): Promise<string> {
    return this.accounts.resetPassword(actor, id, scope);
  }
}

export function subAccountsHandlers(subAccounts: SubAccountsService): Handlers<typeof subAccountsRoutes> {
  return {
    ...crudHandlers(subAccountsCrud, subAccounts, { scope: subAccountsOf }),
    enableOrDisable: async ({ body }, request) => ({
      changed: await subAccounts.setEnabledMany(actorOf(request), body.ids, body.enabled, await subAccountsOf(request)),
    }),
    resetPassword: async ({ body }, request) => ({ password: await subAccounts.resetPassword(actorOf(request), body.id, await subAccountsOf(request)) }),
  };
}
