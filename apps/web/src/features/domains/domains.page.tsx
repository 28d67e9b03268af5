import { CrudPage } from '../../crud/crud-page.tsx';
import { domainsResource } from './domains.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(domainsResource);

/** The host names customers reach the console on, each with its application, title, logo and owner. */
export default function DomainsPage() {
  return <CrudPage resource={domainsResource} />;
}
