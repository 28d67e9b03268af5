import { Suspense, useEffect } from 'react';
import { Layout } from 'antd';
import { useLocation } from 'react-router';
import { flattenRoutes, type AppRoute } from '../lib/routes.ts';
import { MOBILE_BREAKPOINT, useAppStore } from '../stores/app.store.ts';
import { useSession } from '../stores/session.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { useTags } from '../stores/tags.store.ts';
import { OpenedOnce } from '../lib/on-demand.tsx';
import { ChangePasswordDialog, RealtimeSession, SettingsDrawer } from './on-demand-parts.ts';
import { AppMain } from './AppMain.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { useRouteTitle } from '../components/route-title.ts';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';

/** Switches to the mobile device mode, with the sidebar collapsed, below 992 px. */
function useDeviceMode() {
  const setDevice = useAppStore((state) => state.setDevice);
  const closeSidebar = useAppStore((state) => state.closeSidebar);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const apply = () => {
      setDevice(query.matches ? 'mobile' : 'desktop');
      if (query.matches) closeSidebar();
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setDevice, closeSidebar]);
}

/** Adds a tag for every page visited, after the affix ones. */
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
}

/** Keeps an account that signed in with a one-time password in the password dialog until it is changed. */
function ForcedPasswordChange() {
  const mustChange = useSession((state) => state.info?.mustChangePassword ?? false);
  const passwordChanged = useSession((state) => state.passwordChanged);
  return <OpenedOnce open={mustChange}><ChangePasswordDialog open={mustChange} forced onDone={passwordChanged} /></OpenedOnce>;
}

/** The signed-in shell: sidebar, top bar, tags, the page, footer, the settings drawer and the message socket. */
export function AdminLayout({ routes, current, trail }: { routes: readonly AppRoute[]; current: AppRoute; trail: readonly AppRoute[] }) {
  const { tagsView, fixedHeader, drawerOpen } = useSettings();
  useDeviceMode();
  useVisitedTags(routes, current);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar routes={routes} activePath={current.meta?.activeMenu ?? current.path} />
      <Layout style={{ minWidth: 0 }}>
        <div data-testid="header" style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : undefined}>
          <Navbar trail={trail} routes={routes} />
          {tagsView && <TagsView />}
        </div>
        <Layout.Content style={{ padding: 16, minHeight: 0 }}>
          <AppMain current={current} />
        </Layout.Content>
        <Footer />
      </Layout>
      <OpenedOnce open={drawerOpen}><SettingsDrawer /></OpenedOnce>
      <ForcedPasswordChange />
      <Suspense fallback={null}><RealtimeSession /></Suspense>
    </Layout>
  );
}
