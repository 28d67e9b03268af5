import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { saasProductsCrud, type SaasProductRecord } from '@console/contract/products';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type WriteContext } from '../../crud/crud-service.ts';
import { conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { products, saasProducts, type SaasProductRow } from './products.table.ts';

export type SaasProductData = Record<string, string | number | boolean>;

/** The applications offered to customer accounts. */
export class SaasProductsService extends CrudService<typeof saasProducts, typeof saasProductsCrud> {
  constructor(db: Db) {
    super(db, saasProductsCrud, {
      table: saasProducts,
      computed: { appId: products.appId, productName: products.productName },
      join: (query) => query.innerJoin(products, eq(products.id, saasProducts.productId)),
      references: { productId: { table: products, message: MESSAGES.productNotFoundId } },
      defaultOrder: [sql`${saasProducts.sort} asc`, sql`${saasProducts.id} asc`],
    });
  }

  /** The SaaS product of an application, when both are enabled. */
  async byAppId(appId: string): Promise<SaasProductRecord> {
    const [found] = await this.all(and(sql`lower(${products.appId}) = lower(${appId})`, eq(products.enabled, true), eq(saasProducts.enabled, true)));
    if (!found) throw this.missing(0);
    return found;
  }

  editData(actor: Actor, id: number, data: SaasProductData): Promise<SaasProductRecord> {
    return this.update(actor, id, {}, undefined, { data });
  }

  /** An application is offered once. */
  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<SaasProductRow, typeof saasProductsCrud>): Promise<void> {
    if (before || typeof fields.productId !== 'number') return;
    const [taken] = await tx.select({ productName: products.productName }).from(saasProducts)
      .innerJoin(products, eq(products.id, saasProducts.productId)).where(eq(saasProducts.productId, fields.productId)).limit(1);
    if (taken) throw conflict(MESSAGES.saasProductExists(taken.productName));
  }

  /** Removes the SaaS products of applications about to be deleted, each recorded in the audit log. */
  async deleteOfProducts(tx: Db, actor: Actor, productIds: number[]): Promise<void> {
    const rows = await tx.select({ id: saasProducts.id }).from(saasProducts).where(inArray(saasProducts.productId, productIds));
    await this.store.deleteByIds(tx, actor, rows.map((row) => row.id));
  }
}
