import { Tag } from 'antd';
import { departmentsRoutes, DICT_TYPES, rolesRoutes, usersCrud } from '@console/contract';
import { ImageUpload } from '../../components/file-upload.tsx';
import { shownRoleName } from '../../components/role-name.ts';
import { Cell, formatDateTime } from '../../crud/cells.tsx';
import { i18n } from '../../lib/i18n.ts';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES, namedOptions, type Option } from '../../crud/resource.ts';
import { dictChoices } from '../../crud/dict.tsx';
import { shownAccountName } from '../../components/account-name.ts';

const userTypes = dictChoices(DICT_TYPES.userType, { numeric: true });
const userTypeCell = { key: 'userType', options: userTypes };

const departmentOptions = namedOptions(departmentsRoutes.options);
const roleOptions = namedOptions(rolesRoutes.select, {}, shownRoleName);

/** Whether a user enrolled a second factor. */
const TWO_FACTOR: Option[] = [{ value: true, label: 'users.twoFactorOn', color: 'success' }, { value: false, label: 'users.twoFactorOff', color: 'default' }];

export const usersResource = declaredResource(usersCrud, {
  title: 'users.title',
  columns: [
    { key: 'username', title: 'users.username', form: { kind: 'text', only: 'create' } },
    { key: 'password', title: 'users.password', hideInTable: true, form: { kind: 'password', only: 'create' } },
    { key: 'name', title: 'users.name', render: (user) => shownAccountName(user.name), form: { kind: 'text' } },
    { key: 'phone', title: 'users.phone', form: { kind: 'text' } },
    { key: 'email', title: 'users.email', form: { kind: 'text' } },
    { key: 'avatar', title: 'users.avatar', hideInTable: true, form: { kind: 'custom', control: <ImageUpload /> } },
    {
      key: 'departmentName',
      title: 'users.department',
      search: { kind: 'select', field: 'departmentId', options: departmentOptions },
      form: { kind: 'select', field: 'departmentId', options: departmentOptions },
    },
    {
      key: 'roleNames',
      title: 'users.roles',
      render: (user) => user.roleNames.map((role) => <Tag key={role}>{shownRoleName(role)}</Tag>),
      form: { kind: 'multiSelect', field: 'roleIds', options: roleOptions },
    },
    {
      key: 'userType',
      title: 'users.userType',
      options: userTypes,
      // A sub-account has its main account's type; it is told apart here, as the type alone would call it a main account.
      render: (user) => (user.parentId !== null ? <Tag color="geekblue">{i18n.t('users.subAccountType')}</Tag> : <Cell column={userTypeCell} record={user} />),
      exportValue: (user) => (user.parentId !== null ? i18n.t('users.subAccountType') : undefined),
      search: { kind: 'select' },
      form: { kind: 'select', initialValue: 0 },
    },
    { key: 'enabled', title: 'users.status', options: ENABLED_STATUSES },
    { key: 'twoFactor', title: 'users.twoFactor', options: TWO_FACTOR, defaultHidden: true },
    { key: 'createdAt', title: 'users.createdAt', exportValue: (user) => formatDateTime(user.createdAt) },
  ],
});
