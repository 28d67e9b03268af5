import { ipBlacklistCrud } from '@console/contract/open-platform';
import { CrudService } from '../../crud/crud-service.ts';
import type { Db } from '../../platform/database.ts';
import { ipBlacklist } from './open-platform.table.ts';

/** Addresses and ranges the gateway refuses. */
export class IpBlacklistService extends CrudService<typeof ipBlacklist, typeof ipBlacklistCrud> {
  constructor(db: Db) {
    super(db, ipBlacklistCrud, { table: ipBlacklist });
  }
}
