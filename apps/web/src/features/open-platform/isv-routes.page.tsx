import { Suspense, useState } from 'react';
import { LineChartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IsvRouteRecord } from '@console/contract/open-platform';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useHas } from '../../components/permission.tsx';
import { lazyExport } from '../../lib/on-demand.tsx';
import { isvRoutesResource } from './isv-routes.resource.tsx';
import { RouteRolesDialog } from './route-roles.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

/** The statistics bring echarts: they load the first time someone opens them, not with the page. */
const RouteStatsDialog = lazyExport(() => import('./route-stats.tsx'), 'RouteStatsDialog');

/** Whose statistics are open: one route's, or all routes' (`null`). */
type StatsOf = IsvRouteRecord | null;

export const prefetch = listPrefetch(isvRoutesResource);

/** 路由管理: the open routes, the ISV roles granted each, and their calls through the gateway. */
export default function IsvRoutesPage() {
  const { t } = useTranslation();
  const mayGrant = useHas('edit');
  const [granting, setGranting] = useState<{ route: IsvRouteRecord; refresh: () => void }>();
  const [stats, setStats] = useState<StatsOf>();
  return (
    <>
      <CrudPage
        resource={isvRoutesResource}
        toolbarActions={() => <Button icon={<LineChartOutlined />} onClick={() => setStats(null)}>{t('isvRoutes.allStats')}</Button>}
        rowActions={(route, refresh) => (
          <>
            {mayGrant && <RowAction label={t('isvRoutes.grant')} onClick={() => setGranting({ route, refresh })} />}
            <RowAction label={t('isvRoutes.stats')} onClick={() => setStats(route)} />
          </>
        )}
      />
      {granting && (
        <RouteRolesDialog route={granting.route} onClose={() => setGranting(undefined)}
          onSaved={() => { setGranting(undefined); granting.refresh(); }} />
      )}
      {stats !== undefined && (
        <Suspense fallback={null}>
          <RouteStatsDialog route={stats ?? undefined} onClose={() => setStats(undefined)} />
        </Suspense>
      )}
    </>
  );
}
