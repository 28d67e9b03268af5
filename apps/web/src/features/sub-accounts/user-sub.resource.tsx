import { subAccountsCrud, subAccountsRoutes } from '@console/contract/sub-accounts';
import { declaredResource } from '../../crud/crud-resource.ts';
import { call } from '../../lib/request.ts';

export const subAccountsResource = declaredResource(subAccountsCrud, {
  messages: 'userSub',
  columns: [
    'username',
    'password',
    'name',
    'phone',
    'email',
    { key: 'enabled', form: false, toggle: (subAccount, on) => call(subAccountsRoutes.enableOrDisable, { body: { ids: String(subAccount.id), enabled: on } }) },
    'createdAt',
  ],
});
