import { isvRolesCrud } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';

/** Deleting a role still held by ISVs or granted routes is refused with the server's message (shown by the request client). */
export const isvRolesResource = declaredResource(isvRolesCrud, {
  title: 'isvRoles.record',
  columns: [
    { key: 'code', title: 'isvRoles.code', form: { kind: 'text', maxLength: 50 } },
    { key: 'name', title: 'isvRoles.name', form: { kind: 'text', maxLength: 50 } },
    { key: 'isvCount', title: 'isvRoles.isvCount' },
    { key: 'routeCount', title: 'isvRoles.routeCount' },
    { key: 'remark', title: 'isvRoles.remark', form: { kind: 'textarea', maxLength: 500 } },
    { key: 'createdAt', title: 'isvRoles.createdAt', exportValue: (role) => formatDateTime(role.createdAt) },
  ],
});
