import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rolesRoutes, type RoleRecord } from '@console/contract';
import { shownRoleName } from '../../components/role-name.ts';
import { formatDateTime } from '../../crud/cells.tsx';
import { defineResource, ENABLED_STATUSES, type Option } from '../../crud/resource.ts';
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

export const rolesResource = defineResource({
  key: 'roles',
  title: 'roles.title',
  rowKey: 'id',
  list: rolesRoutes.list,
  create: (body) => call(rolesRoutes.save, { body }),
  createSchema: rolesRoutes.save.body!,
  update: (body) => call(rolesRoutes.update, { body }),
  updateSchema: rolesRoutes.update.body!,
  // Refused with the server's message (shown by the request client) while a user still holds the role.
  remove: (ids) => call(rolesRoutes.delete, { body: { ids: ids.join(',') } }),
  system: { tagOn: 'name', undeletable: 'roles.systemUndeletable', fixed: { columns: ['code', 'enabled'], reason: 'roles.systemFixed' } },
  columns: [
    { key: 'code', title: 'roles.code', sortable: 'code', search: { kind: 'text' }, form: { kind: 'text', required: true, only: 'create' } },
    { key: 'name', title: 'roles.name', sortable: 'name', search: { kind: 'text' }, form: { kind: 'text', required: true }, render: (role) => shownRoleName(role.name) },
    { key: 'description', title: 'roles.description', form: { kind: 'textarea' } },
    { key: 'enabled', title: 'roles.status', options: ENABLED_STATUSES, search: { kind: 'boolean' }, form: { kind: 'switch', initialValue: true } },
    { key: 'requiresTwoFactor', title: 'roles.requiresTwoFactor', options: TWO_FACTOR, form: { kind: 'switch', initialValue: false, hint: 'roles.requiresTwoFactorHint' } },
    { key: 'userCount', title: 'roles.userCount' },
    { key: 'allowedNetworks', title: 'roles.networks.column', render: (role) => <Networks role={role} />, exportValue: (role) => role.allowedNetworks.join(' ') },
    { key: 'createdAt', title: 'roles.createdAt', sortable: 'createdAt', exportValue: (role) => formatDateTime(role.createdAt) },
  ],
});
