import { MESSAGES, type SaasProductRecord } from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import * as productsRepo from './products.repository.ts';
import * as repo from './saas-products.repository.ts';
import { saasProducts } from './products.table.ts';

const store = new AuditedStore(saasProducts, 'saasProduct');

export interface SaasProductFields {
  title?: string | null;
  description?: string | null;
  sort?: number;
  enabled?: boolean;
}

export type SaasProductData = Record<string, string | number | boolean>;

const toRecord = (row: repo.SaasProductListRow): SaasProductRecord => ({
  id: row.id, productId: row.productId, appId: row.appId, productName: row.productName, title: row.title, description: row.description,
  sort: row.sort, enabled: row.enabled, data: row.data, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

const columnsOf = ({ title, description, ...fields }: SaasProductFields) => ({
  ...fields,
  ...(title !== undefined && { title: title ?? '' }),
  ...(description !== undefined && { description: description ?? '' }),
});

/** The applications offered to customer accounts. */
export class SaasProductsService {
  constructor(private readonly db: Db) {}

  async listAll(): Promise<SaasProductRecord[]> {
    return (await repo.allRows(this.db)).map(toRecord);
  }

  async byAppId(appId: string): Promise<SaasProductRecord> {
    const row = await repo.enabledByAppId(this.db, appId);
    if (!row) throw notFound(MESSAGES.saasProductNotFound);
    return toRecord(row);
  }

  private async record(db: Db, id: number): Promise<SaasProductRecord> {
    const row = await repo.rowById(db, id);
    if (!row) throw notFound(MESSAGES.saasProductNotFound);
    return toRecord(row);
  }

  create(actor: Actor, productId: number, fields: SaasProductFields): Promise<SaasProductRecord> {
    return this.db.transaction(async (tx) => {
      const product = await productsRepo.listRowById(tx, productId);
      if (!product) throw badRequest(MESSAGES.productNotFoundId(productId));
      if (await repo.existsForProduct(tx, productId)) throw conflict(MESSAGES.saasProductExists(product.productName));
      const row = await store.create(tx, actor, { ...columnsOf(fields), productId });
      return this.record(tx, row.id);
    });
  }

  update(actor: Actor, id: number, fields: SaasProductFields): Promise<SaasProductRecord> {
    return this.change(actor, id, columnsOf(fields));
  }

  editData(actor: Actor, id: number, data: SaasProductData): Promise<SaasProductRecord> {
    return this.change(actor, id, { data });
  }

  private change(actor: Actor, id: number, values: Partial<typeof saasProducts.$inferInsert>): Promise<SaasProductRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await store.update(tx, actor, id, { ...values, updatedAt: new Date() }))) throw notFound(MESSAGES.saasProductNotFound);
      return this.record(tx, id);
    });
  }

  delete(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction((tx) => store.deleteByIds(tx, actor, ids));
  }

  /** Removes the SaaS products of applications about to be deleted, each recorded in the audit log. */
  async deleteOfProducts(tx: Db, actor: Actor, productIds: number[]): Promise<void> {
    await store.deleteByIds(tx, actor, await repo.idsOfProducts(tx, productIds));
  }
}
