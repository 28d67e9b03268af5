import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rolesCrud, rolesRoutes, type RoleRecord } from '@console/contract/roles';
import { shownRoleName } from '../../components/role-name.ts';
import { declaredResource } from '../../crud/crud-resource.ts';
import { defineResource, type Option } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';


/** Where the role's holders may sign in from: its addresses, or anywhere. */
function Networks({ role }: { role: RoleRecord }) {
  const { t } = useTranslation();
  if (role.allowedNetworks.length === 0) return <Typography.Text type="secondary">{t('roles.networks.any')}</Typography.Text>;
  return role.allowedNetworks.map((network) => <Tag key={network}>{network}</Tag>);
}

/** Whether a role's holders must sign in with two factors. */
const TWO_FACTOR: Option[] = [
  { value: true, label: 'roles.twoFactorRequired', color: 'processing' },
  { value: false, label: 'roles.twoFactorNotRequired', color: 'default' },
];

/** Listed and deleted as declared (refused while a user holds the role); the dialog saves a role with the roles' own calls. */
export const rolesResource = defineResource({
  ...declaredResource(rolesCrud, {
    messages: 'roles',
    system: { tagOn: 'name', undeletable: 'roles.systemUndeletable', fixed: { columns: ['code', 'enabled'], reason: 'roles.systemFixed' } },
    columns: [
      { key: 'code', form: { kind: 'text', required: true, only: 'create' } },
      { key: 'name', form: { kind: 'text', required: true }, render: (role) => shownRoleName(role.name) },
      { key: 'description', form: { kind: 'textarea' } },
      { key: 'enabled', form: { kind: 'switch', initialValue: true } },
      { key: 'requiresTwoFactor', options: TWO_FACTOR, form: { kind: 'switch', initialValue: false, hint: 'roles.requiresTwoFactorHint' } },
      'userCount',
      { key: 'allowedNetworks', title: 'roles.networks.column', render: (role) => <Networks role={role} />, exportValue: (role) => role.allowedNetworks.join(' ') },
      'createdAt',
    ],
  }),
  create: (body) => call(rolesRoutes.save, { body }),
  createSchema: rolesRoutes.save.body!,
  update: (body) => call(rolesRoutes.update, { body }),
  updateSchema: rolesRoutes.update.body!,
});
