import { Suspense } from 'react';
import { DownOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Dropdown, Layout, Menu, Space, theme, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_VISIBLE, type SaasTheme, type SaasUserInfo } from '@console/contract';
import { themeName, useChooseTheme } from '../../components/saas-user.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { LanguageSwitch, UserButton, useSignOut, WaitingBell } from '../Navbar.tsx';
import { TodoBell } from '../on-demand-parts.ts';
import { ProductSearch } from '../products/ProductSearch.tsx';

const MENU_THEME = { components: { Menu: { itemPaddingInline: 12, horizontalLineHeight: '48px' } } };
const MORE_KEY = 'more';
const ACCOUNT_PAGE = '/saasView/user-center/user-info';

/** The customer's products: the first five, then 更多产品 with the rest; the active one selected. */
function ThemeMenu({ themes, activeId }: { themes: readonly SaasTheme[]; activeId: number | null }) {
  const { t } = useTranslation();
  const choose = useChooseTheme();
  const itemOf = (item: SaasTheme) => ({ key: String(item.id), label: <span data-testid="theme-item">{themeName(item)}</span> });
  const rest = themes.slice(TOP_BAR_VISIBLE);
  const items: MenuProps['items'] = [
    ...themes.slice(0, TOP_BAR_VISIBLE).map(itemOf),
    ...(rest.length > 0 ? [{ key: MORE_KEY, label: <>{t('customer.moreThemes')} <DownOutlined /></>, children: rest.map(itemOf) }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = themes.find((item) => String(item.id) === key);
    if (chosen) choose.mutate(chosen);
  };
  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu
        mode="horizontal"
        aria-label={t('customer.themes')}
        triggerSubMenuAction="click"
        items={items}
        selectedKeys={activeId === null ? [] : [String(activeId)]}
        onClick={onClick}
        style={{ flex: '1 1 0', minWidth: 0, justifyContent: 'flex-end', borderBottom: 'none', background: 'transparent' }}
      />
    </ConfigProvider>
  );
}

function CustomerMenu({ info, compact }: { info: SaasUserInfo | undefined; compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const items: MenuProps['items'] = [
    { key: 'account', label: t('customer.accountInfo') },
    { type: 'divider' },
    { key: 'logout', label: t('nav.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? void signOut() : void navigate(ACCOUNT_PAGE));
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <UserButton compact={compact} name={info?.name || info?.username || ''} avatar={info?.avatar} />
    </Dropdown>
  );
}

/** The customer shell's top bar: menu toggle, product search, the customer's products, to-dos, language and account. */
export function CustomerTopBar({ info }: { info: SaasUserInfo | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const mobile = useAppStore((state) => state.device === 'mobile');
  const sidebarOpened = useAppStore((state) => state.sidebarOpened);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  return (
    <Layout.Header style={{ height: 50, lineHeight: '50px', padding: '0 8px', background: token.colorBgContainer, display: 'flex', alignItems: 'center', gap: 8, boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
      <Button type="text" aria-label={t('nav.toggleSidebar')} onClick={toggleSidebar} icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} />
      {!mobile && <ProductSearch />}
      <ThemeMenu themes={info?.themes ?? []} activeId={info?.activeThemeId ?? null} />
      <Space size={mobile ? 0 : 4} style={{ whiteSpace: 'nowrap' }}>
        <Suspense fallback={<WaitingBell />}><TodoBell /></Suspense>
        <LanguageSwitch />
        <CustomerMenu info={info} compact={mobile} />
      </Space>
    </Layout.Header>
  );
}
