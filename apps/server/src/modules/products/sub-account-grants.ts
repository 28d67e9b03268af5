import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { type SubAccountProducts, type subAccountProductsRoutes } from '@console/contract/sub-accounts';
import { actorOf, recordAudit, type Actor } from '../../crud/audit.ts';
import { callerOf } from '../../http/access.ts';
import { badRequest, forbiddenBecause, notFound } from '../../http/errors.ts';
import type { Handlers } from '../../http/routes.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import * as repo from './product-access.repository.ts';
import type { ProductUser } from './product-access.repository.ts';
import { userProducts } from './products.table.ts';
import type { SaasViewService } from './saas-view.service.ts';

/**
 * Which of a main account's SaaS products each of its sub-accounts may use: the main account grants
 * only products it may use itself, and its choice replaces the sub-account's direct grants of those
 * products only (an administrator's grants of other applications stay).
 */
export class SubAccountGrantsService {
  constructor(private readonly db: Db, private readonly saasView: SaasViewService) {}

  /** The main account's usable SaaS products and those of them granted to its sub-account; another's sub-account is missing (404). */
  async ofSubAccount(main: ProductUser, subAccountId: number, db: Db = this.db): Promise<SubAccountProducts> {
    const [own] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, subAccountId), eq(users.parentId, main.userId)));
    if (!own) throw notFound(MESSAGES.userNotFound);
    const available = (await this.saasView.themes(main, db)).map(({ productId, appId, productName, title }) => ({ id: productId, appId, productName, title }));
    const offered = new Set(available.map((product) => product.id));
    return { available, productIds: (await repo.directGrantsOf(db, subAccountId)).filter((id) => offered.has(id)) };
  }

  save(actor: Actor, main: ProductUser, subAccountId: number, productIds: number[]): Promise<SubAccountProducts> {
    return this.db.transaction(async (tx) => {
      const before = await this.ofSubAccount(main, subAccountId, tx);
      const wanted = [...new Set(productIds)].sort((a, b) => a - b);
      await this.checkOffered(tx, before, wanted);
      const offered = before.available.map((product) => product.id);
      if (offered.length > 0) await tx.delete(userProducts).where(and(eq(userProducts.userId, subAccountId), inArray(userProducts.productId, offered)));
      if (wanted.length > 0) await tx.insert(userProducts).values(wanted.map((productId) => ({ userId: subAccountId, productId })));
      await recordAudit(tx, actor, { action: 'update', target: 'user', targetId: subAccountId, before: { productIds: before.productIds }, after: { productIds: wanted } });
      return this.ofSubAccount(main, subAccountId, tx);
    });
  }

  /** An application that does not exist is a bad request (400); one the main account does not offer, refused (403) by name. */
  private async checkOffered(db: Db, { available }: SubAccountProducts, wanted: number[]): Promise<void> {
    const refused = wanted.filter((id) => !available.some((product) => product.id === id));
    if (refused.length === 0) return;
    const found = await repo.productNames(db, refused);
    const missing = refused.find((id) => !found.some((product) => product.id === id));
    if (missing !== undefined) throw badRequest(MESSAGES.productNotFoundId(missing));
    throw forbiddenBecause(MESSAGES.subAccounts.productNotOffered(found.find((product) => product.id === refused[0])!.productName));
  }
}

export function subAccountGrantsHandlers(grants: SubAccountGrantsService): Handlers<typeof subAccountProductsRoutes> {
  return {
    ofSubAccount: async ({ query }, request) => grants.ofSubAccount(callerOf(request), query.userId),
    save: async ({ body }, request) => grants.save(actorOf(request), callerOf(request), body.userId, body.productIds),
  };
}
