import { eq } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { isvLimitsCrud, type IsvLimitRecord } from '@console/contract/open-platform';
import { CrudService, type SelectedRow, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { isvLimits, isvRoutes, type IsvLimitRow } from './open-platform.table.ts';

/** Rate limits: what they count (a route, an app key, an address, or those together) and how much they allow. */
export class IsvLimitsService extends CrudService<typeof isvLimits, typeof isvLimitsCrud> {
  constructor(db: Db) {
    super(db, isvLimitsCrud, {
      table: isvLimits,
      computed: { routeName: isvRoutes.name },
      join: (query) => query.leftJoin(isvRoutes, eq(isvRoutes.id, isvLimits.routeId)),
      references: { routeId: { table: isvRoutes, message: (id) => MESSAGES.invalidField('routeId', MESSAGES.limitRouteMissing(id)) } },
    });
  }

  /** An update may not take away the last thing a limit counts. */
  protected override async checkWrite(_tx: Db, { fields, before }: WriteContext<IsvLimitRow, typeof isvLimitsCrud>): Promise<void> {
    if (!before) return;
    const value = (field: 'routeId' | 'appKey' | 'ip') => (fields[field] === undefined ? before[field] : fields[field]);
    if (!value('routeId') && !value('appKey') && !value('ip')) throw badRequest(MESSAGES.invalidField('routeId', MESSAGES.limitNeedsSubject));
  }

  protected override toRecord(selected: SelectedRow): IsvLimitRecord {
    const record = super.toRecord(selected);
    return { ...record, routeName: record.routeName ?? '' };
  }
}
