import { Image } from 'antd';
import { domainConfigCreateBody, domainConfigListQuery, domainConfigUpdateBody, domainsRoutes } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { defineResource, ENABLED_STATUSES } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';
import { OwnerSelect } from './OwnerSelect.tsx';

const LOGO_SIZE = 28;

export const domainsResource = defineResource({
  key: 'domains',
  page: 'domain-manage',
  title: 'domains.record',
  rowKey: 'id',
  query: domainConfigListQuery,
  list: (query) => call(domainsRoutes.list, { body: query }),
  create: (body) => call(domainsRoutes.save, { body }),
  createSchema: domainConfigCreateBody,
  update: (body) => call(domainsRoutes.update, { body }),
  updateSchema: domainConfigUpdateBody,
  remove: (ids) => call(domainsRoutes.delete, { query: { ids: ids.join(',') } }),
  columns: [
    { key: 'domain', title: 'domains.domain', sortable: 'domain', search: { kind: 'text' }, form: { kind: 'text', required: true } },
    { key: 'appId', title: 'domains.appId', search: { kind: 'text' }, form: { kind: 'text' } },
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
    { key: 'enabled', title: 'domains.status', options: ENABLED_STATUSES, search: { kind: 'boolean' }, form: { kind: 'switch', initialValue: true } },
    { key: 'remark', title: 'domains.remark', form: { kind: 'textarea' } },
    { key: 'createdAt', title: 'domains.createdAt', sortable: 'createdAt', exportValue: (domain) => formatDateTime(domain.createdAt) },
  ],
});
