import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGES, SAAS_USER_TYPE } from '@console/contract';
import { type SaasTheme, type SaasUserInfo } from '@console/contract/saas-view';
import { forbiddenBecause, notFound, notSignedIn } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { usableBy, type ProductUser } from './product-access.repository.ts';
import { products, saasProducts, saasThemeChoices } from './products.table.ts';

const themeColumns = (userId: number) => ({
  id: saasProducts.id, productId: products.id, appId: products.appId, productName: products.productName,
  productBackUrl: products.productBackUrl, icon: products.icon, title: saasProducts.title, description: saasProducts.description,
  chosen: sql<boolean>`exists (select 1 from ${saasThemeChoices} choice
    where choice.user_id = ${userId} and choice.saas_product_id = ${saasProducts.id})`.mapWith(Boolean),
});

/** The customer shell: the SaaS products a customer may use as themes, the one chosen, and who the customer is. */
export class SaasViewService {
  constructor(private readonly db: Db) {}

  /** Enabled SaaS products of applications the customer may use (a sub-account: within its main account's). */
  themes(user: ProductUser, db: Db = this.db): Promise<SaasTheme[]> {
    return db.select(themeColumns(user.userId)).from(saasProducts)
      .innerJoin(products, eq(products.id, saasProducts.productId))
      .where(and(eq(saasProducts.enabled, true), usableBy(user)))
      .orderBy(asc(saasProducts.sort), asc(saasProducts.id));
  }

  /** Remembers the theme; one the customer may not use is refused (403), an unknown one is missing (404). */
  async choose(user: ProductUser, saasProductId: number): Promise<SaasTheme> {
    return this.db.transaction(async (tx) => {
      const usable = (await this.themes(user, tx)).find((theme) => theme.id === saasProductId);
      if (!usable) throw await this.refusalOf(tx, saasProductId);
      await tx.insert(saasThemeChoices).values({ userId: user.userId, saasProductId })
        .onConflictDoUpdate({ target: saasThemeChoices.userId, set: { saasProductId, chosenAt: new Date() } });
      return { ...usable, chosen: true };
    });
  }

  async userInfo(user: ProductUser): Promise<SaasUserInfo> {
    const [account] = await this.db.select().from(users).where(eq(users.id, user.userId));
    if (!account) throw notSignedIn();
    const [main] = account.parentId === null ? [] : await this.db.select().from(users).where(eq(users.id, account.parentId));
    const themes = await this.themes(user);
    return {
      admin_id: account.id, userType: account.userType, subAccount: account.subAccount,
      username: account.username, name: account.name, avatar: account.avatar,
      company: main?.company ?? account.company, region: main?.region ?? account.region,
      mainAccount: main ? { id: main.id, name: main.name, company: main.company } : null,
      managesSubAccounts: account.userType === SAAS_USER_TYPE && account.subAccount && account.parentId === null,
      themes,
      activeThemeId: themes.find((theme) => theme.chosen)?.id ?? null,
    };
  }

  private async refusalOf(db: Db, saasProductId: number): Promise<Error> {
    const [offered] = await db.select({ productName: products.productName }).from(saasProducts)
      .innerJoin(products, eq(products.id, saasProducts.productId))
      .where(and(eq(saasProducts.id, saasProductId), eq(saasProducts.enabled, true)));
    return offered ? forbiddenBecause(MESSAGES.productNotUsable(offered.productName)) : notFound(MESSAGES.saasProductNotFound);
  }
}
