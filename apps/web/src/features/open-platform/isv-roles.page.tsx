import { CrudPage } from '../../crud/CrudPage.tsx';
import { isvRolesResource } from './isv-roles.resource.tsx';

/** ISV角色管理: the roles ISVs hold, which the routes are granted to. */
export default function IsvRolesPage() {
  return <CrudPage resource={isvRolesResource} />;
}
