import { useMemo } from 'react';
import type { NavItem } from '@console/contract/menu';
import type { AppRoute } from '../lib/routes.ts';
import { useSession } from '../stores/session.store.ts';
import { addCreatedMenus, decorateFromMenu, filterRoutes } from './route-generation.ts';
import { ASYNC_ROUTES } from './routes.tsx';

interface LoadedSession {
  /** 0 until the session is loaded. */
  userId: number;
  roles: readonly string[];
  permissionList: readonly NavItem[];
}

/**
 * The routes the user's roles give, titled from the server menu, with the menus administrators
 * created; none until the session is loaded.
 */
export function permissionRoutes({ userId, roles, permissionList }: LoadedSession): AppRoute[] {
  return userId === 0 ? [] : addCreatedMenus(decorateFromMenu(filterRoutes(ASYNC_ROUTES, roles), permissionList), permissionList);
}

/** The permission routes of the signed-in user, generated again whenever the session changes. */
export function usePermissionRoutes(): AppRoute[] {
  const userId = useSession((state) => state.userId);
  const roles = useSession((state) => state.roles);
  const permissionList = useSession((state) => state.permissionList);
  return useMemo(() => permissionRoutes({ userId, roles, permissionList }), [userId, roles, permissionList]);
}
