import { asc, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { productCategoriesCrud, type ProductCategoryOption, type ProductCategoryRecord } from '@console/contract/products';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type SelectedRow } from '../../crud/crud-service.ts';
import { conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { seededEnglish } from './platform-words.ts';
import { productCategories, products, type ProductCategoryRow } from './products.table.ts';

/** The outer row's id, qualified: drizzle leaves columns of a single-table select unqualified. */
const outerId = sql.raw('"product_categories"."id"');

export class ProductCategoriesService extends CrudService<typeof productCategories, typeof productCategoriesCrud> {
  constructor(db: Db) {
    super(db, productCategoriesCrud, {
      table: productCategories,
      computed: { productCount: sql<number>`(select cast(count(*) as integer) from ${products} p where p.category_id = ${outerId})` },
      defaultOrder: [asc(productCategories.sort), asc(productCategories.id)],
    });
  }

  protected override toRecord(selected: SelectedRow): ProductCategoryRecord {
    const record = super.toRecord(selected);
    return { ...record, nameEn: seededEnglish(record.name), remarkEn: seededEnglish(record.remark) };
  }

  /** Every category in sort order: few enough to offer all of them in a picker. */
  options(): Promise<ProductCategoryOption[]> {
    return this.db.select({ id: productCategories.id, name: productCategories.name, enabled: productCategories.enabled })
      .from(productCategories).orderBy(asc(productCategories.sort), asc(productCategories.id));
  }

  /** A category that still holds applications stays; so do the others asked with it. */
  protected override async beforeDelete(tx: Db, _actor: Actor, rows: ProductCategoryRow[]): Promise<void> {
    for (const row of rows) {
      const { productCount } = await this.get(row.id, tx);
      if (productCount > 0) throw conflict(MESSAGES.productCategoryHasProducts(row.name, productCount));
    }
  }
}
