import { subAccountsCrud, subAccountsRoutes } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';

export const subAccountsResource = declaredResource(subAccountsCrud, {
  title: 'userSub.title',
  columns: [
    { key: 'username', title: 'userSub.username', form: { kind: 'text', only: 'create' } },
    { key: 'password', title: 'userSub.password', hideInTable: true, form: { kind: 'password', only: 'create' } },
    { key: 'name', title: 'userSub.name', form: { kind: 'text' } },
    { key: 'phone', title: 'userSub.phone', form: { kind: 'text' } },
    { key: 'email', title: 'userSub.email', form: { kind: 'text' } },
    {
      key: 'enabled', title: 'userSub.status', options: ENABLED_STATUSES,
      toggle: (subAccount, on) => call(subAccountsRoutes.enableOrDisable, { body: { ids: String(subAccount.id), enabled: on } }),
    },
    { key: 'createdAt', title: 'userSub.createdAt', exportValue: (subAccount) => formatDateTime(subAccount.createdAt) },
  ],
});
