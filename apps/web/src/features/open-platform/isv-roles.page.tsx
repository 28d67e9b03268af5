import { CrudPage } from '../../crud/crud-page.tsx';
import { isvRolesResource } from './isv-roles.resource.tsx';

/** ISV角色管理: the roles ISVs hold, which the routes are granted to. */
export default function IsvRolesPage() {
  return <CrudPage resource={isvRolesResource} />;
}
