import { Tag } from 'antd';
import { departmentsRoutes, rolesRoutes, userCreateBody, userListQuery, usersRoutes, userUpdateBody } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { defineResource, ENABLED_STATUSES, type Option } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';

const USER_TYPES: Option[] = [
  { value: 0, label: 'users.userTypes.staff' },
  { value: 10, label: 'users.userTypes.customer' },
];

const departmentOptions = async (): Promise<Option[]> =>
  (await call(departmentsRoutes.options)).map(({ id, name }) => ({ value: id, label: name }));

const roleOptions = async (): Promise<Option[]> =>
  (await call(rolesRoutes.select)).map(({ id, name }) => ({ value: id, label: name }));

export const usersResource = defineResource({
  key: 'users',
  page: 'user-manage',
  title: 'users.title',
  rowKey: 'id',
  query: userListQuery,
  list: (query) => call(usersRoutes.list, { query }),
  create: (body) => call(usersRoutes.save, { body }),
  createSchema: userCreateBody,
  update: (body) => call(usersRoutes.update, { body }),
  updateSchema: userUpdateBody,
  remove: (ids) => call(usersRoutes.delete, { body: { ids: ids.join(',') } }),
  columns: [
    { key: 'username', title: 'users.username', sortable: 'username', search: { kind: 'text' }, form: { kind: 'text', required: true, only: 'create' } },
    { key: 'password', title: 'users.password', hideInTable: true, form: { kind: 'password', required: true, only: 'create' } },
    { key: 'name', title: 'users.name', sortable: 'name', search: { kind: 'text' }, form: { kind: 'text', required: true } },
    { key: 'phone', title: 'users.phone', search: { kind: 'text' }, form: { kind: 'text' } },
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
    { key: 'enabled', title: 'users.status', options: ENABLED_STATUSES, search: { kind: 'boolean' } },
    { key: 'createdAt', title: 'users.createdAt', sortable: 'createdAt', exportValue: (user) => formatDateTime(user.createdAt) },
  ],
});
