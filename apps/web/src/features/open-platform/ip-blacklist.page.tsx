import { CrudPage } from '../../crud/crud-page.tsx';
import { ipBlacklistResource } from './ip-blacklist.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(ipBlacklistResource);

/** IP黑名单: addresses and ranges whose calls the gateway refuses before anything else. */
export default function IpBlacklistPage() {
  return <CrudPage resource={ipBlacklistResource} />;
}
