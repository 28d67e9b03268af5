import { Suspense, useEffect, useMemo } from 'react';
import { App, Spin } from 'antd';
import { ApiError } from '../lib/request.ts';
import { matchPath, Navigate, useLocation } from 'react-router';
import { useSession } from '../stores/session.store.ts';
import { AdminLayout } from '../shell/AdminLayout.tsx';
import { PageHost } from '../shell/AppMain.tsx';
import { useRouteTitle } from '../shell/route-title.ts';
import { decide } from './guard.ts';
import type { AppRoute } from './route-types.ts';
import { CONSTANT_ROUTES } from './routes.tsx';

const Loading = () => <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

/** The route matching a path, with the chain of routes above it (for the breadcrumb). */
function resolve(routes: readonly AppRoute[], pathname: string, trail: AppRoute[] = []): { route: AppRoute; trail: AppRoute[] } | undefined {
  for (const route of routes) {
    const chain = [...trail, route];
    if (matchPath({ path: route.path, end: true }, pathname)) return { route, trail: chain };
    const inner = route.children && resolve(route.children, pathname, chain);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Generates the permission routes, then lets the guard decide again. A failure forgets the token,
 * which sends the user back to sign in; failed calls already showed their message.
 */
function LoadSession() {
  const load = useSession((state) => state.load);
  const reset = useSession((state) => state.reset);
  const { message } = App.useApp();
  useEffect(() => {
    load().catch((error: Error) => {
      if (!(error instanceof ApiError)) void message.error(error.message);
      reset();
    });
  }, [load, reset, message]);
  return <Loading />;
}

/** Applies the navigation guard, then renders the matched page in its layout; unknown paths go to /404. */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const { token, userId, userType, routes: generated } = useSession();
  const title = useRouteTitle();
  const routes = useMemo(() => [...CONSTANT_ROUTES, ...generated], [generated]);
  const decision = decide(pathname, search, { token, userId, userType });
  const match = decision.kind === 'render' ? resolve(routes, pathname) : undefined;

  useEffect(() => {
    const page = match?.route.meta ? `${title(match.route.meta)} - ` : '';
    document.title = `${page}后台管理系统`;
  }, [match, title]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return <LoadSession />;
  if (!match) return <Navigate to="/404" replace />;
  const { route, trail } = match;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (route.public || route.meta?.notShowMenu) return <Suspense fallback={<Loading />}><PageHost route={route} /></Suspense>;
  const menuRoutes = routes.filter((candidate) => !candidate.public && !candidate.meta?.notShowMenu);
  return <AdminLayout routes={menuRoutes} current={route} trail={trail} />;
}
