import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, SAAS_USER_TYPE, type Page } from '@console/contract';
import { type RegionRef, type WatchConfigRecord } from '@console/contract/companies';
import { type WatchConfig } from '@console/contract/company-watch';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { contains } from '../../crud/listing.ts';
import { badRequest, conflict, forbiddenBecause, notFound } from '../../http/errors.ts';
import type { CustomerAccount } from '../../http/access.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { watchConfigs } from './companies.table.ts';
import { labelBits, labelCodesOf } from './labels.ts';
import type { RegionIndex } from './regions.ts';

/** A customer caller as the watch needs it: who it is and the main account whose watch it shares. */
export interface Watcher {
  userId: number;
  customer: CustomerAccount;
}

export const mainAccountOf = ({ userId, customer }: Watcher): number => customer.mainAccountId ?? userId;

const isMainCustomer = and(eq(users.userType, SAAS_USER_TYPE), isNull(users.parentId));

/**
 * What each customer main account watches: the region an administrator set for it (what it bought)
 * and the labels it chose. Its sub-accounts watch the same.
 */
export class WatchConfigs {
  constructor(private readonly db: Db, private readonly regions: RegionIndex) {}

  private async stored(mainAccountId: number): Promise<{ regionCode: string | null; labels: number }> {
    const [row] = await this.db.select({ regionCode: watchConfigs.regionCode, labels: watchConfigs.labels }).from(watchConfigs)
      .where(eq(watchConfigs.userId, mainAccountId));
    return row ?? { regionCode: null, labels: 0 };
  }

  async config(watcher: Watcher): Promise<WatchConfig> {
    const { regionCode, labels } = await this.stored(mainAccountOf(watcher));
    return { region: regionCode ? this.regions.ref(regionCode) : null, labels: labelCodesOf(labels), editable: watcher.customer.mainAccountId === null };
  }

  /** The region the watcher's account bought; 409 until an administrator sets one. */
  async regionOf(watcher: Watcher): Promise<string> {
    const { regionCode } = await this.stored(mainAccountOf(watcher));
    if (!regionCode) throw conflict(MESSAGES.companies.noRegion);
    return regionCode;
  }

  async region(watcher: Watcher): Promise<RegionRef | null> {
    return (await this.config(watcher)).region;
  }

  /** A region asked for inside the watcher's own, or the watcher's own; any other is refused (403). */
  async regionWithin(watcher: Watcher, asked: string | undefined): Promise<string> {
    const own = await this.regionOf(watcher);
    if (asked === undefined) return own;
    if (!this.regions.covers(own, asked)) throw forbiddenBecause(MESSAGES.companies.regionOutside);
    return asked;
  }

  async setLabels(watcher: Watcher, labels: number[]): Promise<WatchConfig> {
    await this.db.insert(watchConfigs).values({ userId: watcher.userId, labels: labelBits(labels) })
      .onConflictDoUpdate({ target: watchConfigs.userId, set: { labels: labelBits(labels), updatedAt: new Date() } });
    return this.config(watcher);
  }

  async list(query: { pageNumber: number; pageSize: number; name?: string }): Promise<Page<WatchConfigRecord>> {
    const where = and(isMainCustomer, query.name === undefined ? undefined : sql`(${contains(users.name, query.name)} or ${contains(users.username, query.name)} or ${contains(users.company, query.name)})`);
    const [rows, [counted]] = await Promise.all([
      this.selectRecords().where(where).orderBy(desc(users.id)).limit(query.pageSize).offset((query.pageNumber - 1) * query.pageSize),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { records: rows.map((row) => this.record(row)), total: counted!.total, pageNumber: query.pageNumber, pageSize: query.pageSize };
  }

  private selectRecords(db: Db = this.db) {
    return db.select({ userId: users.id, username: users.username, name: users.name, company: users.company, regionCode: watchConfigs.regionCode, labels: watchConfigs.labels })
      .from(users).leftJoin(watchConfigs, eq(watchConfigs.userId, users.id)).$dynamic();
  }

  private record({ regionCode, labels, ...account }: { userId: number; username: string; name: string; company: string; regionCode: string | null; labels: number | null }): WatchConfigRecord {
    return { ...account, region: regionCode ? this.regions.ref(regionCode) : null, labels: labelCodesOf(labels ?? 0) };
  }

  /** An administrator sets a customer main account's region and labels. */
  async save(actor: Actor, { userId, regionCode, labels }: { userId: number; regionCode: string | null; labels: number[] }): Promise<WatchConfigRecord> {
    if (regionCode !== null && !this.regions.has(regionCode)) throw badRequest(MESSAGES.invalidField('regionCode', MESSAGES.companies.regionUnknown(regionCode)));
    return this.db.transaction(async (tx) => {
      const [account] = await tx.select({ id: users.id, main: sql<boolean>`${isMainCustomer}` }).from(users).where(eq(users.id, userId));
      if (!account) throw notFound(MESSAGES.userNotFound);
      if (!account.main) throw badRequest(MESSAGES.invalidField('userId', MESSAGES.companies.notCustomerMain));
      const [before] = await tx.select().from(watchConfigs).where(eq(watchConfigs.userId, userId));
      const values = { regionCode, labels: labelBits(labels), updatedAt: new Date() };
      const [after] = await tx.insert(watchConfigs).values({ userId, ...values }).onConflictDoUpdate({ target: watchConfigs.userId, set: values }).returning();
      await recordAudit(tx, actor, { action: before ? 'update' : 'create', target: 'watchConfig', targetId: userId, before: before ?? null, after: after! });
      const [row] = await this.selectRecords(tx).where(eq(users.id, userId));
      return this.record(row!);
    });
  }
}
