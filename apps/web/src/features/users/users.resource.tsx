import { Tag } from 'antd';
import { departmentsRoutes } from '@console/contract/departments';
import { DICT_TYPES } from '@console/contract/dicts';
import { rolesRoutes } from '@console/contract/roles';
import { usersCrud } from '@console/contract/users';
import { ImageUpload } from '../../components/file-upload.tsx';
import { shownRoleName } from '../../components/role-name.ts';
import { Cell } from '../../crud/cells.tsx';
import { i18n } from '../../lib/i18n.ts';
import { declaredResource } from '../../crud/crud-resource.ts';
import { namedOptions, type Option } from '../../crud/resource.ts';
import { dictChoices } from '../../crud/dict.tsx';
import { shownAccountName } from '../../components/account-name.ts';

const userTypes = dictChoices(DICT_TYPES.userType, { numeric: true });
const userTypeCell = { key: 'userType', options: userTypes };

const departmentOptions = namedOptions(departmentsRoutes.options);
const roleOptions = namedOptions(rolesRoutes.select, {}, shownRoleName);

/** Whether a user enrolled a second factor. */
const TWO_FACTOR: Option[] = [{ value: true, label: 'users.twoFactorOn', color: 'success' }, { value: false, label: 'users.twoFactorOff', color: 'default' }];

export const usersResource = declaredResource(usersCrud, {
  messages: 'users',
  columns: [
    'username',
    'password',
    { key: 'name', render: (user) => shownAccountName(user.name) },
    'phone',
    'email',
    { key: 'avatar', hideInTable: true, form: { kind: 'custom', control: <ImageUpload /> } },
    {
      key: 'departmentName',
      search: { kind: 'select', field: 'departmentId', options: departmentOptions },
      form: { field: 'departmentId', options: departmentOptions },
    },
    { key: 'roleNames', render: (user) => user.roleNames.map((role) => <Tag key={role}>{shownRoleName(role)}</Tag>), form: { field: 'roleIds', options: roleOptions } },
    {
      key: 'userType',
      options: userTypes,
      // A sub-account has its main account's type; it is told apart here, as the type alone would call it a main account.
      render: (user) => (user.parentId !== null ? <Tag color="geekblue">{i18n.t('users.subAccountType')}</Tag> : <Cell column={userTypeCell} record={user} />),
      exportValue: (user) => (user.parentId !== null ? i18n.t('users.subAccountType') : undefined),
      form: { initialValue: 0 },
    },
    { key: 'enabled', form: false },
    { key: 'twoFactor', options: TWO_FACTOR, defaultHidden: true },
    'createdAt',
  ],
});
