import { useLocation } from 'react-router';
import { ADMIN_ROLE, flattenPages, type PageName, type PermType } from '@console/contract';
import { useCurrentRoute } from '../lib/current-route.ts';
import { hasPermType } from '../lib/permission-menu.ts';
import { useSession } from '../stores/session.store.ts';

const split = (perms: string) => perms.split(',').map((perm) => perm.trim()).filter(Boolean);

/** The page url whose permission types apply: the page being rendered, else the current location. */
function usePageUrl(): string {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  return route?.path ?? pathname;
}

/** True when every listed permission type (comma-separated) is granted on the current page. */
export function useHas(perms: string): boolean {
  const url = usePageUrl();
  const permissionList = useSession((state) => state.permissionList);
  return split(perms).every((perm) => hasPermType(permissionList, url, perm));
}

/** True when at least one listed permission type is granted on the current page. */
export function useHasAny(perms: string): boolean {
  const url = usePageUrl();
  const permissionList = useSession((state) => state.permissionList);
  return split(perms).some((perm) => hasPermType(permissionList, url, perm));
}

/** True when the stored roles contain the role. */
export function useHasRole(role: string): boolean {
  return useSession((state) => state.roles.includes(role));
}

const PAGE_URLS = new Map(flattenPages().map(({ name, url }) => [name, url]));

/** True when a permission type is granted on a page other than the current one; the admin role holds them all. */
export function useHasOnPage(page: PageName, perm: PermType): boolean {
  const isAdmin = useHasRole(ADMIN_ROLE);
  const permissionList = useSession((state) => state.permissionList);
  return isAdmin || hasPermType(permissionList, PAGE_URLS.get(page)!, perm);
}
