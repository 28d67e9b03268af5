import { CrudPage } from '../../crud/crud-page.tsx';
import { isvRolesResource } from './isv-roles.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(isvRolesResource);

/** ISV角色管理: the roles ISVs hold, which the routes are granted to. */
export default function IsvRolesPage() {
  return <CrudPage resource={isvRolesResource} />;
}
