import { and } from 'drizzle-orm';
import { MESSAGES, type Page, type PermAlias, type ProductRecord } from '@console/contract';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { contains, equals, listPage, type ListRequest } from '../../crud/listing.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { ProductCategoriesService } from './product-categories.service.ts';
import * as repo from './products.repository.ts';
import { products } from './products.table.ts';
import type { SaasProductsService } from './saas-products.service.ts';

const store = new AuditedStore(products, 'product');

export interface ProductFilters {
  productName?: string;
  categoryId?: number;
  enabled?: boolean;
}

export interface ProductFields {
  appId?: string;
  productName?: string;
  productBackUrl?: string | null;
  categoryId?: number | null;
  icon?: string | null;
  sort?: number;
  enabled?: boolean;
  description?: string | null;
  parentId?: number | null;
}

const toRecord = (row: repo.ProductListRow): ProductRecord => ({
  id: row.id, appId: row.appId, productName: row.productName, productBackUrl: row.productBackUrl, categoryId: row.categoryId,
  categoryName: row.categoryName, icon: row.icon, sort: row.sort, enabled: row.enabled, description: row.description,
  parentId: row.parentId, parentName: row.parentName, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

/** Table columns of the fields a form sends: blank texts are stored empty. */
const columnsOf = ({ productBackUrl, icon, description, ...fields }: ProductFields) => ({
  ...fields,
  ...(productBackUrl !== undefined && { productBackUrl: productBackUrl ?? '' }),
  ...(icon !== undefined && { icon: icon ?? '' }),
  ...(description !== undefined && { description: description ?? '' }),
});

/** Aliases as one comparable value for the audit log. */
const aliasSummary = (aliases: PermAlias[]) => Object.fromEntries(aliases.map((entry) => [`${entry.menuId}:${entry.permType}`, entry.alias]));

export class ProductsService {
  constructor(
    private readonly db: Db,
    private readonly categories: ProductCategoriesService,
    private readonly saasProducts: SaasProductsService,
  ) {}

  async list(request: ListRequest<repo.ProductSort> & ProductFilters): Promise<Page<ProductRecord>> {
    const where = and(
      contains(products.productName, request.productName),
      equals(products.categoryId, request.categoryId),
      equals(products.enabled, request.enabled),
    );
    const page = await listPage(repo.productList(this.db), request, where);
    return { ...page, records: page.records.map(toRecord) };
  }

  async all(): Promise<ProductRecord[]> {
    return (await repo.allListRows(this.db)).map(toRecord);
  }

  byId(id: number): Promise<ProductRecord> {
    return this.record(this.db, id);
  }

  private async record(db: Db, id: number): Promise<ProductRecord> {
    const row = await repo.listRowById(db, id);
    if (!row) throw notFound(MESSAGES.productNotFound);
    return toRecord(row);
  }

  private async checkAppIdFree(db: Db, appId: string | undefined, exceptId?: number): Promise<void> {
    if (appId !== undefined && (await repo.appIdTaken(db, appId, exceptId))) throw conflict(MESSAGES.appIdTaken(appId));
  }

  private async checkCategory(db: Db, categoryId: number | null | undefined): Promise<void> {
    if (categoryId && !(await this.categories.exists(db, categoryId))) throw badRequest(MESSAGES.productCategoryNotFound);
  }

  /** The parent must exist and, for an application that exists already, must not be the application itself or below it. */
  private async checkParent(db: Db, parentId: number | null | undefined, id?: number): Promise<void> {
    if (!parentId) return;
    const chain = await repo.selfAndAncestorIds(db, parentId);
    if (chain.length === 0) throw badRequest(MESSAGES.productNotFoundId(parentId));
    if (id !== undefined && chain.includes(id)) throw badRequest(MESSAGES.productParentCycle);
  }

  create(actor: Actor, fields: ProductFields & { appId: string; productName: string }): Promise<ProductRecord> {
    return this.db.transaction(async (tx) => {
      await this.checkAppIdFree(tx, fields.appId);
      await this.checkCategory(tx, fields.categoryId);
      await this.checkParent(tx, fields.parentId);
      const row = await store.create(tx, actor, { ...columnsOf(fields), appId: fields.appId, productName: fields.productName });
      return this.record(tx, row.id);
    });
  }

  update(actor: Actor, id: number, fields: ProductFields): Promise<ProductRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await store.get(tx, id))) throw notFound(MESSAGES.productNotFound);
      await this.checkAppIdFree(tx, fields.appId, id);
      await this.checkCategory(tx, fields.categoryId);
      await this.checkParent(tx, fields.parentId, id);
      await store.update(tx, actor, id, { ...columnsOf(fields), updatedAt: new Date() });
      return this.record(tx, id);
    });
  }

  /** Deletes applications without sub-applications, with their grants, pins, aliases and SaaS product; refuses the whole request otherwise. */
  delete(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const parent = await repo.firstWithChildren(tx, ids);
      if (parent) throw conflict(MESSAGES.productHasChildren(parent.productName));
      await this.saasProducts.deleteOfProducts(tx, actor, ids);
      return store.deleteByIds(tx, actor, ids);
    });
  }

  async aliases(productId: number): Promise<PermAlias[]> {
    if (!(await store.get(this.db, productId))) throw notFound(MESSAGES.productNotFound);
    return repo.aliasesOf(this.db, productId);
  }

  /** Sets aliases of the application's own menus (a blank alias removes one); the last entry for a menu and type wins. */
  saveAliases(actor: Actor, productId: number, entries: PermAlias[]): Promise<PermAlias[]> {
    return this.db.transaction(async (tx) => {
      const product = await store.get(tx, productId);
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
