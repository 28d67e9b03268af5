import { Image } from 'antd';
import { domainsCrud } from '@console/contract/domains';
import { declaredResource } from '../../crud/crud-resource.ts';
import { OwnerSelect } from './owner-select.tsx';

const LOGO_SIZE = 28;

export const domainsResource = declaredResource(domainsCrud, {
  messages: 'domains',
  columns: [
    'domain',
    'appId',
    'title',
    { key: 'logo', render: (domain) => domain.logo && <Image src={domain.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} style={{ objectFit: 'contain' }} /> },
    {
      key: 'ownerName',
      form: {
        kind: 'custom',
        field: 'ownerUserId',
        control: (domain) => <OwnerSelect owner={domain?.ownerUserId ? { id: domain.ownerUserId, name: domain.ownerName ?? '' } : undefined} />,
      },
    },
    'enabled',
    'remark',
    'createdAt',
  ],
});
