import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isvsCrud, isvsRoutes, type IsvRecord } from '@console/contract/open-platform';
import { declaredResource } from '../../crud/crud-resource.ts';
import { callWith } from '../../lib/request.ts';
import { isvRoleOptions } from './options.ts';

/** The secret as the server answers it: `******` when there is one; never the secret itself. */
export function SecretCell({ isv }: { isv: Pick<IsvRecord, 'secret'> }) {
  const { t } = useTranslation();
  return isv.secret ? <span>{isv.secret}</span> : <Typography.Text type="secondary">{t('isvs.notSet')}</Typography.Text>;
}

/** The partners calling the gateway; their keys are a drawer of the page. There is no delete: an ISV is disabled. */
export const isvsResource = declaredResource(isvsCrud, {
  messages: 'isvs',
  columns: [
    { key: 'appKey', render: (isv) => <Typography.Text code>{isv.appKey}</Typography.Text> },
    'name',
    { key: 'roleNames', render: (isv) => isv.roleNames.map((role) => <Tag key={role}>{role}</Tag>), form: { field: 'roleIds', options: isvRoleOptions } },
    { key: 'signTypes', render: (isv) => isv.signTypes.map((type) => <Tag key={type} color="geekblue">{type}</Tag>) },
    { key: 'secret', render: (isv) => <SecretCell isv={isv} /> },
    { key: 'enabled', toggle: (isv, on) => callWith(isvsRoutes.update, { id: isv.id, enabled: on }) },
    { key: 'remark', defaultHidden: true },
    'createdAt',
  ],
});
