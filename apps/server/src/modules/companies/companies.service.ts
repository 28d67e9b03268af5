import { desc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { companiesCrud, type CompanyRecord } from '@console/contract/companies';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type SelectedRow, type SentFields, type SetColumns, type UpdateFields, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { recordChanges } from './changes.ts';
import { companies, type CompanyRow } from './companies.table.ts';
import type { CompanyFollows } from './follows.ts';
import { labelBits, labelCodesOf } from './labels.ts';
import type { RegionIndex } from './regions.ts';


/** 企业管理: the company library; an edit of a watched field is a change event, of the region a move too. */
export class CompaniesService extends CrudService<typeof companies, typeof companiesCrud, CompanyRow> {
  constructor(db: Db, private readonly regions: RegionIndex, private readonly follows: CompanyFollows) {
    super(db, companiesCrud, {
      table: companies,
      keptCount: true,
      defaultOrder: [desc(companies.updatedAt), desc(companies.id)],
      customFilters: {
        regionCode: async (code: string) => {
          const [low, high] = regions.rangeOf(code);
          return sql`${companies.regionCode} between ${low} and ${high}`;
        },
        industry: async (industry: string) => eq(companies.industry, industry),
        status: async (status: string) => eq(companies.status, status),
        labels: async (codes: number[]) => (codes.length ? sql`(${companies.labels} & ${labelBits(codes)}) <> 0` : undefined),
      },
    });
  }

  protected override valuesOf(fields: SentFields<typeof companiesCrud>): SetColumns<typeof companies> {
    const { labels, ...rest } = fields;
    return { ...super.valuesOf(rest), ...(Array.isArray(labels) && { labels: labelBits(labels) }) };
  }

  protected override toRecord(selected: SelectedRow): CompanyRecord {
    const row = selected.row as CompanyRow;
    return {
      id: row.id, name: row.name, creditCode: row.creditCode, region: this.regions.ref(row.regionCode),
      industry: row.industry as CompanyRecord['industry'], address: row.address, registeredCapital: Number(row.registeredCapital),
      foundedOn: row.foundedOn, status: row.status as CompanyRecord['status'], labels: labelCodesOf(row.labels),
      createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    };
  }

  protected override async checkWrite(_tx: Db, { fields }: WriteContext<CompanyRow, typeof companiesCrud>): Promise<void> {
    const code = fields.regionCode;
    if (typeof code === 'string' && !this.regions.has(code)) throw badRequest(MESSAGES.invalidField('regionCode', MESSAGES.companies.regionUnknown(code)));
  }

  protected override async afterWrite(tx: Db, id: number, { before }: WriteContext<CompanyRow, typeof companiesCrud>): Promise<void> {
    if (!before) return;
    const [after] = await tx.select().from(companies).where(eq(companies.id, id));
    await recordChanges(tx, before, after!);
  }

  override async update(actor: Actor, id: number, fields: UpdateFields<typeof companiesCrud>): Promise<CompanyRecord> {
    const record = await super.update(actor, id, fields);
    await this.follows.tell(await this.follows.followersOf([id]));
    return record;
  }

  override async delete(actor: Actor, ids: number[]): Promise<number> {
    const followers = await this.follows.followersOf(ids);
    const deleted = await super.delete(actor, ids);
    await this.follows.tell(followers);
    return deleted;
  }
}
