import { isvRolesRoutes, isvRoutesRoutes } from '@console/contract/open-platform';
import { namedOptions, type OptionsCall } from '../../crud/resource.ts';

/** Every ISV role, as choices of a select (shared by the ISV dialog and the route grants). */
export const isvRoleOptions = namedOptions(isvRolesRoutes.listAll);

interface RouteNaming {
  id: number;
  name: string;
  version: string;
  title: string;
}

/** How a route is named in a select: `company.info.get v1.0 — 企业信息`. */
export const routeLabel = ({ name, version, title }: Omit<RouteNaming, 'id'>) => `${name} v${version} — ${title}`;

/** Every open route, as choices labelled by name, version and title. */
export const isvRouteOptions: OptionsCall = {
  route: isvRoutesRoutes.listAll,
  input: {},
  toOptions: (routes) => (routes as RouteNaming[]).map((route) => ({ value: route.id, label: routeLabel(route) })),
};
