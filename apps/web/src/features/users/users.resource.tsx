import { Tag } from 'antd';
import { departmentsRoutes, rolesRoutes, usersCrud } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES, namedOptions, type Option } from '../../crud/resource.ts';

const USER_TYPES: Option[] = [
  { value: 0, label: 'users.userTypes.staff' },
  { value: 10, label: 'users.userTypes.customer' },
];

const departmentOptions = namedOptions(departmentsRoutes.options);
const roleOptions = namedOptions(rolesRoutes.select);

export const usersResource = declaredResource(usersCrud, {
  title: 'users.title',
  columns: [
    { key: 'username', title: 'users.username', form: { kind: 'text', only: 'create' } },
    { key: 'password', title: 'users.password', hideInTable: true, form: { kind: 'password', only: 'create' } },
    { key: 'name', title: 'users.name', form: { kind: 'text' } },
    { key: 'phone', title: 'users.phone', form: { kind: 'text' } },
    { key: 'email', title: 'users.email', form: { kind: 'text' } },
    {
      key: 'departmentName',
      title: 'users.department',
      search: { kind: 'select', field: 'departmentId', options: departmentOptions },
      form: { kind: 'select', field: 'departmentId', options: departmentOptions },
    },
    {
      key: 'roleNames',
      title: 'users.roles',
      render: (user) => user.roleNames.map((role) => <Tag key={role}>{role}</Tag>),
      form: { kind: 'multiSelect', field: 'roleIds', options: roleOptions },
    },
    { key: 'userType', title: 'users.userType', options: USER_TYPES, search: { kind: 'select' }, form: { kind: 'select', initialValue: 0 } },
    { key: 'enabled', title: 'users.status', options: ENABLED_STATUSES },
    { key: 'createdAt', title: 'users.createdAt', exportValue: (user) => formatDateTime(user.createdAt) },
  ],
});
