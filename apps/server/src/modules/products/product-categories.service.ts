import { and } from 'drizzle-orm';
import { MESSAGES, type Page, type ProductCategoryOption, type ProductCategoryRecord } from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { contains, equals, listPage, type ListRequest } from '../../crud/listing.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import * as repo from './product-categories.repository.ts';
import { productCategories } from './products.table.ts';

const store = new AuditedStore(productCategories, 'productCategory');

export interface ProductCategoryFields {
  name?: string;
  sort?: number;
  enabled?: boolean;
  remark?: string | null;
}

const toRecord = (row: repo.ProductCategoryListRow): ProductCategoryRecord => ({
  id: row.id, name: row.name, sort: row.sort, enabled: row.enabled, remark: row.remark, productCount: row.productCount,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

const columnsOf = ({ remark, ...fields }: ProductCategoryFields) => ({ ...fields, ...(remark !== undefined && { remark: remark ?? '' }) });

export class ProductCategoriesService {
  constructor(private readonly db: Db) {}

  async list(request: ListRequest<repo.ProductCategorySort> & { name?: string; enabled?: boolean }): Promise<Page<ProductCategoryRecord>> {
    const where = and(contains(productCategories.name, request.name), equals(productCategories.enabled, request.enabled));
    const page = await listPage(repo.categoryList(this.db), request, where);
    return { ...page, records: page.records.map(toRecord) };
  }

  /** Every category in sort order: few enough to offer all of them in a picker. */
  options(): Promise<ProductCategoryOption[]> {
    return repo.categoryOptions(this.db);
  }

  byId(id: number): Promise<ProductCategoryRecord> {
    return this.record(this.db, id);
  }

  async exists(db: Db, id: number): Promise<boolean> {
    return (await store.get(db, id)) !== undefined;
  }

  private async record(db: Db, id: number): Promise<ProductCategoryRecord> {
    const row = await repo.listRowById(db, id);
    if (!row) throw notFound(MESSAGES.productCategoryNotFound);
    return toRecord(row);
  }

  private async checkNameFree(db: Db, name: string | undefined, exceptId?: number): Promise<void> {
    if (name !== undefined && (await repo.nameTaken(db, name, exceptId))) throw conflict(MESSAGES.productCategoryNameTaken(name));
  }

  create(actor: Actor, fields: ProductCategoryFields & { name: string }): Promise<ProductCategoryRecord> {
    return this.db.transaction(async (tx) => {
      await this.checkNameFree(tx, fields.name);
      const row = await store.create(tx, actor, { ...columnsOf(fields), name: fields.name });
      return this.record(tx, row.id);
    });
  }

  update(actor: Actor, id: number, fields: ProductCategoryFields): Promise<ProductCategoryRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await store.get(tx, id))) throw notFound(MESSAGES.productCategoryNotFound);
      await this.checkNameFree(tx, fields.name, id);
      await store.update(tx, actor, id, { ...columnsOf(fields), updatedAt: new Date() });
      return this.record(tx, id);
    });
  }

  /** Deletes categories that hold no application; refuses the whole request otherwise. */
  delete(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const inUse = (await repo.listRowsByIds(tx, ids)).find((row) => row.productCount > 0);
      if (inUse) throw conflict(MESSAGES.productCategoryHasProducts(inUse.name, inUse.productCount));
      return store.deleteByIds(tx, actor, ids);
    });
  }
}
