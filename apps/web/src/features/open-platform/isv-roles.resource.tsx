import { isvRolesCrud } from '@console/contract/open-platform';
import { declaredResource } from '../../crud/crud-resource.ts';

/** Deleting a role still held by ISVs or granted routes is refused with the server's message (shown by the request client). */
export const isvRolesResource = declaredResource(isvRolesCrud, {
  messages: 'isvRoles',
  columns: ['code', 'name', 'isvCount', 'routeCount', 'remark', 'createdAt'],
});
