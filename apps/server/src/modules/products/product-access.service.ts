import type { SQL } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { PIN_LIMIT, PRODUCT_SEARCH_MAX, UNCATEGORISED_GROUP, type PinGroup, type ProductLink, type ProductSearchOption } from '@console/contract/products';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { badRequest, forbiddenBecause, notFound } from '../../http/errors.ts';
import { say, type Language } from '../../http/language.ts';
import type { Db } from '../../platform/database.ts';
import type { RolesApi } from '../roles/roles.api.ts';
import { inLanguage } from './platform-words.ts';
import * as repo from './product-access.repository.ts';
import type { ProductUser, UsableProduct } from './product-access.repository.ts';

/** What opening an application needs, its name in the reader's language. */
const toLinkTarget = ({ id, appId, productName, productBackUrl }: UsableProduct, language: Language) => ({ id, appId, productName: inLanguage(productName, language), productBackUrl });
const toLink = (product: UsableProduct, language: Language): ProductLink => ({ ...toLinkTarget(product, language), icon: product.icon });

/** Case-insensitive "contains", as the lists' filters match. */
const nameMatches = (name: string, text: string | undefined) => text === undefined || name.toLocaleLowerCase().includes(text.toLocaleLowerCase());

/** A search option with the usable sub-applications below it. */
function optionOf(product: UsableProduct, usable: UsableProduct[], language: Language): ProductSearchOption {
  return {
    product_id: product.id, product_name: inLanguage(product.productName, language), app_id: product.appId, product_back_url: product.productBackUrl,
    child: usable.filter((candidate) => candidate.parentId === product.id).map((child) => optionOf(child, usable, language)),
  };
}

/** Whether an application already appears below a matching application the user may use. */
function shownBelowAMatch(product: UsableProduct, byId: Map<number, UsableProduct>, matches: Set<number>): boolean {
  const parentOf = (child: UsableProduct) => (child.parentId === null ? undefined : byId.get(child.parentId));
  // Two edits made at once could still join two applications in a loop: stop at one seen before.
  const seen = new Set<number>();
  for (let parent = parentOf(product); parent && !seen.has(parent.id); parent = parentOf(parent)) {
    if (matches.has(parent.id)) return true;
    seen.add(parent.id);
  }
  return false;
}

interface GrantTarget {
  kind: 'user' | 'role';
  id: number;
  current: number[];
  replace(tx: Db, productIds: number[]): Promise<void>;
}

/** Who may use which application: grants to users and roles, and each user's pinned applications. */
export class ProductAccessService {
  constructor(private readonly db: Db, private readonly roles: RolesApi) {}

  async pinned(user: ProductUser, language: Language, db: Db = this.db): Promise<ProductLink[]> {
    return (await repo.pinnedProducts(db, user)).map((product) => toLink(product, language));
  }

  /** Replaces the user's pinned applications, in the order given. */
  async savePinned(user: ProductUser, productIds: number[], language: Language): Promise<ProductLink[]> {
    if (productIds.length === 0) throw badRequest(MESSAGES.noProductChosen);
    if (productIds.length > PIN_LIMIT) throw badRequest(MESSAGES.pinLimit);
    return this.db.transaction(async (tx) => {
      const refused = await this.firstUnusable(tx, user, await this.existing(tx, productIds));
      if (refused) throw forbiddenBecause(MESSAGES.productNotUsable(refused.productName));
      await repo.replacePins(tx, user.userId, productIds);
      return this.pinned(user, language, tx);
    });
  }

  /** The applications the user may use by enabled category, the uncategorised last (named in the reader's language); empty groups left out. */
  async pinPanel(user: ProductUser, language: Language): Promise<PinGroup[]> {
    const [usable, categories, pinned] = await Promise.all([
      repo.usableProducts(this.db, user), repo.enabledCategories(this.db), repo.pinnedIds(this.db, user.userId),
    ]);
    const groupOf = (categoryId: number | null, productName: string): PinGroup => ({
      id: categoryId ?? UNCATEGORISED_GROUP.id,
      productName,
      productList: usable.filter((product) => product.categoryId === categoryId)
        .map((product) => ({ ...toLinkTarget(product, language), checked: pinned.includes(product.id) })),
    });
    const groups = [...categories.map((category) => groupOf(category.id, inLanguage(category.name, language))), groupOf(null, say(UNCATEGORISED_GROUP.productName, language))];
    return groups.filter((group) => group.productList.length > 0);
  }

  /**
   * Applications the user may use whose name contains the text, each with its usable sub-applications;
   * a match already shown below another match is not repeated. A name matches as stored or as the reader reads it.
   */
  async search(user: ProductUser, text: string | undefined, language: Language): Promise<ProductSearchOption[]> {
    const usable = await repo.usableProducts(this.db, user);
    const byId = new Map(usable.map((product) => [product.id, product]));
    const named = (product: UsableProduct) => nameMatches(product.productName, text) || nameMatches(inLanguage(product.productName, language), text);
    const matches = new Set(usable.filter(named).map((product) => product.id));
    return usable
      .filter((product) => matches.has(product.id) && !shownBelowAMatch(product, byId, matches))
      .slice(0, PRODUCT_SEARCH_MAX)
      .map((product) => optionOf(product, usable, language));
  }

  /** `scope`: the users the caller may see through the users pages; others do not exist for them. */
  async grantsOfUser(userId: number, scope: SQL | undefined, db: Db = this.db) {
    if (!(await repo.userWithin(db, userId, scope))) throw notFound(MESSAGES.userNotFound);
    const [productIds, viaRoles] = await Promise.all([repo.directGrantsOf(db, userId), repo.roleGrantsOfUser(db, userId)]);
    return { productIds, viaRoles };
  }

  saveUserGrants(actor: Actor, caller: ProductUser, userId: number, productIds: number[], scope: SQL | undefined) {
    return this.db.transaction(async (tx) => {
      const { productIds: current } = await this.grantsOfUser(userId, scope, tx);
      await this.saveGrants(tx, actor, caller, productIds, { kind: 'user', id: userId, current, replace: (db, ids) => repo.replaceUserGrants(db, userId, ids) });
      return this.grantsOfUser(userId, scope, tx);
    });
  }

  async grantsOfRole(roleId: number, db: Db = this.db): Promise<number[]> {
    await this.checkRole(db, roleId);
    return repo.grantsOfRole(db, roleId);
  }

  /** Every application with whether the role has it, its name and category in the reader's language. */
  async pagesOfRole(roleId: number, language: Language) {
    await this.checkRole(this.db, roleId);
    return (await repo.productGrantsOfRole(this.db, roleId)).map((grant) => ({
      ...grant, productName: inLanguage(grant.productName, language), categoryName: grant.categoryName && inLanguage(grant.categoryName, language),
    }));
  }

  saveRoleGrants(actor: Actor, caller: ProductUser, roleId: number, productIds: number[]): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const current = await this.grantsOfRole(roleId, tx);
      await this.saveGrants(tx, actor, caller, productIds, { kind: 'role', id: roleId, current, replace: (db, ids) => repo.replaceRoleGrants(db, roleId, ids) });
      return repo.grantsOfRole(tx, roleId);
    });
  }

  private async checkRole(db: Db, roleId: number): Promise<void> {
    if ((await this.roles.rolesByIds(db, [roleId])).length === 0) throw notFound(MESSAGES.roleNotFound(roleId));
  }

  /** The applications, which must all exist, in the order asked. */
  private async existing(db: Db, productIds: number[]) {
    const found = await repo.productNames(db, productIds);
    return productIds.map((id) => {
      const product = found.find((candidate) => candidate.id === id);
      if (!product) throw badRequest(MESSAGES.productNotFoundId(id));
      return product;
    });
  }

  /** The first of these applications the user may not use, if any. */
  private async firstUnusable<P extends { id: number }>(db: Db, user: ProductUser, candidates: P[]): Promise<P | undefined> {
    const usable = new Set((await repo.usableProducts(db, user)).map((product) => product.id));
    return candidates.find((product) => !usable.has(product.id));
  }

  /** A non-admin may add only applications they may use themselves; what the target already had may stay. */
  private async saveGrants(tx: Db, actor: Actor, caller: ProductUser, productIds: number[], target: GrantTarget): Promise<void> {
    const added = (await this.existing(tx, productIds)).filter((product) => !target.current.includes(product.id));
    const refused = caller.isAdmin ? undefined : await this.firstUnusable(tx, caller, added);
    if (refused) throw forbiddenBecause(MESSAGES.cannotGrantProduct(refused.productName));
    await target.replace(tx, productIds);
    const after = [...productIds].sort((a, b) => a - b);
    await recordAudit(tx, actor, { action: 'update', target: target.kind, targetId: target.id, before: { productIds: target.current }, after: { productIds: after } });
  }
}
