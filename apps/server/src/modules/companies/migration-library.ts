import { and, count, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { type Page } from '@console/contract';
import { LABEL_CODE_MAX } from '@console/contract/companies';
import { MIGRATION_TYPES, type MigrationRecord, type ScreenData } from '@console/contract/company-watch';
import { contains } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { companies, companyChanges, companyFollows, companyMigrations } from './companies.table.ts';
import type { CompanyFollows } from './follows.ts';
import { labelBits, labelCodesOf } from './labels.ts';
import type { RegionIndex } from './regions.ts';

export interface MigrationFilter {
  migrationType: 20 | 30;
  name?: string;
  labels?: number[];
  industry?: string;
  startDate?: string;
  endDate?: string;
}

export interface MigrationPaging {
  pageNumber: number;
  pageSize: number;
}

const TOP_INDUSTRIES = 8;
const LATEST_CHANGES = 20;
const SCREEN_MONTHS = 12;
const LABEL_BITS = Array.from({ length: LABEL_CODE_MAX }, (_, at) => 1 << at);

/**
 * 迁入库 and 迁出库: the moves into or out of a region. A move into a region reaches it from outside
 * (a move between two of its counties is neither), a move out leaves it.
 */
export class MigrationLibrary {
  constructor(private readonly db: Db, private readonly regions: RegionIndex, private readonly follows: CompanyFollows) {}

  private within(column: AnyColumn, region: string): SQL {
    const [low, high] = this.regions.rangeOf(region);
    return sql`${column} between ${low} and ${high}`;
  }

  /**
   * The moves of a type for the caller's region (`area` narrows to a region inside it). Labels and
   * industry are the moves' copies; a name is looked up move by move, by the company's primary key:
   * a region's moves are few next to the library, which is never joined whole.
   */
  private conditions(region: string, area: string, filter: MigrationFilter): SQL {
    const [arriving, leaving] = filter.migrationType === MIGRATION_TYPES.in
      ? [companyMigrations.toRegion, companyMigrations.fromRegion]
      : [companyMigrations.fromRegion, companyMigrations.toRegion];
    return and(
      this.within(arriving, region),
      sql`not ${this.within(leaving, region)}`,
      area === region ? undefined : this.within(arriving, area),
      filter.startDate ? gte(companyMigrations.migratedOn, filter.startDate) : undefined,
      filter.endDate ? lte(companyMigrations.migratedOn, filter.endDate) : undefined,
      filter.labels?.length ? sql`(${companyMigrations.labels} & ${labelBits(filter.labels)}) <> 0` : undefined,
      filter.industry ? eq(companyMigrations.industry, filter.industry) : undefined,
      filter.name === undefined ? undefined : sql`(select ${contains(companies.name, filter.name)} from ${companies} where ${companies.id} = ${companyMigrations.companyId})`,
    )!;
  }

  /** The moves, newest first, then their companies and whether the caller follows them. */
  private async records(userId: number, where: SQL, limit: number, offset = 0): Promise<MigrationRecord[]> {
    const moves = await this.db.select().from(companyMigrations).where(where)
      .orderBy(desc(companyMigrations.migratedOn), desc(companyMigrations.id)).limit(limit).offset(offset);
    const ids = [...new Set(moves.map((move) => move.companyId))];
    if (ids.length === 0) return [];
    const [moved, followed] = await Promise.all([
      this.db.select().from(companies).where(inArray(companies.id, ids)),
      this.db.select({ companyId: companyFollows.companyId }).from(companyFollows).where(and(eq(companyFollows.userId, userId), inArray(companyFollows.companyId, ids))),
    ]);
    const byId = new Map(moved.map((company) => [company.id, company]));
    const following = new Set(followed.map((row) => row.companyId));
    return moves.map((move) => this.record(move, byId.get(move.companyId)!, following.has(move.companyId)));
  }

  private record(migration: typeof companyMigrations.$inferSelect, company: typeof companies.$inferSelect, followed: boolean): MigrationRecord {
    return {
      id: migration.id, companyId: company.id, name: company.name, creditCode: company.creditCode,
      from: this.regions.ref(migration.fromRegion), to: this.regions.ref(migration.toRegion), migratedOn: migration.migratedOn,
      industry: company.industry as MigrationRecord['industry'], labels: labelCodesOf(company.labels),
      registeredCapital: Number(company.registeredCapital), status: company.status as MigrationRecord['status'], followed,
    };
  }

  async page(userId: number, region: string, area: string, query: MigrationFilter & MigrationPaging): Promise<Page<MigrationRecord>> {
    const where = this.conditions(region, area, query);
    const [records, [counted]] = await Promise.all([
      this.records(userId, where, query.pageSize, (query.pageNumber - 1) * query.pageSize),
      this.db.select({ total: count() }).from(companyMigrations).where(where),
    ]);
    return { records, total: counted!.total, pageNumber: query.pageNumber, pageSize: query.pageSize };
  }

  /** Up to `limit + 1` moves for an export, so that the caller can tell the search found too many. */
  upTo(userId: number, region: string, area: string, filter: MigrationFilter, limit: number): Promise<MigrationRecord[]> {
    return this.records(userId, this.conditions(region, area, filter), limit + 1);
  }

  async screen(region: string): Promise<ScreenData> {
    const inRegion = this.within(companies.regionCode, region);
    const [months, [labelCounts], industries, latest] = await Promise.all([
      this.movesByMonth(region),
      this.db.select({
        companies: count(),
        labelled: sql<number>`count(*) filter (where ${companies.labels} <> 0)`.mapWith(Number),
        bits: sql<number[]>`array[${sql.join(LABEL_BITS.map((bit) => sql`count(*) filter (where ${companies.labels} & ${bit} <> 0)`), sql`, `)}]`,
      }).from(companies).where(inRegion),
      this.db.select({ code: companies.industry, count: count() }).from(companies).where(inRegion)
        .groupBy(companies.industry).orderBy(desc(count()), companies.industry).limit(TOP_INDUSTRIES),
      this.db.select({ change: companyChanges, companyName: companies.name }).from(companyChanges)
        .innerJoin(companies, eq(companies.id, companyChanges.companyId))
        .where(this.within(companyChanges.regionCode, region)).orderBy(desc(companyChanges.id)).limit(LATEST_CHANGES),
    ]);
    return {
      region: this.regions.ref(region),
      months,
      labels: labelCounts!.bits.map((total, at) => ({ code: at + 1, count: Number(total) })),
      industries: industries.map((row) => ({ code: row.code as ScreenData['industries'][number]['code'], count: row.count })),
      totals: {
        companies: labelCounts!.companies, labelled: labelCounts!.labelled,
        movedIn: months.reduce((sum, month) => sum + month.in, 0), movedOut: months.reduce((sum, month) => sum + month.out, 0),
      },
      latest: latest.map(({ change, companyName }) => {
        const { read: _read, ...shown } = this.follows.changeRecord({ ...change, companyName, read: false });
        return shown;
      }),
      at: new Date().toISOString(),
    };
  }

  private async movesByMonth(region: string): Promise<ScreenData['months']> {
    const first = new Date();
    first.setUTCDate(1);
    first.setUTCMonth(first.getUTCMonth() - (SCREEN_MONTHS - 1));
    const since = first.toISOString().slice(0, 10);
    const month = sql<string>`to_char(${companyMigrations.migratedOn}, 'YYYY-MM')`;
    const byType = (arriving: AnyColumn, leaving: AnyColumn) =>
      this.db.select({ month, total: count() }).from(companyMigrations)
        .where(and(this.within(arriving, region), sql`not ${this.within(leaving, region)}`, gte(companyMigrations.migratedOn, since)))
        .groupBy(month);
    const [moved, left] = await Promise.all([byType(companyMigrations.toRegion, companyMigrations.fromRegion), byType(companyMigrations.fromRegion, companyMigrations.toRegion)]);
    return Array.from({ length: SCREEN_MONTHS }, (_, at) => {
      const day = new Date(first);
      day.setUTCMonth(first.getUTCMonth() + at);
      const key = day.toISOString().slice(0, 7);
      return { month: key, in: moved.find((row) => row.month === key)?.total ?? 0, out: left.find((row) => row.month === key)?.total ?? 0 };
    });
  }
}
