import { and, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type Page } from '@console/contract';
import { type ChangeField, type ChangeRecord, type FollowRecord } from '@console/contract/company-watch';
import { contains } from '../../crud/listing.ts';
import { notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { SocketHub } from '../../platform/realtime/socket-hub.ts';
import { companies, companyChangeReads, companyChanges, companyFollows } from './companies.table.ts';
import { labelBits, labelCodesOf } from './labels.ts';
import type { RegionIndex } from './regions.ts';

interface Paging {
  pageNumber: number;
  pageSize: number;
}

export interface ChangeQuery extends Paging {
  field?: ChangeField;
  isRead?: 0 | 1;
  companyId?: number;
}

export interface FollowQuery extends Paging {
  name?: string;
  labels?: number[];
}

/** A change counts as read by the follower when marked so, or else when it is not after the follow's watermark. */
const isRead = sql<boolean>`coalesce(${companyChangeReads.read}, ${companyChanges.id} <= ${companyFollows.readThrough})`;

/** Change ids only grow: a watermark at the latest change makes every change made so far read. */
async function latestChangeId(tx: Db): Promise<number> {
  const [latest] = await tx.select({ id: max(companyChanges.id) }).from(companyChanges);
  return latest?.id ?? 0;
}

const readStateIs = (read: 0 | 1 | undefined): SQL | undefined => (read === undefined ? undefined : read === 1 ? sql`${isRead}` : sql`not ${isRead}`);

/** What the trends centre reads of a change, besides its company's name. */
const changeColumns = {
  id: companyChanges.id,
  companyId: companyChanges.companyId,
  field: companyChanges.field,
  before: companyChanges.before,
  after: companyChanges.after,
  changedAt: companyChanges.changedAt,
};

interface ChangeFilter {
  field?: ChangeField;
  isRead?: 0 | 1;
  companyIds?: number[];
}

type ChangeRow = { [K in keyof typeof changeColumns | 'companyName' | 'read']: unknown };


/**
 * Who follows which company, and which of the followed companies' changes each follower has read: the
 * trends centre, the follow list and the unread badge, which the socket keeps up to date.
 */
export class CompanyFollows {
  constructor(private readonly db: Db, private readonly sockets: Pick<SocketHub, 'toUsers'>, private readonly regions: RegionIndex) {}

  /** A change as the trends centre shows it: a region change names the regions. */
  changeRecord(row: ChangeRow): ChangeRecord {
    const field = row.field as ChangeField;
    const shown = (value: unknown) => (field === 'region' ? this.regions.ref(String(value)).fullName : String(value));
    return {
      id: row.id as number, companyId: row.companyId as number, companyName: row.companyName as string, field,
      before: shown(row.before), after: shown(row.after), changedAt: (row.changedAt as Date).toISOString(), read: Boolean(row.read),
    };
  }

  /**
   * The follower's changes, newest first, at most `perCompany` of each followed company: the newest
   * of each follow are one short index range (company, id), so a page never walks the changes of
   * every company to find the followed ones.
   */
  private changesOf(userId: number, { field, isRead: read, companyIds }: ChangeFilter, perCompany: number) {
    const latest = this.db.select({ ...changeColumns, read: isRead.as('read') }).from(companyChanges)
      .leftJoin(companyChangeReads, and(eq(companyChangeReads.userId, userId), eq(companyChangeReads.changeId, companyChanges.id)))
      .where(and(eq(companyChanges.companyId, companyFollows.companyId), field && eq(companyChanges.field, field), readStateIs(read)))
      .orderBy(desc(companyChanges.id)).limit(perCompany).as('latest');
    return this.db.select({
      id: latest.id, companyId: latest.companyId, companyName: companies.name, field: latest.field,
      before: latest.before, after: latest.after, changedAt: latest.changedAt, read: latest.read,
    }).from(companyFollows).innerJoinLateral(latest, sql`true`).innerJoin(companies, eq(companies.id, companyFollows.companyId))
      .where(and(eq(companyFollows.userId, userId), companyIds && inArray(companyFollows.companyId, companyIds)))
      .orderBy(desc(latest.id)).$dynamic();
  }

  async changePage(userId: number, query: ChangeQuery): Promise<Page<ChangeRecord>> {
    const filter = { field: query.field, isRead: query.isRead, companyIds: query.companyId === undefined ? undefined : [query.companyId] };
    const [rows, total] = await Promise.all([
      this.changesOf(userId, filter, query.pageNumber * query.pageSize).limit(query.pageSize).offset((query.pageNumber - 1) * query.pageSize),
      this.countChanges(userId, [
        filter.field && eq(companyChanges.field, filter.field), readStateIs(filter.isRead),
        filter.companyIds && inArray(companyFollows.companyId, filter.companyIds),
      ]),
    ]);
    return { records: rows.map((row) => this.changeRecord(row)), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
  }

  private async countChanges(userId: number, where: (SQL | undefined)[]): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(companyFollows)
      .innerJoin(companyChanges, eq(companyChanges.companyId, companyFollows.companyId))
      .leftJoin(companyChangeReads, and(eq(companyChangeReads.userId, companyFollows.userId), eq(companyChangeReads.changeId, companyChanges.id)))
      .where(and(eq(companyFollows.userId, userId), ...where));
    return row!.total;
  }

  /** The follower's unread changes: those after a follow's watermark not marked read, and those before it marked unread. */
  async unread(userId: number, db: Db = this.db): Promise<number> {
    const [row] = await db.select({ total: count() }).from(companyFollows)
      .innerJoin(companyChanges, and(eq(companyChanges.companyId, companyFollows.companyId), sql`${companyChanges.id} > ${companyFollows.readThrough}`))
      .leftJoin(companyChangeReads, and(eq(companyChangeReads.userId, companyFollows.userId), eq(companyChangeReads.changeId, companyChanges.id)))
      .where(and(eq(companyFollows.userId, userId), sql`${companyChangeReads.read} is not true`));
    const [markedUnread] = await db.select({ total: count() }).from(companyChangeReads)
      .innerJoin(companyChanges, eq(companyChanges.id, companyChangeReads.changeId))
      .innerJoin(companyFollows, and(eq(companyFollows.userId, companyChangeReads.userId), eq(companyFollows.companyId, companyChanges.companyId)))
      .where(and(eq(companyChangeReads.userId, userId), eq(companyChangeReads.read, false), sql`${companyChanges.id} <= ${companyFollows.readThrough}`));
    return row!.total + markedUnread!.total;
  }

  async followPage(userId: number, query: FollowQuery): Promise<Page<FollowRecord>> {
    const where = and(
      eq(companyFollows.userId, userId),
      contains(companies.name, query.name),
      query.labels?.length ? sql`(${companies.labels} & ${labelBits(query.labels)}) <> 0` : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db.select({ company: companies, followedAt: companyFollows.createdAt }).from(companyFollows)
        .innerJoin(companies, eq(companies.id, companyFollows.companyId)).where(where)
        .orderBy(desc(companyFollows.createdAt), desc(companyFollows.companyId))
        .limit(query.pageSize).offset((query.pageNumber - 1) * query.pageSize),
      this.db.select({ total: count() }).from(companyFollows).innerJoin(companies, eq(companies.id, companyFollows.companyId)).where(where),
    ]);
    const ids = rows.map((row) => row.company.id);
    const [latest, unread] = await Promise.all([this.latestChanges(userId, ids), this.unreadByCompany(userId, ids)]);
    const records = rows.map(({ company, followedAt }) => ({
      companyId: company.id, name: company.name, creditCode: company.creditCode, region: this.regions.ref(company.regionCode),
      industry: company.industry as FollowRecord['industry'], labels: labelCodesOf(company.labels), status: company.status as FollowRecord['status'],
      followedAt: followedAt.toISOString(), latestChange: latest.get(company.id) ?? null, unread: unread.get(company.id) ?? 0,
    }));
    return { records, total: counted!.total, pageNumber: query.pageNumber, pageSize: query.pageSize };
  }

  private async latestChanges(userId: number, companyIds: number[]): Promise<Map<number, ChangeRecord>> {
    if (companyIds.length === 0) return new Map();
    const rows = await this.changesOf(userId, { companyIds }, 1);
    return new Map(rows.map((row) => [row.companyId, this.changeRecord(row)]));
  }

  private async unreadByCompany(userId: number, companyIds: number[]): Promise<Map<number, number>> {
    if (companyIds.length === 0) return new Map();
    const rows = await this.db.select({ companyId: companyChanges.companyId, total: count() }).from(companyFollows)
      .innerJoin(companyChanges, eq(companyChanges.companyId, companyFollows.companyId))
      .leftJoin(companyChangeReads, and(eq(companyChangeReads.userId, companyFollows.userId), eq(companyChangeReads.changeId, companyChanges.id)))
      .where(and(eq(companyFollows.userId, userId), inArray(companyFollows.companyId, companyIds), sql`not ${isRead}`))
      .groupBy(companyChanges.companyId);
    return new Map(rows.map((row) => [row.companyId, row.total]));
  }

  /** Follows or unfollows; a company that does not exist refuses the whole request. Changes before a follow count as read. */
  async setFollowed(userId: number, companyIds: number[], followed: boolean): Promise<number> {
    if (companyIds.length === 0) return 0;
    const changed = await this.db.transaction(async (tx) => {
      const found = await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds));
      const missing = companyIds.find((id) => !found.some((row) => row.id === id));
      if (missing !== undefined) throw notFound(MESSAGES.companies.notFound);
      if (!followed) return this.unfollow(tx, userId, companyIds);
      const readThrough = await latestChangeId(tx);
      const rows = await tx.insert(companyFollows).values(companyIds.map((companyId) => ({ userId, companyId, readThrough })))
        .onConflictDoNothing().returning({ companyId: companyFollows.companyId });
      return rows.length;
    });
    await this.tell([userId]);
    return changed;
  }

  private async unfollow(tx: Db, userId: number, companyIds: number[]): Promise<number> {
    await tx.delete(companyChangeReads).where(and(
      eq(companyChangeReads.userId, userId),
      inArray(companyChangeReads.changeId, tx.select({ id: companyChanges.id }).from(companyChanges).where(inArray(companyChanges.companyId, companyIds))),
    ));
    const rows = await tx.delete(companyFollows).where(and(eq(companyFollows.userId, userId), inArray(companyFollows.companyId, companyIds)))
      .returning({ companyId: companyFollows.companyId });
    return rows.length;
  }

  /** Marks changes of the follower's companies read or unread; others are left alone. Answers the unread count. */
  async markRead(userId: number, changeIds: number[], read: boolean): Promise<number> {
    const unread = await this.db.transaction(async (tx) => {
      const followed = await tx.select({ id: companyChanges.id }).from(companyChanges)
        .innerJoin(companyFollows, and(eq(companyFollows.companyId, companyChanges.companyId), eq(companyFollows.userId, userId)))
        .where(inArray(companyChanges.id, changeIds));
      if (followed.length > 0) {
        await tx.insert(companyChangeReads).values(followed.map(({ id }) => ({ userId, changeId: id, read })))
          .onConflictDoUpdate({ target: [companyChangeReads.userId, companyChangeReads.changeId], set: { read } });
      }
      return this.unread(userId, tx);
    });
    this.sockets.toUsers([userId], { type: 'companyChanges', unread });
    return unread;
  }

  /** Everything of the follower's companies read, as choosing 动态中心 does. */
  async readAll(userId: number): Promise<number> {
    await this.db.transaction(async (tx) => {
      await tx.update(companyFollows).set({ readThrough: await latestChangeId(tx) }).where(eq(companyFollows.userId, userId));
      await tx.delete(companyChangeReads).where(eq(companyChangeReads.userId, userId));
    });
    this.sockets.toUsers([userId], { type: 'companyChanges', unread: 0 });
    return 0;
  }

  /** Users following any of these companies: those to tell after a change, found before a delete takes the follows away. */
  async followersOf(companyIds: number[], db: Db = this.db): Promise<number[]> {
    if (companyIds.length === 0) return [];
    const rows = await db.selectDistinct({ userId: companyFollows.userId }).from(companyFollows).where(inArray(companyFollows.companyId, companyIds));
    return rows.map((row) => row.userId);
  }

  /** Sends each of these users their unread count now. */
  async tell(userIds: number[]): Promise<void> {
    for (const userId of userIds) this.sockets.toUsers([userId], { type: 'companyChanges', unread: await this.unread(userId) });
  }
}
