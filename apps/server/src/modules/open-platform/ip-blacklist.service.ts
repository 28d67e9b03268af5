import { ipBlacklistCrud, type IpBlacklistRecord } from '@console/contract';
import { CrudService } from '../../crud/crud-service.ts';
import type { Db } from '../../platform/database.ts';
import { ipBlacklist } from './open-platform.table.ts';

/** Addresses and ranges the gateway refuses; IPv6 is kept in lower case so that one range is one entry. */
export class IpBlacklistService extends CrudService<typeof ipBlacklist, IpBlacklistRecord> {
  constructor(db: Db) {
    super(db, ipBlacklistCrud, { table: ipBlacklist });
  }

  protected override valuesOf(fields: Record<string, unknown>): Record<string, unknown> {
    const values = super.valuesOf(fields);
    if (typeof values.ip === 'string') values.ip = values.ip.toLowerCase();
    return values;
  }
}
