import { eq } from 'drizzle-orm';
import type { ChangeField } from '@console/contract/company-watch';
import type { Db } from '../../platform/database.ts';
import { companyChanges, companyMigrations, type CompanyRow } from './companies.table.ts';
import { labelCodesOf } from './labels.ts';

/** How a watched field's value is kept in a change: text a person reads, a code, label codes, a region code. */
const WATCHED: Record<ChangeField, (row: CompanyRow) => string> = {
  name: (row) => row.name,
  registeredCapital: (row) => String(row.registeredCapital),
  address: (row) => row.address,
  status: (row) => row.status,
  labels: (row) => labelCodesOf(row.labels).join(','),
  region: (row) => row.regionCode,
};

/**
 * Writes what an edit of a company changed: a change event for each watched field that differs, a move
 * (dated the day of `changedAt`) when the region does, and the moves' copy of its labels and industry.
 * Answers whether a change event was recorded.
 */
export async function recordChanges(tx: Db, before: CompanyRow, after: CompanyRow, changedAt = new Date()): Promise<boolean> {
  const events = (Object.entries(WATCHED) as [ChangeField, (row: CompanyRow) => string][])
    .map(([field, valueOf]) => ({ field, before: valueOf(before), after: valueOf(after) }))
    .filter((event) => event.before !== event.after)
    .map((event) => ({ ...event, companyId: after.id, regionCode: after.regionCode, changedAt }));
  if (before.labels !== after.labels || before.industry !== after.industry) {
    await tx.update(companyMigrations).set({ labels: after.labels, industry: after.industry }).where(eq(companyMigrations.companyId, after.id));
  }
  if (events.length === 0) return false;
  await tx.insert(companyChanges).values(events);
  if (before.regionCode !== after.regionCode) {
    await tx.insert(companyMigrations).values({
      companyId: after.id, fromRegion: before.regionCode, toRegion: after.regionCode, migratedOn: changedAt.toISOString().slice(0, 10),
      labels: after.labels, industry: after.industry,
    });
  }
  return true;
}
