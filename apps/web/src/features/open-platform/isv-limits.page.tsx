import { CrudPage } from '../../crud/crud-page.tsx';
import { isvLimitsResource } from './isv-limits.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(isvLimitsResource);

/** 限流管理: how many calls the gateway lets through, per route, app key, address or a combination. */
export default function IsvLimitsPage() {
  return <CrudPage resource={isvLimitsResource} />;
}
