import { ipBlacklistCrud, ipBlacklistRoutes } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';
import { callWith } from '../../lib/request.ts';

/** Addresses and ranges the gateway refuses; the dialog checks an address with the contract's schema before sending it. */
export const ipBlacklistResource = declaredResource(ipBlacklistCrud, {
  title: 'ipBlacklist.record',
  columns: [
    { key: 'ip', title: 'ipBlacklist.ip', render: (entry) => <code>{entry.ip}</code>, form: { kind: 'text', maxLength: 50, hint: 'ipBlacklist.ipHint' } },
    {
      key: 'enabled', title: 'ipBlacklist.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true },
      toggle: (entry, on) => callWith(on ? ipBlacklistRoutes.enable : ipBlacklistRoutes.disable, { id: entry.id }),
    },
    { key: 'remark', title: 'ipBlacklist.remark', form: { kind: 'textarea', maxLength: 500 } },
    { key: 'createdAt', title: 'ipBlacklist.createdAt', exportValue: (entry) => formatDateTime(entry.createdAt) },
  ],
});
