import { desc, eq, gte, lt } from 'drizzle-orm';
import { logsCrud, type LogKind, type LogRecord } from '@console/contract';
import { CrudService } from '../../crud/crud-service.ts';
import { startOfUtcDay } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { requestLogs } from './logs.table.ts';

/** The operation and sign-in log, searched by the generic list; entries are only read (`log-chain.ts` writes them). */
export class LogsService extends CrudService<typeof requestLogs, LogRecord> {
  constructor(db: Db) {
    super(db, logsCrud, {
      table: requestLogs,
      defaultOrder: [desc(requestLogs.at), desc(requestLogs.id)],
      customFilters: {
        atFrom: async (day: string) => gte(requestLogs.at, startOfUtcDay(day, 0)),
        atTo: async (day: string) => lt(requestLogs.at, startOfUtcDay(day, 1)),
      },
    });
  }

  listOf(kind: LogKind, query: Parameters<CrudService<typeof requestLogs, LogRecord>['list']>[0]) {
    return this.list(query, eq(requestLogs.kind, kind));
  }
}
