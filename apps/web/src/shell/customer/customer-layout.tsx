import { Suspense, useCallback } from 'react';
import { Avatar, Badge, Layout, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SAAS_AREA_PATH } from '@console/contract';
import { type SaasUserInfo } from '@console/contract/saas-view';
import type { AppRoute } from '../../lib/routes.ts';
import { useSession } from '../../stores/session.store.ts';
import { useSaasUser } from '../../components/saas-user.ts';
import { useReadAllChanges, useUnreadChanges } from '../../components/unread-changes.ts';
import { useUnreadVersions } from '../../components/unread-versions.ts';
import { PageHost } from '../app-main.tsx';
import { Footer } from '../footer.tsx';
import { AccessibleTables, RealtimeSession } from '../on-demand-parts.ts';
import { MainContent, SignInFinishedFirst, SkipLink, useDeviceMode } from '../shell-parts.tsx';
import { Sidebar, type LabelDecoration } from '../sidebar.tsx';
import { CustomerTopBar } from './customer-top-bar.tsx';
import './messages.ts';

/** The sub-account page, shown only to a main account allowed sub-accounts. */
const SUB_ACCOUNTS_PAGE = 'user-sub';
const VERSIONS_PAGE = 'version';
const TRENDS_PAGE = 'trends-center';
/** The specification's badge maximum: 99+ above it. */
const BADGE_MAX = 99;

/** The customer's pages: the SaaS area's, less the sub-account page for those who may not manage any. */
function customerPages(routes: readonly AppRoute[], info: SaasUserInfo | undefined): AppRoute[] {
  const area = routes.find((route) => route.path === SAAS_AREA_PATH);
  return (area?.children ?? []).filter((route) => route.name !== SUB_ACCOUNTS_PAGE || info?.managesSubAccounts === true);
}

function AccountCard({ info, collapsed }: { info: SaasUserInfo | undefined; collapsed: boolean }) {
  const { t } = useTranslation();
  // While the customer's details load, the name the session brought stands in.
  const signedIn = useSession((state) => state.info);
  const avatar = <Avatar size={collapsed ? 32 : 48} src={(info ?? signedIn)?.avatar || undefined} icon={<UserOutlined />} />;
  if (collapsed) return <div style={{ padding: '12px 0', textAlign: 'center' }}>{avatar}</div>;
  return (
    <div data-testid="customer-card" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '16px 14px', color: '#fff' }}>
      {avatar}
      <div style={{ minWidth: 0, lineHeight: 1.4 }}>
        <Typography.Text strong ellipsis style={{ color: '#fff', display: 'block' }}>{info?.name || signedIn?.name || signedIn?.userName}</Typography.Text>
        <Typography.Text ellipsis style={{ color: 'rgba(255,255,255,.7)', fontSize: 12, display: 'block' }}>
          {info?.company}
        </Typography.Text>
        {info?.mainAccount && (
          <Typography.Text ellipsis style={{ color: 'rgba(255,255,255,.7)', fontSize: 12, display: 'block' }}>
            {t('customer.mainAccount', { name: info.mainAccount.name })}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

/** What the menu adds to a page's entry: the unread changes on 动态中心, a dot on 版本管理 while a version is unread. */
function useDecoration(unreadChanges: number): LabelDecoration {
  const { t } = useTranslation();
  const unreadVersions = useUnreadVersions();
  return useCallback((route, label) => {
    if (route.name === TRENDS_PAGE && unreadChanges > 0) {
      return <span>{label} <Badge count={unreadChanges} overflowCount={BADGE_MAX} size="small" title={t('unreadChanges.badge', { count: unreadChanges })} /></span>;
    }
    if (route.name === VERSIONS_PAGE && unreadVersions > 0) {
      return <Badge dot offset={[6, 0]} title={t('customer.unread')} styles={{ root: { color: 'inherit' } }}>{label}</Badge>;
    }
    return label;
  }, [unreadChanges, unreadVersions, t]);
}

type CustomerLayoutProps = { routes: readonly AppRoute[]; current: AppRoute };

/** The customer's shell, once its sign-in is finished. */
export function CustomerLayout(props: CustomerLayoutProps) {
  return <SignInFinishedFirst><CustomerShell {...props} /></SignInFinishedFirst>;
}

/**
 * The customer shell: the account card and the SaaS pages on the left (with their unread marks;
 * choosing 动态中心 marks every change read), the product search, the customer's products and to-dos on top.
 */
function CustomerShell({ routes, current }: CustomerLayoutProps) {
  useDeviceMode();
  const { data: info } = useSaasUser();
  const pages = customerPages(routes, info);
  const header = useCallback((collapsed: boolean) => <AccountCard info={info} collapsed={collapsed} />, [info]);
  const unreadChanges = useUnreadChanges();
  const decorate = useDecoration(unreadChanges);
  const readAll = useReadAllChanges();
  const onChoose = (route: AppRoute) => {
    if (route.name === TRENDS_PAGE && unreadChanges > 0) readAll.mutate();
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Sidebar routes={pages} activePath={current.meta?.activeMenu ?? current.path} header={header} decorate={decorate} onChoose={onChoose} />
      <Layout style={{ minWidth: 0 }}>
        <CustomerTopBar info={info} />
        <MainContent><PageHost route={current} /></MainContent>
        <Footer />
      </Layout>
      <Suspense fallback={null}><RealtimeSession /><AccessibleTables /></Suspense>
    </Layout>
  );
}
