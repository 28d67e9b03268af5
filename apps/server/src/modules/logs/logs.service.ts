import { desc, eq, gte, lt } from 'drizzle-orm';
import { logsCrud, type LogKind } from '@console/contract/logs';
import { CrudService, type CrudStorage } from '../../crud/crud-service.ts';
import { startOfUtcDay } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { changesOfEntry } from './access-changes.ts';
import { requestLogs } from './logs.table.ts';

type ListQuery = Parameters<CrudService<typeof requestLogs, typeof logsCrud>['list']>[0];

const STORAGE: CrudStorage<typeof requestLogs> = {
  table: requestLogs,
  defaultOrder: [desc(requestLogs.at), desc(requestLogs.id)],
  customFilters: {
    atFrom: async (day: string) => gte(requestLogs.at, startOfUtcDay(day, 0)),
    atTo: async (day: string) => lt(requestLogs.at, startOfUtcDay(day, 1)),
  },
};

/**
 * The operation, sign-in and access-change logs, searched by the generic list; entries are only read
 * (`log-chain.ts` writes them). Access entries come with what their call changed.
 */
export class LogsService extends CrudService<typeof requestLogs, typeof logsCrud> {
  private readonly accessChanges: CrudService<typeof requestLogs, typeof logsCrud>;

  constructor(db: Db) {
    super(db, logsCrud, STORAGE);
    this.accessChanges = new CrudService(db, logsCrud, { ...STORAGE, computed: { changes: changesOfEntry } });
  }

  listOf(kind: LogKind, query: ListQuery) {
    return (kind === 'access' ? this.accessChanges : this).list(query, eq(requestLogs.kind, kind));
  }
}
