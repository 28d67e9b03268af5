import { Suspense, useEffect, useMemo, useState } from 'react';
import { App, Button, Spin } from 'antd';
import { ApiError } from '../lib/request.ts';
import { matchPath, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SAAS_USER_TYPE } from '@console/contract';
import { SessionRefused, useSession } from '../stores/session.store.ts';
import { PageHost } from '../shell/app-main.tsx';
import { useRouteTitle } from '../components/route-title.ts';
import { preparePage, RouteTableContext, type AppRoute } from '../lib/routes.ts';
import { lazyExport } from '../lib/on-demand.tsx';
import { decide } from './guard.ts';
import { usePermissionRoutes } from './permission-routes.ts';
import { CONSTANT_ROUTES } from './routes.tsx';

/** The shell loads after sign-in, so the sign-in page does not wait for it. */
const AdminLayout = lazyExport(() => import('../shell/admin-layout.tsx'), 'AdminLayout');
/** Customers' shell, a part of its own: staff never load it, nor customers the administrators'. */
const CustomerLayout = lazyExport(() => import('../shell/customer/customer-layout.tsx'), 'CustomerLayout');

const Loading = () => <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

/**
 * The sign-in page's frame while a sign-in page loads: the same as index.html paints before any
 * script runs (its classes are defined there), so the first load goes from frame to form.
 */
function SignInFrame() {
  const { t } = useTranslation();
  return (
    <div className="boot-frame">
      <div className="boot-card">
        <h3 className="boot-title">{t('app.title')}</h3>
        <div className="boot-field" />
        <div className="boot-field" />
        <div className="boot-button" />
      </div>
    </div>
  );
}

/** The route matching a path, with the chain of routes above it (for the breadcrumb). */
function resolve(routes: readonly AppRoute[], pathname: string, trail: AppRoute[] = []): { route: AppRoute; trail: AppRoute[] } | undefined {
  for (const route of routes) {
    const chain = [...trail, route];
    if (!route.href && matchPath({ path: route.path, end: true }, pathname)) return { route, trail: chain };
    const inner = route.children && resolve(route.children, pathname, chain);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Whether the server refused the session: a refusal (4xx) or an answer that makes no session. Anything
 * else (no answer, a page leaving, the server's fault, a part of the app that failed to load) says
 * nothing of the session, which may be fine.
 */
const refused = (error: Error) => (error instanceof ApiError ? error.code >= 400 && error.code < 500 : error instanceof SessionRefused);

/**
 * Generates the permission routes, then lets the guard decide again. A refusal or a malformed answer
 * forgets the token, which sends the user back to sign in; failed calls already showed their message.
 * A call left unanswered keeps the token and offers to try again: signing the user out for it would
 * lose their session to a passing fault.
 */
function LoadSession() {
  const load = useSession((state) => state.load);
  const reset = useSession((state) => state.reset);
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load().catch((error: Error) => {
      if (!refused(error)) return setFailed(true);
      if (error instanceof SessionRefused) void message.error(error.message);
      reset();
    });
  }, [load, reset, message, attempt]);
  if (!failed) return <Loading />;
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  // Plain markup: antd's Result would bring its illustrations into the first load.
  return (
    <div role="alert" style={{ textAlign: 'center', marginTop: '30vh' }}>
      <p>{t('crud.loadFailed')}</p>
      <Button type="primary" onClick={retry}>{t('crud.retry')}</Button>
    </div>
  );
}

/** Applies the navigation guard, then renders the matched page in its layout; unknown paths go to /404. */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.userId);
  const userType = useSession((state) => state.userType);
  // What the server said at sign-in: a type edited in storage changes nothing here.
  const customer = useSession((state) => state.info?.userType === SAAS_USER_TYPE);
  const permission = usePermissionRoutes();
  const title = useRouteTitle();
  const { t } = useTranslation();
  const table = useMemo(() => ({ constant: CONSTANT_ROUTES, permission }), [permission]);
  const routes = useMemo(() => [...CONSTANT_ROUTES, ...permission], [permission]);
  const decision = decide(pathname, search, { token, userId, userType });
  const match = decision.kind === 'render' ? resolve(routes, pathname) : undefined;

  const appTitle = t('app.title');
  useEffect(() => {
    const page = match?.route.meta ? `${title(match.route.meta)} - ` : '';
    document.title = `${page}${appTitle}`;
  }, [match, title, appTitle]);
  // The page's code loads beside its layout's, not once the layout has loaded and rendered.
  const page = match?.route.component;
  useEffect(() => preparePage(page), [page]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return <LoadSession />;
  if (!match) return <Navigate to="/404" replace />;
  const { route, trail } = match;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const menuRoutes = routes.filter((candidate) => !candidate.public && !candidate.meta?.notShowMenu);
  const shell = customer
    ? <CustomerLayout routes={menuRoutes} current={route} />
    : <AdminLayout routes={menuRoutes} current={route} trail={trail} />;
  return (
    <RouteTableContext.Provider value={table}>
      {route.public || route.meta?.notShowMenu
        ? <PageHost route={route} loading={route.public ? <SignInFrame /> : <Loading />} />
        : <Suspense fallback={<Loading />}>{shell}</Suspense>}
    </RouteTableContext.Provider>
  );
}
