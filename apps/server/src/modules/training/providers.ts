import { and, asc, desc, eq, exists, inArray, isNull, ne, sql } from 'drizzle-orm';
import { MESSAGES, type Page } from '@console/contract';
import { CANDIDATES_MAX, type CompanyCandidate, type ProviderProgramme, type ProviderQuery, type ProviderRecord } from '@console/contract/training';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { contains, countRows } from '../../crud/listing.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { companies, regions } from '../companies/companies.table.ts';
import { enrolledCount, holdsPlace, occupationName } from './programmes.service.ts';
import { trainingEnrolments, trainingProgrammes, trainingProviders } from './training.table.ts';

const AUDIT_TARGET = 'trainingProvider';

const ofCompany = sql`${trainingProgrammes.companyId} = ${companies.id}`;
const unfinished = sql`${trainingProgrammes.status} <> 'finished'`;
const programmeCount = (condition = sql`true`) =>
  sql<number>`(select cast(count(*) as integer) from ${trainingProgrammes} where ${ofCompany} and ${condition})`;
const enrolmentCount = sql<number>`(select cast(count(*) as integer) from ${trainingEnrolments}
  join ${trainingProgrammes} on ${trainingProgrammes.id} = ${trainingEnrolments.programmeId} where ${ofCompany} and ${holdsPlace})`;

/** The region code range of a region and every region below it: 440300 covers 440300 … 440399. */
function regionRange(code: string): [string, string] {
  const prefix = code.replace(/(00)+$/, '');
  return [prefix.padEnd(6, '0'), prefix.padEnd(6, '9')];
}

type ProviderFilters = Pick<ProviderQuery, 'name' | 'regionCode' | 'occupation'>;

/** 培训企业: companies of the library marked as training providers, with what they train. */
export class TrainingProviders {
  constructor(private readonly db: Db) {}

  private where({ name, regionCode, occupation }: ProviderFilters) {
    const range = regionCode ? regionRange(regionCode) : undefined;
    return and(
      contains(companies.name, name),
      range && sql`${companies.regionCode} between ${range[0]} and ${range[1]}`,
      occupation === undefined ? undefined
        : exists(this.db.select({ one: sql`1` }).from(trainingProgrammes).where(and(ofCompany, eq(trainingProgrammes.occupation, occupation)))),
    );
  }

  async list(query: ProviderFilters & { pageNumber: number; pageSize: number }): Promise<Page<ProviderRecord>> {
    const where = this.where(query);
    const [counted] = await this.db.select({ total: countRows }).from(trainingProviders)
      .innerJoin(companies, eq(companies.id, trainingProviders.companyId)).where(where);
    const rows = await this.db.select({
      id: companies.id, name: companies.name, creditCode: companies.creditCode, markedAt: trainingProviders.createdAt,
      region: { code: companies.regionCode, name: sql<string>`coalesce(${regions.name}, '')`, fullName: sql<string>`coalesce(${regions.fullName}, '')` },
      programmes: programmeCount(), unfinished: programmeCount(unfinished), enrolments: enrolmentCount,
    }).from(trainingProviders)
      .innerJoin(companies, eq(companies.id, trainingProviders.companyId))
      .leftJoin(regions, eq(regions.code, companies.regionCode))
      .where(where)
      .orderBy(desc(trainingProviders.createdAt), desc(companies.id))
      .limit(query.pageSize).offset((query.pageNumber - 1) * query.pageSize);
    const occupations = await this.occupationsOf(rows.map((row) => row.id));
    const records = rows.map(({ markedAt, ...row }) => ({ ...row, markedAt: markedAt.toISOString(), occupations: occupations.get(row.id) ?? [] }));
    return { records, total: counted!.total, pageNumber: query.pageNumber, pageSize: query.pageSize };
  }

  /** The occupations each company's programmes train for, by company. */
  private async occupationsOf(companyIds: number[]): Promise<Map<number, ProviderRecord['occupations']>> {
    const byCompany = new Map<number, ProviderRecord['occupations']>();
    if (companyIds.length === 0) return byCompany;
    const rows = await this.db.selectDistinct({ companyId: trainingProgrammes.companyId, occupation: trainingProgrammes.occupation, name: occupationName })
      .from(trainingProgrammes).where(inArray(trainingProgrammes.companyId, companyIds))
      .orderBy(trainingProgrammes.companyId, trainingProgrammes.occupation);
    for (const { companyId, ...occupation } of rows) byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), occupation]);
    return byCompany;
  }

  /** A training company's programmes, newest first; 404 when the company is no training company. */
  async programmesOf(companyId: number): Promise<ProviderProgramme[]> {
    if (!(await this.isProvider(this.db, companyId))) throw notFound(MESSAGES.training.notProvider);
    const rows = await this.db.select({
      id: trainingProgrammes.id, title: trainingProgrammes.title, occupation: trainingProgrammes.occupation, occupationName,
      mode: trainingProgrammes.mode, startsOn: trainingProgrammes.startsOn, endsOn: trainingProgrammes.endsOn,
      places: trainingProgrammes.places, enrolled: enrolledCount, status: trainingProgrammes.status,
    }).from(trainingProgrammes).where(eq(trainingProgrammes.companyId, companyId))
      .orderBy(desc(trainingProgrammes.startsOn), desc(trainingProgrammes.id));
    return rows as ProviderProgramme[];
  }

  private async isProvider(db: Db, companyId: number): Promise<boolean> {
    const [row] = await db.select({ id: trainingProviders.companyId }).from(trainingProviders).where(eq(trainingProviders.companyId, companyId));
    return row !== undefined;
  }

  /** Every training company, by name: the choices of a programme's company. */
  async options(): Promise<{ id: number; name: string }[]> {
    return await this.db.select({ id: companies.id, name: companies.name }).from(trainingProviders)
      .innerJoin(companies, eq(companies.id, trainingProviders.companyId)).orderBy(asc(companies.name), asc(companies.id));
  }

  /** Companies of the library not yet training companies, found by name. */
  async candidates(name: string | undefined): Promise<CompanyCandidate[]> {
    const rows = await this.db.select({ id: companies.id, name: companies.name, creditCode: companies.creditCode, region: sql<string>`coalesce(${regions.fullName}, '')` })
      .from(companies)
      .leftJoin(trainingProviders, eq(trainingProviders.companyId, companies.id))
      .leftJoin(regions, eq(regions.code, companies.regionCode))
      .where(and(isNull(trainingProviders.companyId), contains(companies.name, name)))
      .orderBy(asc(companies.name), asc(companies.id)).limit(CANDIDATES_MAX);
    return rows;
  }

  /** Marks companies as training companies, or takes the mark off; answers how many changed. */
  setProvider(actor: Actor, companyIds: number[], provider: boolean): Promise<number> {
    const ids = [...new Set(companyIds)];
    return this.db.transaction(async (tx) => (provider ? this.mark(tx, actor, ids) : this.unmark(tx, actor, ids)));
  }

  private async mark(tx: Db, actor: Actor, ids: number[]): Promise<number> {
    const found = new Set((await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(MESSAGES.invalidField('companyIds', MESSAGES.training.companyNotFound(missing)));
    const marked = await tx.insert(trainingProviders).values(ids.map((companyId) => ({ companyId }))).onConflictDoNothing().returning();
    for (const row of marked) await recordAudit(tx, actor, { action: 'create', target: AUDIT_TARGET, targetId: row.companyId, before: null, after: row });
    return marked.length;
  }

  /** A company whose programmes are not all finished keeps its mark: its programmes still need it. */
  private async unmark(tx: Db, actor: Actor, ids: number[]): Promise<number> {
    const [busy] = await tx.select({ name: companies.name, count: countRows }).from(trainingProgrammes)
      .innerJoin(companies, eq(companies.id, trainingProgrammes.companyId))
      .innerJoin(trainingProviders, eq(trainingProviders.companyId, companies.id))
      .where(and(inArray(trainingProgrammes.companyId, ids), ne(trainingProgrammes.status, 'finished')))
      .groupBy(companies.id, companies.name).limit(1);
    if (busy) throw conflict(MESSAGES.training.hasUnfinished(busy.name, busy.count));
    const unmarked = await tx.delete(trainingProviders).where(inArray(trainingProviders.companyId, ids)).returning();
    for (const row of unmarked) await recordAudit(tx, actor, { action: 'delete', target: AUDIT_TARGET, targetId: row.companyId, before: row, after: null });
    return unmarked.length;
  }
}
