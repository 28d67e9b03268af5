import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isvsCrud, isvsRoutes, type IsvRecord } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';
import { callWith } from '../../lib/request.ts';
import { isvRoleOptions } from './options.ts';

/** The secret as the server answers it: `******` when there is one; never the secret itself. */
export function SecretCell({ isv }: { isv: Pick<IsvRecord, 'secret'> }) {
  const { t } = useTranslation();
  return isv.secret ? <span>{isv.secret}</span> : <Typography.Text type="secondary">{t('isvs.notSet')}</Typography.Text>;
}

/** The partners calling the gateway; their keys are a drawer of the page. There is no delete: an ISV is disabled. */
export const isvsResource = declaredResource(isvsCrud, {
  title: 'isvs.record',
  columns: [
    { key: 'appKey', title: 'isvs.appKey', render: (isv) => <Typography.Text code>{isv.appKey}</Typography.Text> },
    { key: 'name', title: 'isvs.name', form: { kind: 'text', maxLength: 100 } },
    {
      key: 'roleNames', title: 'isvs.roles', render: (isv) => isv.roleNames.map((role) => <Tag key={role}>{role}</Tag>),
      form: { kind: 'multiSelect', field: 'roleIds', options: isvRoleOptions },
    },
    { key: 'signTypes', title: 'isvs.signTypes', render: (isv) => isv.signTypes.map((type) => <Tag key={type} color="geekblue">{type}</Tag>) },
    { key: 'secret', title: 'isvs.secret', render: (isv) => <SecretCell isv={isv} /> },
    {
      key: 'enabled', title: 'isvs.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true },
      toggle: (isv, on) => callWith(isvsRoutes.update, { id: isv.id, enabled: on }),
    },
    { key: 'remark', title: 'isvs.remark', defaultHidden: true, form: { kind: 'textarea', maxLength: 500 } },
    { key: 'createdAt', title: 'isvs.createdAt', exportValue: (isv) => formatDateTime(isv.createdAt) },
  ],
});
