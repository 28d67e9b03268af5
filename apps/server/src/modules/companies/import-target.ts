import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { recordChanges } from './changes.ts';
import { companies, type CompanyRow } from './companies.table.ts';
import type { CompanyFollows } from './follows.ts';
import type { ImportedCompany, ImportTarget } from './import/company-import.ts';
import { labelBits } from './labels.ts';
import type { RegionIndex } from './regions.ts';

const columnsOf = (row: ImportedCompany) => ({
  name: row.name, creditCode: row.creditCode, regionCode: row.regionCode, industry: row.industry, address: row.address,
  registeredCapital: row.registeredCapital, foundedOn: row.foundedOn, status: row.status, labels: labelBits(row.labels),
});

/**
 * How imported rows reach the library: new credit codes are inserted, known ones updated (in `upsert`
 * mode) with their changes and moves recorded like an edit's, dated by the row's 变更日期.
 */
export function companyImportTarget(regions: RegionIndex, follows: CompanyFollows): ImportTarget {
  const existingRows = async (db: Db, codes: string[]): Promise<Map<string, CompanyRow>> => {
    if (codes.length === 0) return new Map();
    const rows = await db.select().from(companies).where(inArray(companies.creditCode, codes));
    return new Map(rows.map((row) => [row.creditCode, row]));
  };
  return {
    knownRegion: (code) => regions.has(code),
    existingCreditCodes: async (db, codes) => new Set((await existingRows(db, codes)).keys()),
    async writeImported(tx, _actor, rows, mode) {
      const existing = await existingRows(tx, rows.map((row) => row.creditCode));
      const fresh = rows.filter((row) => !existing.has(row.creditCode));
      if (fresh.length > 0) await tx.insert(companies).values(fresh.map(columnsOf));
      let updated = 0;
      const changed: number[] = [];
      if (mode === 'upsert') {
        for (const row of rows) {
          const before = existing.get(row.creditCode);
          if (!before) continue;
          const [after] = await tx.update(companies).set({ ...columnsOf(row), updatedAt: new Date() }).where(eq(companies.id, before.id)).returning();
          if (await recordChanges(tx, before, after!, row.changedOn ? new Date(`${row.changedOn}T00:00:00Z`) : undefined)) changed.push(before.id);
          updated += 1;
        }
      }
      return { inserted: fresh.length, updated, changed };
    },
    announceChanges: async (companyIds) => follows.tell(await follows.followersOf(companyIds)),
  };
}
