import { Image } from 'antd';
import { domainsCrud } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';
import { OwnerSelect } from './owner-select.tsx';

const LOGO_SIZE = 28;

export const domainsResource = declaredResource(domainsCrud, {
  title: 'domains.record',
  columns: [
    { key: 'domain', title: 'domains.domain', form: { kind: 'text' } },
    { key: 'appId', title: 'domains.appId', form: { kind: 'text' } },
    { key: 'title', title: 'domains.title', form: { kind: 'text' } },
    {
      key: 'logo',
      title: 'domains.logo',
      render: (domain) => domain.logo && <Image src={domain.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} style={{ objectFit: 'contain' }} />,
      form: { kind: 'text' },
    },
    {
      key: 'ownerName',
      title: 'domains.owner',
      form: {
        kind: 'custom',
        field: 'ownerUserId',
        control: (domain) => <OwnerSelect owner={domain?.ownerUserId ? { id: domain.ownerUserId, name: domain.ownerName ?? '' } : undefined} />,
      },
    },
    { key: 'enabled', title: 'domains.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true } },
    { key: 'remark', title: 'domains.remark', form: { kind: 'textarea' } },
    { key: 'createdAt', title: 'domains.createdAt', exportValue: (domain) => formatDateTime(domain.createdAt) },
  ],
});
