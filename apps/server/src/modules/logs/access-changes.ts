import { sql } from 'drizzle-orm';
import { type RouteDef } from '@console/contract';
import { type AccessChange } from '@console/contract/logs';
import { productGrantsRoutes } from '@console/contract/products';
import { rolesRoutes } from '@console/contract/roles';
import { usersRoutes } from '@console/contract/users';
import { auditLog } from '../../crud/audit.table.ts';
import { roles } from '../roles/roles.table.ts';
import { users } from '../users/users.table.ts';

const always = () => true;
/** A call whose body carries one of these fields (a user saved with roles, a role with its grants). */
const carries = (...fields: string[]) => (body: unknown) => typeof body === 'object' && body !== null && fields.some((field) => Object.hasOwn(body, field));

/**
 * The calls that grant or take away access, and when a call does: their entries are the 权限变更 log
 * (kind `access`), which the audit administrator reads, refused attempts included.
 */
const ACCESS_CHANGES = new Map<RouteDef, (body: unknown) => boolean>([
  [usersRoutes.create, carries('roleIds')],
  [usersRoutes.update, carries('roleIds')],
  [rolesRoutes.save, always],
  [rolesRoutes.update, carries('grants', 'enabled')],
  [rolesRoutes.delete, always],
  [rolesRoutes.saveDataRule, always],
  [rolesRoutes.addPermissionRule, always],
  [rolesRoutes.editPermissionRule, always],
  [rolesRoutes.deletePermissionRule, always],
  [rolesRoutes.networks, always],
  [productGrantsRoutes.saveOfUser, always],
  [productGrantsRoutes.saveOfRole, always],
]);

export const changesAccess = (route: RouteDef, body: unknown): boolean => ACCESS_CHANGES.get(route)?.(body) ?? false;

/** The outer row's columns, qualified: drizzle leaves columns of a single-table select unqualified. */
const entryRequestId = sql.raw('"request_logs"."request_id"');
const entryUserId = sql.raw('"request_logs"."user_id"');

/**
 * What an access entry's call changed: the audit records its request wrote (by the same account: a
 * request id a caller chose cannot borrow another's), each naming its account (also that of sessions
 * ended) or role as now called.
 */
export const changesOfEntry = sql<AccessChange[]>`(select coalesce(json_agg(json_build_object(
    'target', change.target, 'targetId', change.target_id, 'changes', change.changes,
    'subject', case
      when change.target in ('user', 'session') then (select named.username from ${users} named where named.id = cast(change.target_id as integer))
      when change.target in ('role', 'role-data-rule') then (select named.name from ${roles} named where named.id = cast(split_part(change.target_id, ':', 1) as integer))
    end) order by change.id), '[]'::json)
  from ${auditLog} change where change.request_id = ${entryRequestId} and change.actor_id = ${entryUserId} and change.changes <> '{}'::jsonb)`;
