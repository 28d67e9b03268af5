import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { DICT_TYPES, dictEntriesCrud, dictsCrud, type DictEntryRecord, type DictOption, type DictRecord, type PositionChoice } from '@console/contract/dicts';
import type { Actor } from '../../crud/audit.ts';
import { recordAudit } from '../../crud/audit.ts';
import { CrudService, type SelectedRow, type DeleteOptions } from '../../crud/crud-service.ts';
import { contains } from '../../crud/listing.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { products } from '../products/products.table.ts';
import { PRODUCT_DICTS, seededDictEn, seededLabelEn, type SeedDict } from './dict-seed.ts';
import { dictEntries, dicts, productPositions, type DictRow } from './dicts.table.ts';

/** The outer row's id, qualified: drizzle leaves columns of a single-table select unqualified. */
const outerId = sql.raw('"dicts"."id"');

/** The dictionaries the product reads: those it seeds. */
const systemDicts = inArray(dicts.type, PRODUCT_DICTS.map((dict) => dict.type));

/** The entries the product reads: those it seeds in the dictionaries it reads, by type code and value. */
const seededEntries = sql.join(PRODUCT_DICTS.flatMap((dict) => dict.entries.map((entry) => sql`(${dict.type}, ${entry.value})`)), sql`, `);
const systemEntries = sql`(${dictEntries.dictId}, ${dictEntries.value}) in
  (select seeded_dict.id, seeded.value from ${dicts} seeded_dict join (values ${seededEntries}) seeded (type, value) on seeded.type = seeded_dict.type)`;

export class DictsService extends CrudService<typeof dicts, typeof dictsCrud> {
  constructor(db: Db) {
    super(db, dictsCrud, {
      table: dicts,
      computed: { entryCount: sql<number>`(select cast(count(*) as integer) from ${dictEntries} e where e.dict_id = ${outerId})` },
      defaultOrder: [asc(dicts.sort), asc(dicts.id)],
      system: { where: systemDicts, fixed: ['type'], messages: MESSAGES.systemRows.dict, named: (row) => [row.name, row.type] },
    });
  }

  protected override toRecord(selected: SelectedRow): DictRecord {
    const record = super.toRecord(selected);
    return { ...record, ...seededDictEn(record) };
  }

  /** Dictionaries whose name or type code contains `key`, in sort order; every one without a key. */
  search(key: string | undefined): Promise<DictRecord[]> {
    return this.all(key === undefined ? undefined : or(contains(dicts.name, key), contains(dicts.type, key)));
  }

  /** A dictionary with entries goes only when the caller confirmed that its entries go with it. */
  protected override async beforeDelete(tx: Db, _actor: Actor, rows: DictRow[], { cascade }: DeleteOptions): Promise<void> {
    for (const row of rows) {
      const { entryCount } = await this.get(row.id, tx);
      if (entryCount > 0 && !cascade) throw conflict(MESSAGES.dictHasEntries(row.name, entryCount));
    }
    if (rows.length > 0) await tx.delete(dictEntries).where(inArray(dictEntries.dictId, rows.map((row) => row.id)));
  }

  /** Adds each dictionary the product reads that is missing, with its entries; a dictionary kept is left as its administrators made it. */
  async seed(tx: Db, wanted: SeedDict[]): Promise<void> {
    for (const [index, { entries, nameEn, descriptionEn, ...dict }] of wanted.entries()) {
      const [made] = await tx.insert(dicts).values({ ...dict, sort: index + 1 }).onConflictDoNothing().returning({ id: dicts.id });
      if (!made) continue;
      await tx.insert(dictEntries).values(entries.map(({ en, ...entry }, sort) => ({ ...entry, dictId: made.id, sort: sort + 1 })));
    }
  }
}

export class DictEntriesService extends CrudService<typeof dictEntries, typeof dictEntriesCrud> {
  constructor(db: Db) {
    super(db, dictEntriesCrud, {
      table: dictEntries,
      references: { dictId: { table: dicts, message: MESSAGES.dictNotFound } },
      defaultOrder: [asc(dictEntries.sort), asc(dictEntries.id)],
      system: { where: systemEntries, fixed: ['value', 'enabled'], messages: MESSAGES.systemRows.dictEntry, named: (row) => [row.label, row.value] },
    });
  }

  protected override toRecord(selected: SelectedRow): DictEntryRecord {
    const record = super.toRecord(selected);
    return { ...record, labelEn: seededLabelEn(record) };
  }

  /** The enabled entries of the dictionary of a type code, in sort order; none for an unknown type. */
  optionsOf(type: string, db: Db = this.db): Promise<DictOption[]> {
    return db.select({ value: dictEntries.value, label: dictEntries.label, color: dictEntries.color })
      .from(dictEntries).innerJoin(dicts, eq(dicts.id, dictEntries.dictId))
      .where(and(eq(dicts.type, type), eq(dictEntries.enabled, true)))
      .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
  }
}

/** Which occupation entries each application offers. */
export class PositionConfigService {
  constructor(private readonly db: Db) {}

  /** Every occupation entry in sort order, with whether the application offers it. */
  async ofProduct(productId: number, db: Db = this.db): Promise<PositionChoice[]> {
    return db.select({
      id: dictEntries.id, label: dictEntries.label, value: dictEntries.value, enabled: dictEntries.enabled,
      offered: sql<boolean>`${productPositions.entryId} is not null`,
    }).from(dictEntries).innerJoin(dicts, eq(dicts.id, dictEntries.dictId))
      .leftJoin(productPositions, and(eq(productPositions.entryId, dictEntries.id), eq(productPositions.productId, productId)))
      .where(eq(dicts.type, DICT_TYPES.occupation)).orderBy(asc(dictEntries.sort), asc(dictEntries.id));
  }

  /** Ids of the occupation entries the application offers. */
  private async offeredBy(productId: number, db: Db): Promise<number[]> {
    return (await this.ofProduct(productId, db)).filter((choice) => choice.offered).map((choice) => choice.id);
  }

  save(actor: Actor, productId: number, entryIds: number[]): Promise<PositionChoice[]> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound(MESSAGES.productNotFound);
      const wanted = [...new Set(entryIds)];
      await this.checkOccupations(tx, wanted);
      const before = await this.offeredBy(productId, tx);
      await tx.delete(productPositions).where(eq(productPositions.productId, productId));
      if (wanted.length > 0) await tx.insert(productPositions).values(wanted.map((entryId) => ({ productId, entryId })));
      const after = await this.offeredBy(productId, tx);
      await recordAudit(tx, actor, { action: 'update', target: 'product', targetId: productId, before: { positions: before }, after: { positions: after } });
      return this.ofProduct(productId, tx);
    });
  }

  /** Every id must be an entry of the occupation dictionary. */
  private async checkOccupations(tx: Db, entryIds: number[]): Promise<void> {
    if (entryIds.length === 0) return;
    const found = await tx.select({ id: dictEntries.id }).from(dictEntries).innerJoin(dicts, eq(dicts.id, dictEntries.dictId))
      .where(and(inArray(dictEntries.id, entryIds), eq(dicts.type, DICT_TYPES.occupation)));
    if (found.length !== entryIds.length) throw badRequest(MESSAGES.dictEntriesNotOccupations);
  }
}
