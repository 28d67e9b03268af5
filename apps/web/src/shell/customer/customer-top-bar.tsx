import { Suspense } from 'react';
import { Space, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SaasTheme, SaasUserInfo } from '@console/contract/saas-view';
import { themeName, useChooseTheme } from '../../components/saas-user.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { useSignOut } from '../../components/sign-out.ts';
import { BarDropdown, LanguageSwitch, TopBar, UserButton, WaitingBell } from '../navbar.tsx';
import { TodoBell } from '../on-demand-parts.ts';
import { BarMenu } from '../products/bar-menu.tsx';
import { ProductSearch } from '../products/product-search.tsx';

const ACCOUNT_PAGE = '/saasView/user-center/user-info';

/** The customer's products: the first five, then 更多产品 with the rest; the active one selected. */
function ThemeMenu({ themes, activeId }: { themes: readonly SaasTheme[]; activeId: number | null }) {
  const { t } = useTranslation();
  const choose = useChooseTheme();
  const itemOf = (item: SaasTheme) => ({ key: String(item.id), label: <span data-testid="theme-item">{themeName(item)}</span> });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = themes.find((item) => String(item.id) === key);
    if (chosen) choose.mutate(chosen);
  };
  return (
    <BarMenu
      aria-label={t('customer.themes')}
      entries={themes}
      itemOf={itemOf}
      more={t('customer.moreThemes')}
      selectedKeys={activeId === null ? [] : [String(activeId)]}
      onClick={onClick}
    />
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
    <BarDropdown menu={{ items, onClick }}>
      <UserButton compact={compact} name={info?.name || info?.username || ''} avatar={info?.avatar} />
    </BarDropdown>
  );
}

/** The customer shell's top bar: menu toggle, product search, the customer's products, to-dos, language and account. */
export function CustomerTopBar({ info }: { info: SaasUserInfo | undefined }) {
  const mobile = useAppStore((state) => state.device === 'mobile');
  return (
    <TopBar>
      {!mobile && <ProductSearch />}
      <ThemeMenu themes={info?.themes ?? []} activeId={info?.activeThemeId ?? null} />
      <Space size={mobile ? 0 : 4} style={{ whiteSpace: 'nowrap' }}>
        <Suspense fallback={<WaitingBell />}><TodoBell /></Suspense>
        <LanguageSwitch />
        <CustomerMenu info={info} compact={mobile} />
      </Space>
    </TopBar>
  );
}
