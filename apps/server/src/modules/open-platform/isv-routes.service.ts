import { asc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { isvRoutesCrud, type IsvRouteRecord } from '@console/contract/open-platform';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { CrudService, type SelectedRow, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { ROUTE_ROLE_LINKS, rolesOf, type IsvRolesService } from './isv-roles.service.ts';
import { isvRoutes, type IsvRouteRow } from './open-platform.table.ts';


/** The routes partners may call: an upstream address or one of the platform's open operations, and who may call it. */
export class IsvRoutesService extends CrudService<typeof isvRoutes, typeof isvRoutesCrud> {
  constructor(db: Db, private readonly roles: IsvRolesService) {
    super(db, isvRoutesCrud, { table: isvRoutes, computed: rolesOf(ROUTE_ROLE_LINKS, sql.raw('"isv_routes"."id"')) });
  }

  /** A route goes where its kind says: an http route needs its address, an operation route its operation. */
  protected override async checkWrite(_tx: Db, { fields, before }: WriteContext<IsvRouteRow, typeof isvRoutesCrud>): Promise<void> {
    const targetKind = fields.targetKind ?? before!.targetKind;
    const targetUrl = fields.targetUrl === undefined ? before?.targetUrl : fields.targetUrl;
    const operation = fields.operation === undefined ? before?.operation : fields.operation;
    if (targetKind === 'http' && !targetUrl) throw badRequest(MESSAGES.invalidField('targetUrl', MESSAGES.isvRouteTargetUrlRequired));
    if (targetKind === 'operation' && !operation) throw badRequest(MESSAGES.invalidField('operation', MESSAGES.isvRouteOperationRequired));
  }

  protected override toRecord(selected: SelectedRow): IsvRouteRecord {
    const record = super.toRecord(selected);
    return { ...record, roleIds: record.roleIds.map(Number) };
  }

  async options() {
    return this.db.select({ id: isvRoutes.id, name: isvRoutes.name, version: isvRoutes.version, title: isvRoutes.title })
      .from(isvRoutes).orderBy(asc(isvRoutes.name), asc(isvRoutes.version));
  }

  /** The ISV roles that may call the route, replacing those before. */
  setRoles(actor: Actor, id: number, roleIds: number[]): Promise<IsvRouteRecord> {
    return this.db.transaction(async (tx) => {
      const before = await this.get(id, tx);
      await this.roles.setRoles(tx, ROUTE_ROLE_LINKS, id, roleIds);
      await tx.update(isvRoutes).set({ updatedAt: new Date() }).where(eq(isvRoutes.id, id));
      await recordAudit(tx, actor, { action: 'update', target: this.declaration.name, targetId: id, before: { roleIds: before.roleIds }, after: { roleIds } });
      return this.get(id, tx);
    });
  }
}
