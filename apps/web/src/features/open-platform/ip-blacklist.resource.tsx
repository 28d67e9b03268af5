import { ipBlacklistCrud, ipBlacklistRoutes } from '@console/contract/open-platform';
import { declaredResource } from '../../crud/crud-resource.ts';
import { callWith } from '../../lib/request.ts';

/** Addresses and ranges the gateway refuses; the dialog checks an address with the contract's schema before sending it. */
export const ipBlacklistResource = declaredResource(ipBlacklistCrud, {
  messages: 'ipBlacklist',
  columns: [
    { key: 'ip', render: (entry) => <code>{entry.ip}</code>, form: { hint: 'ipBlacklist.ipHint' } },
    { key: 'enabled', toggle: (entry, on) => callWith(on ? ipBlacklistRoutes.enable : ipBlacklistRoutes.disable, { id: entry.id }) },
    'remark',
    'createdAt',
  ],
});
