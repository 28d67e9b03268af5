import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { countIn, type ListSpec } from '../../crud/listing.ts';
import { users } from '../users/users.table.ts';
import { domainConfigs, type DomainConfigRow } from './domains.table.ts';

const sameDomain = (domain: string) => sql`lower(${domainConfigs.domain}) = lower(${domain})`;

export async function domainTaken(db: Db, domain: string, exceptId?: number): Promise<boolean> {
  const where = exceptId ? and(sameDomain(domain), ne(domainConfigs.id, exceptId)) : sameDomain(domain);
  const [row] = await db.select({ id: domainConfigs.id }).from(domainConfigs).where(where).limit(1);
  return row !== undefined;
}

export async function findEnabledByDomain(db: Db, domain: string): Promise<DomainConfigRow | undefined> {
  const [row] = await db.select().from(domainConfigs).where(and(sameDomain(domain), eq(domainConfigs.enabled, true))).limit(1);
  return row;
}

export type DomainConfigListRow = DomainConfigRow & { ownerName: string | null };

function selectListRows(db: Db) {
  return db
    .select({ config: domainConfigs, ownerName: users.name })
    .from(domainConfigs)
    .leftJoin(users, eq(users.id, domainConfigs.ownerUserId));
}

const toListRow = ({ config, ownerName }: { config: DomainConfigRow; ownerName: string | null }): DomainConfigListRow => ({ ...config, ownerName });

export type DomainConfigSort = 'id' | 'domain' | 'createdAt';

/** The domain list: one page of configurations with their owner's name. */
export function domainConfigList(db: Db): ListSpec<DomainConfigListRow, DomainConfigSort> {
  return {
    sortable: { id: domainConfigs.id, domain: domainConfigs.domain, createdAt: domainConfigs.createdAt },
    defaultOrder: [desc(domainConfigs.id)],
    count: countIn(db, domainConfigs),
    rows: async (where, orderBy, limit, offset) =>
      (await selectListRows(db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toListRow),
  };
}

export async function listRowById(db: Db, id: number): Promise<DomainConfigListRow | undefined> {
  const [row] = await selectListRows(db).where(eq(domainConfigs.id, id)).limit(1);
  return row && toListRow(row);
}
