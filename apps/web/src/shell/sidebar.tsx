import { useMemo, useState, type ReactNode } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flattenRoutes, type AppRoute } from '../lib/routes.ts';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, useAppStore } from '../stores/app.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { COMING_SOON_OPACITY, ComingSoonMark } from '../components/coming-soon.tsx';
import { MenuIcon } from '../components/icons.tsx';
import { useRouteTitle } from '../components/route-title.ts';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * Menu entries of the visible routes; a page at an external address is a link that opens a new tab,
 * one not built yet is greyed and marked so.
 */
/** What a layout adds to an entry's label (a count, a dot). */
export type LabelDecoration = (route: AppRoute, label: ReactNode) => ReactNode;

function toItems(routes: readonly AppRoute[], title: ReturnType<typeof useRouteTitle>, decorate?: LabelDecoration): MenuItem[] {
  return routes.filter((route) => !route.hidden).flatMap((route): MenuItem[] => {
    const children = (route.children ?? []).filter((child) => !child.hidden);
    if (route.children && children.length === 0) return [];
    if (route.children && !route.meta) return toItems(children, title, decorate);
    const text = title(route.meta);
    // A title cut short for the sidebar's width shows whole on hover.
    const label = route.href
      ? <a href={route.href} target="_blank" rel="noopener noreferrer" title={text}>{text}</a>
      : route.meta?.unbuilt ? <UnbuiltLabel text={text} /> : <span title={text}>{text}</span>;
    const item = { key: route.path, icon: <MenuIcon name={route.meta?.icon} />, label: decorate ? decorate(route, label) : label };
    return children.length > 0 ? [{ ...item, children: toItems(children, title, decorate) }] : [item];
  });
}

/** A page not built yet: its title greyed, cut short if need be so that the mark saying so stays in sight. */
function UnbuiltLabel({ text }: { text: string }) {
  return (
    <span title={text} style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', verticalAlign: 'top', opacity: COMING_SOON_OPACITY }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{text}</span>
      <ComingSoonMark />
    </span>
  );
}

/** The keys of the submenus above the entry of a path, outermost first; undefined when no entry has it. */
function submenusAbove(routes: readonly AppRoute[], path: string): string[] | undefined {
  for (const route of routes) {
    if (route.path === path) return [];
    const inner = submenusAbove(route.children ?? [], path);
    // An area without a menu of its own (the dashboard) adds no submenu.
    if (inner) return route.meta ? [route.path, ...inner] : inner;
  }
  return undefined;
}

/**
 * The keys of the submenus that contain a path, found in the route tree: an administrator's page
 * may have an address outside its directory's.
 */
const ancestorsOf = (routes: readonly AppRoute[], path: string): string[] => submenusAbove(routes, path) ?? [];

function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sidebar-logo" style={{ height: 50, display: 'flex', alignItems: 'center', gap: 8, padding: collapsed ? '0 15px' : '0 14px', overflow: 'hidden' }}>
      <img src="/logo.svg" alt="" width={24} height={24} />
      {!collapsed && (
        <div style={{ color: '#fff', lineHeight: 1.2, whiteSpace: 'nowrap' }}>
          <div style={{ fontWeight: 600, fontSize: 14 }}>{t('app.sidebarTitle')}</div>
          <div style={{ fontSize: 12, opacity: 0.8 }}>{t('app.sidebarSubtitle')}</div>
        </div>
      )}
    </div>
  );
}

/** Above the page and the top bar, below dialogs; the mask just under it. */
const OVERLAY_Z_INDEX = 1000;

/**
 * The collapsible side menu: 216 px, 54 px collapsed; one group open at a time. On a phone the
 * opened menu lies over the page (which keeps the collapsed menu's room) above a mask that closes
 * it on a tap, and choosing a page closes it.
 */
interface SidebarProps {
  routes: readonly AppRoute[];
  activePath: string;
  /** Shown under the logo, above the menu (the customer shell's account card). */
  header?(collapsed: boolean): ReactNode;
  decorate?: LabelDecoration;
  /** Told of every entry chosen, even the page shown already (a layout's side effect of choosing it). */
  onChoose?(route: AppRoute): void;
}

export function Sidebar({ routes, activePath, header, decorate, onChoose }: SidebarProps) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const collapsed = !useAppStore((state) => state.sidebarOpened);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const closeSidebar = useAppStore((state) => state.closeSidebar);
  const sidebarLogo = useSettings((state) => state.sidebarLogo);
  const items = useMemo(() => toItems(routes, title, decorate), [routes, title, decorate]);
  const routesByPath = useMemo(() => new Map(flattenRoutes(routes).map((route) => [route.path, route])), [routes]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(routes, activePath));
  // Every navigation, however it was made (a home tile, the user menu, the address), opens the groups
  // of its page; the groups open already stay so when they hold it.
  const [openedFor, setOpenedFor] = useState(activePath);
  if (openedFor !== activePath) {
    setOpenedFor(activePath);
    const above = ancestorsOf(routes, activePath);
    if (!above.every((key) => openKeys.includes(key))) setOpenKeys(above);
  }
  const overlay = mobile && !collapsed;

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? [...ancestorsOf(routes, opened), opened] : keys);
  };
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = routesByPath.get(key);
    if (key !== pathname && !chosen?.href) void navigate(key);
    if (chosen) onChoose?.(chosen);
    if (mobile) closeSidebar();
  };

  return (
    <>
      {overlay && <div style={{ flex: `0 0 ${SIDEBAR_COLLAPSED_WIDTH}px` }} />}
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        data-testid="sidebar"
        style={{
          height: '100vh', top: 0, overflowY: 'auto', overflowX: 'hidden',
          ...(overlay ? { position: 'fixed', left: 0, zIndex: OVERLAY_Z_INDEX + 1 } : { position: 'sticky' }),
        }}
      >
        {sidebarLogo && <Logo collapsed={collapsed} />}
        {header?.(collapsed)}
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[activePath]}
          {...(!collapsed && { openKeys, onOpenChange })}
          onClick={onClick}
        />
      </Layout.Sider>
      {overlay && (
        <div
          data-testid="sidebar-mask"
          aria-label={t('nav.closeSidebar')}
          role="button"
          tabIndex={-1}
          onClick={closeSidebar}
          style={{ position: 'fixed', inset: 0, zIndex: OVERLAY_Z_INDEX, background: 'rgba(0, 0, 0, 0.3)' }}
        />
      )}
    </>
  );
}
