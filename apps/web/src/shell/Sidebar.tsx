import { useMemo, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../app/route-types.ts';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, useAppStore } from '../stores/app.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { MenuIcon } from './icons.tsx';
import { useRouteTitle } from './route-title.ts';

type MenuItem = Required<MenuProps>['items'][number];

/** Menu entries of the visible routes; an area with one visible page shows that page directly. */
function toItems(routes: readonly AppRoute[], title: ReturnType<typeof useRouteTitle>): MenuItem[] {
  return routes.filter((route) => !route.hidden).flatMap((route): MenuItem[] => {
    const children = (route.children ?? []).filter((child) => !child.hidden);
    if (route.children && children.length === 0) return [];
    if (route.children && !route.meta) return toItems(children, title);
    const item = { key: route.path, icon: <MenuIcon name={route.meta?.icon} />, label: title(route.meta) };
    return children.length > 0 ? [{ ...item, children: toItems(children, title) }] : [item];
  });
}

/** Keys of the submenus that contain a path. */
const ancestorsOf = (path: string) =>
  path.split('/').filter(Boolean).slice(0, -1).map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`);

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

/** The collapsible side menu: 216 px, 54 px collapsed; one group open at a time. */
export function Sidebar({ routes, activePath }: { routes: readonly AppRoute[]; activePath: string }) {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const collapsed = !useAppStore((state) => state.sidebarOpened);
  const sidebarLogo = useSettings((state) => state.sidebarLogo);
  const items = useMemo(() => toItems(routes, title), [routes, title]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(activePath));

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? [...ancestorsOf(opened), opened] : keys);
  };

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      data-testid="sidebar"
      style={{ height: '100vh', position: 'sticky', top: 0, overflowY: 'auto', overflowX: 'hidden' }}
    >
      {sidebarLogo && <Logo collapsed={collapsed} />}
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[activePath]}
        {...(!collapsed && { openKeys, onOpenChange })}
        onClick={({ key }) => key !== pathname && navigate(key)}
      />
    </Layout.Sider>
  );
}
