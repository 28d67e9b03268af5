import { Suspense } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { homeRoutes, type PlatformFigures as Figures } from '@console/contract/home';
import { LoadFailed } from '../../components/load-failed.tsx';
import { lazyExport } from '../../lib/on-demand.tsx';
import { useCall } from '../../lib/query.ts';

/** The chart brings echarts: it loads with this panel's first figures, never with the home page. */
const FiguresChart = lazyExport(() => import('./figures-chart.tsx'), 'FiguresChart');

const REFRESH_SECONDS = 30;
const CHART_HEIGHT = 260;
const COUNTS = ['users', 'signedIn', 'applications', 'todosToday'] as const satisfies readonly (keyof Figures)[];

/** 平台概况: live counts of the platform and its last days, for those who watch it. */
export function PlatformFigures() {
  const { t } = useTranslation();
  const figures = useCall(homeRoutes.figures, {}, { refetchInterval: REFRESH_SECONDS * 1000 });
  const extra = <Typography.Text type="secondary">{t('home.refreshEvery', { seconds: REFRESH_SECONDS })}</Typography.Text>;
  return (
    <Card size="small" title={t('home.figures')} extra={extra}>
      {figures.isError && !figures.data ? <LoadFailed onRetry={() => void figures.refetch()} /> : (
        <>
          <Row gutter={[16, 16]}>
            {COUNTS.map((count) => (
              <Col key={count} xs={12} md={6}>
                <Statistic title={t(`home.${count}`)} value={figures.data?.[count]} loading={figures.isPending} />
              </Col>
            ))}
          </Row>
          {figures.data && (
            <div style={{ marginTop: 16, height: CHART_HEIGHT }}>
              <Suspense fallback={null}><FiguresChart figures={figures.data} height={CHART_HEIGHT} /></Suspense>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
