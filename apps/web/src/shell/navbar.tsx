import { BellOutlined, DownOutlined, FontSizeOutlined, GlobalOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, Layout, Space, theme, type ButtonProps, type DropdownProps, type MenuProps } from 'antd';
import { Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SAAS_VERSIONS_PATH } from '@console/contract';
import type { AppRoute } from '../lib/routes.ts';
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../lib/i18n.ts';
import { SIZES, useAppStore, type Size } from '../stores/app.store.ts';
import { useSession } from '../stores/session.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { OpenedOnce } from '../lib/on-demand.tsx';
import { ChangePasswordDialog, ProductBar, ProductsDrawer, SocialBindingsDialog, TodoBell, TwoFactorDialog } from './on-demand-parts.ts';
import { OverviewLink } from './products/overview-link.tsx';
import { PaletteLauncher } from './palette/palette-launcher.tsx';
import { useRouteTitle } from '../components/route-title.ts';
import { useSignOut } from '../components/sign-out.ts';
import { signedInName } from '../components/account-name.ts';

function Crumbs({ trail }: { trail: readonly AppRoute[] }) {
  const title = useRouteTitle();
  const items = trail.filter((route) => route.meta?.title).map((route, index, all) => ({
    key: route.path,
    title: index < all.length - 1 && route.redirect ? <Link to={route.redirect}>{title(route.meta)}</Link> : title(route.meta),
  }));
  return <Breadcrumb items={items} />;
}

/** The to-do bell while its code and count load: in its place, not yet of use. */
export function WaitingBell() {
  const { t } = useTranslation();
  return <Button type="text" aria-label={t('nav.todo')} icon={<BellOutlined />} disabled />;
}

/**
 * A menu of the top bar: opened by a click, Enter or Space (never only by the pointer resting on it);
 * once open it has the focus, so the arrows move in it. Escape, or a choice made with Enter, hides the
 * menu that had the focus: the focus goes back to its button (a dialog the choice opens gives it back there too).
 */
export function BarDropdown({ menu, ...props }: Omit<DropdownProps, 'trigger' | 'autoFocus'> & { menu: MenuProps }) {
  const button = useRef<HTMLElement>(null);
  const backToButton = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Enter') button.current?.focus();
  };
  return <Dropdown {...props} menu={{ ...menu, onKeyDown: backToButton }} ref={button} trigger={['click']} autoFocus />;
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const items: MenuProps['items'] = LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_NAMES[language] }));
  return (
    <BarDropdown menu={{ items, selectable: true, selectedKeys: [i18n.language], onClick: ({ key }) => changeLanguage(key as Language) }}>
      <Button type="text" aria-label={t('nav.language')} icon={<GlobalOutlined />} />
    </BarDropdown>
  );
}

function SizeSwitch() {
  const { t } = useTranslation();
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);
  const items: MenuProps['items'] = SIZES.map((key) => ({ key, label: t(`nav.sizes.${key}`) }));
  return (
    <BarDropdown menu={{ items, selectable: true, selectedKeys: [size], onClick: ({ key }) => setSize(key as Size) }}>
      <Button type="text" aria-label={t('nav.size')} icon={<FontSizeOutlined />} />
    </BarDropdown>
  );
}

type UserButtonProps = ButtonProps & { compact: boolean; name: string; avatar?: string };

/**
 * The signed-in user on the top bar: the avatar, and the name unless the bar is a phone's. What the
 * dropdown around it adds (its handlers, its ref) reaches the button.
 */
export function UserButton({ compact, name, avatar, ...button }: UserButtonProps) {
  return (
    <Button type="text" data-testid="user-menu" {...button}>
      <Space>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
        {/* On a phone the avatar stands for the name, leaving the room to the bar's buttons. */}
        {compact ? <span className="sr-only">{name}</span> : <span>{name}</span>}
        <DownOutlined />
      </Space>
    </Button>
  );
}

function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info, roles } = useSession();
  const signOut = useSignOut();
  const openSettings = useSettings((state) => state.setDrawerOpen);
  const holds = (role: string) => roles.includes('admin') || roles.includes(role);
  const [changingPassword, setChangingPassword] = useState(false);
  const [seeingBindings, setSeeingBindings] = useState(false);
  const [seeingTwoFactor, setSeeingTwoFactor] = useState(false);

  const items: MenuProps['items'] = [
    ...(holds('user-manage') ? [{ key: '/sys/user-manage', label: t('nav.accountManage') }] : []),
    ...(holds('role-manage') ? [{ key: '/sys/role-manage', label: t('nav.roleManage') }] : []),
    ...(holds('menu-manage') ? [{ key: '/sys/menu-manage', label: t('nav.menuManage') }] : []),
    // 版本管理 lives in the customers' area, hidden from the menu: those who publish versions reach it here.
    ...(holds('version') ? [{ key: SAAS_VERSIONS_PATH, label: t('nav.versions') }] : []),
    { key: 'settings', label: t('nav.layoutSettings') },
    { key: 'password', label: t('nav.changePassword') },
    { key: 'twoFactor', label: t('nav.twoFactor') },
    { key: 'bindings', label: t('nav.socialBindings') },
    { type: 'divider' },
    { key: 'logout', label: t('nav.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void signOut();
    else if (key === 'settings') openSettings(true);
    else if (key === 'password') setChangingPassword(true);
    else if (key === 'bindings') setSeeingBindings(true);
    else if (key === 'twoFactor') setSeeingTwoFactor(true);
    else navigate(key);
  };
  return (
    <>
      <BarDropdown menu={{ items, onClick }}>
        <UserButton compact={compact} name={info ? signedInName(info) : ''} avatar={info?.avatar} />
      </BarDropdown>
      <OpenedOnce open={changingPassword}>
        <ChangePasswordDialog open={changingPassword} forced={false} onDone={() => setChangingPassword(false)} />
      </OpenedOnce>
      <OpenedOnce open={seeingBindings}>
        <SocialBindingsDialog open={seeingBindings} onDone={() => setSeeingBindings(false)} />
      </OpenedOnce>
      <OpenedOnce open={seeingTwoFactor}>
        <TwoFactorDialog open={seeingTwoFactor} onDone={() => setSeeingTwoFactor(false)} />
      </OpenedOnce>
    </>
  );
}

/** The top bar's frame, the same in both shells: one 50 px line with the sidebar toggle first. */
export function TopBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const sidebarOpened = useAppStore((state) => state.sidebarOpened);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  return (
    <Layout.Header style={{ height: 50, lineHeight: '50px', padding: '0 8px', background: token.colorBgContainer, display: 'flex', alignItems: 'center', gap: 8, boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
      <Button type="text" aria-label={t('nav.toggleSidebar')} onClick={toggleSidebar} icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} />
      {children}
    </Layout.Header>
  );
}

/**
 * The top bar: sidebar toggle and breadcrumb on the left; overview, products, the command palette,
 * to-dos, language and user on the right. On a phone the applications are behind one button (a
 * drawer), and the user is shown by the avatar.
 */
export function Navbar({ trail, routes }: { trail: readonly AppRoute[]; routes: readonly AppRoute[] }) {
  const mobile = useAppStore((state) => state.device === 'mobile');
  return (
    <TopBar>
      {/* On a desktop the product bar takes the room the breadcrumb leaves; on a phone the empty breadcrumb does. */}
      <div style={{ flex: mobile ? 1 : '0 1 auto', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}>{!mobile && <Crumbs trail={trail} />}</div>
      {!mobile && <Suspense fallback={<div style={{ flex: '1 1 0' }} />}><ProductBar /></Suspense>}
      {/* On a phone the icon buttons' own padding parts them: the bar has no room for gaps between them. */}
      <Space size={mobile ? 0 : 4} style={{ whiteSpace: 'nowrap' }}>
        {mobile && <OverviewLink />}
        {mobile && <Suspense fallback={null}><ProductsDrawer /></Suspense>}
        <PaletteLauncher routes={routes} />
        <Suspense fallback={<WaitingBell />}><TodoBell /></Suspense>
        <SizeSwitch />
        <LanguageSwitch />
        <UserMenu compact={mobile} />
      </Space>
    </TopBar>
  );
}
