import { Suspense, useEffect } from 'react';
import { Layout } from 'antd';
import { useLocation } from 'react-router';
import { flattenRoutes, type AppRoute } from '../lib/routes.ts';
import { useSettings } from '../stores/settings.store.ts';
import { useTags } from '../stores/tags.store.ts';
import { OpenedOnce } from '../lib/on-demand.tsx';
import { AccessibleTables, RealtimeSession, SettingsDrawer } from './on-demand-parts.ts';
import { MainContent, SignInFinishedFirst, SkipLink, useDeviceMode } from './shell-parts.tsx';
import { AppMain } from './app-main.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { useRouteTitle } from '../components/route-title.ts';
import { Sidebar } from './sidebar.tsx';
import { TagsView } from './tags-view.tsx';

/** Adds a tag for every page visited, after the affix ones, each titled in the language shown. */
function useVisitedTags(routes: readonly AppRoute[], current: AppRoute) {
  const location = useLocation();
  const title = useRouteTitle();
  const addView = useTags((state) => state.addView);
  useEffect(() => {
    for (const route of flattenRoutes(routes).filter((r) => r.meta?.affix)) {
      addView({ path: route.path, fullPath: route.path, name: route.name ?? route.path, title: title(route.meta), affix: true });
    }
    if (!current.meta?.title) return;
    addView({
      path: current.path, fullPath: `${location.pathname}${location.search}`, name: current.name ?? current.path,
      title: title(current.meta), affix: current.meta.affix, noCache: current.meta.noCache,
    });
  }, [routes, current, location.pathname, location.search, addView, title]);
  // Every tag in the language shown, not only the current page's: a tag opened in English once kept "Users" in Chinese.
  useEffect(() => {
    const byPath = new Map(flattenRoutes(routes).map((route) => [route.path, route]));
    for (const view of useTags.getState().visitedViews) {
      const meta = byPath.get(view.path)?.meta;
      if (meta?.title && title(meta) !== view.title) addView({ ...view, title: title(meta) });
    }
  }, [routes, addView, title]);
}

type AdminLayoutProps = { routes: readonly AppRoute[]; current: AppRoute; trail: readonly AppRoute[] };

/** The signed-in shell, once its sign-in is finished. */
export function AdminLayout(props: AdminLayoutProps) {
  return <SignInFinishedFirst><AdminShell {...props} /></SignInFinishedFirst>;
}

/** Sidebar, top bar, tags, the page, footer, the settings drawer and the message socket. */
function AdminShell({ routes, current, trail }: AdminLayoutProps) {
  const { tagsView, fixedHeader, drawerOpen } = useSettings();
  useDeviceMode();
  useVisitedTags(routes, current);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Sidebar routes={routes} activePath={current.meta?.activeMenu ?? current.path} />
      <Layout style={{ minWidth: 0 }}>
        <div data-testid="header" style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : undefined}>
          <Navbar trail={trail} routes={routes} />
          {tagsView && <TagsView />}
        </div>
        <MainContent><AppMain current={current} /></MainContent>
        <Footer />
      </Layout>
      <OpenedOnce open={drawerOpen}><SettingsDrawer /></OpenedOnce>
      <Suspense fallback={null}><RealtimeSession /><AccessibleTables /></Suspense>
    </Layout>
  );
}
