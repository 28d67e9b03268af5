import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@console/contract';
import { productsCrud, type PermAlias, type ProductRecord } from '@console/contract/products';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { CrudService, type SelectedRow, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { seededEnglish } from './platform-words.ts';
import * as repo from './products.repository.ts';
import { applicationKeys, applicationSignInSecrets, productCategories, products, type ProductRow } from './products.table.ts';
import type { SaasProductsService } from './saas-products.service.ts';

const parents = alias(products, 'parent');

/** Aliases as one comparable value for the audit log. */
const aliasSummary = (aliases: PermAlias[]) => Object.fromEntries(aliases.map((entry) => [`${entry.menuId}:${entry.permType}`, entry.alias]));

/** The console's applications: each with its category and parent application, and its names for permission types. */
export class ProductsService extends CrudService<typeof products, typeof productsCrud> {
  constructor(db: Db, private readonly saasProducts: SaasProductsService) {
    super(db, productsCrud, {
      table: products,
      computed: { categoryName: productCategories.name, parentName: parents.productName, keyIssuedAt: applicationKeys.issuedAt, signInSecretIssuedAt: applicationSignInSecrets.issuedAt },
      join: (query) => query
        .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
        .leftJoin(applicationKeys, eq(applicationKeys.productId, products.id))
        .leftJoin(applicationSignInSecrets, eq(applicationSignInSecrets.productId, products.id))
        .leftJoin(parents, eq(parents.id, products.parentId)),
      references: { categoryId: { table: productCategories, message: MESSAGES.productCategoryNotFound } },
      defaultOrder: [asc(products.sort), asc(products.id)],
    });
  }

  protected override toRecord(selected: SelectedRow): ProductRecord {
    const record = super.toRecord(selected);
    return { ...record, productNameEn: seededEnglish(record.productName), descriptionEn: seededEnglish(record.description), categoryNameEn: seededEnglish(record.categoryName) };
  }

  /** The parent must exist and, for an application that exists already, must not be the application itself or below it. */
  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<ProductRow, typeof productsCrud>): Promise<void> {
    const parentId = fields.parentId;
    if (typeof parentId !== 'number') return;
    const chain = await repo.selfAndAncestorIds(tx, parentId);
    if (chain.length === 0) throw badRequest(MESSAGES.productNotFoundId(parentId));
    if (before && chain.includes(before.id)) throw badRequest(MESSAGES.productParentCycle);
  }

  /** Applications with sub-applications stay; the others go with their grants, pins, aliases and SaaS product. */
  protected override async beforeDelete(tx: Db, actor: Actor, rows: ProductRow[]): Promise<void> {
    const ids = rows.map((row) => row.id);
    const parent = await repo.firstWithChildren(tx, ids);
    if (parent) throw conflict(MESSAGES.productHasChildren(parent.productName));
    await this.saasProducts.deleteOfProducts(tx, actor, ids);
  }

  async aliases(productId: number): Promise<PermAlias[]> {
    if (!(await this.exists(this.db, productId))) throw notFound(MESSAGES.productNotFound);
    return repo.aliasesOf(this.db, productId);
  }

  /** Sets aliases of the application's own menus (a blank alias removes one); the last entry for a menu and type wins. */
  saveAliases(actor: Actor, productId: number, entries: PermAlias[]): Promise<PermAlias[]> {
    return this.db.transaction(async (tx) => {
      const product = await this.store.get(tx, productId);
      if (!product) throw notFound(MESSAGES.productNotFound);
      const byKey = new Map(entries.map((entry) => [`${entry.menuId}:${entry.permType}`, entry]));
      const wanted = [...byKey.values()];
      await this.checkAliasMenus(tx, product.appId, wanted);
      const before = await repo.aliasesOf(tx, productId);
      await repo.upsertAliases(tx, productId, wanted.filter((entry) => entry.alias !== ''));
      await repo.deleteAliases(tx, productId, wanted.filter((entry) => entry.alias === ''));
      const after = await repo.aliasesOf(tx, productId);
      await recordAudit(tx, actor, { action: 'update', target: 'product', targetId: productId, before: { aliases: aliasSummary(before) }, after: { aliases: aliasSummary(after) } });
      return after;
    });
  }

  /** Each menu must exist, belong to the application and offer the permission type named. */
  private async checkAliasMenus(db: Db, appId: string, entries: PermAlias[]): Promise<void> {
    const found = await repo.menusByIds(db, [...new Set(entries.map((entry) => entry.menuId))]);
    for (const entry of entries) {
      const menu = found.find((candidate) => candidate.id === entry.menuId);
      if (!menu) throw badRequest(MESSAGES.menuNotFound(entry.menuId));
      if (menu.appId !== appId) throw badRequest(MESSAGES.aliasMenuOtherApp(entry.menuId));
      if (!menu.permTypes.includes(entry.permType)) throw badRequest(MESSAGES.aliasPermNotOffered(entry.menuId, entry.permType));
    }
  }
}
