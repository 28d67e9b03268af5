import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Modal, Row, Select, Skeleton, Spin, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isvRoutesRoutes, type GatewayStats, type IsvRouteRecord } from '@console/contract/open-platform';
import { LineChart } from '../../components/line-chart.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useCall } from '../../lib/query.ts';

const CHART_HEIGHT = 220;
const HOURS = [1, 6, 24, 168] as const;
const GUTTER: [number, number] = [16, 16];

type Point = GatewayStats['points'][number];
type IsvFigures = GatewayStats['byIsv'][number];

/** Sums over the period: calls, failures, the average time weighed by calls, and the longest. */
function totalsOf(points: readonly Point[]) {
  const calls = points.reduce((sum, point) => sum + point.calls, 0);
  const errors = points.reduce((sum, point) => sum + point.errors, 0);
  const avgMs = calls > 0 ? points.reduce((sum, point) => sum + point.avgMs * point.calls, 0) / calls : 0;
  return { calls, errors, avgMs: Math.round(avgMs), errorRate: calls > 0 ? Math.round((errors / calls) * 1000) / 10 : 0 };
}

/** A point's time: within a day its hour and minute, over a week its day too. */
const labelOf = (at: string, hours: number) => dayjs(at).format(hours > 24 ? 'MM-DD HH:mm' : 'HH:mm');

function Figures({ stats, hours }: { stats: GatewayStats; hours: number }) {
  const { t } = useTranslation();
  const totals = totalsOf(stats.points);
  if (totals.calls === 0 && stats.byIsv.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('isvRoutes.noCalls')} />;
  const labels = stats.points.map(({ at }) => labelOf(at, hours));
  const number = (key: keyof IsvFigures & string, title: string): TableColumnsType<IsvFigures>[number] => ({ key, title, dataIndex: key, align: 'right' });
  const columns: TableColumnsType<IsvFigures> = [
    { key: 'name', title: t('isvRoutes.isv'), render: (_, isv) => <>{isv.name} <Typography.Text type="secondary" code>{isv.appKey}</Typography.Text></> },
    number('calls', t('isvRoutes.calls')), number('errors', t('isvRoutes.errors')),
    { ...number('avgMs', t('isvRoutes.avgMs')), render: (ms: number) => Math.round(ms) }, number('maxMs', t('isvRoutes.maxMs')),
  ];
  return (
    <Flex vertical gap="middle">
      <Row gutter={GUTTER}>
        <Col xs={12} sm={6}><Statistic title={t('isvRoutes.calls')} value={totals.calls} /></Col>
        <Col xs={12} sm={6}><Statistic title={t('isvRoutes.errors')} value={totals.errors} /></Col>
        <Col xs={12} sm={6}><Statistic title={t('isvRoutes.errorRate')} value={totals.errorRate} suffix="%" /></Col>
        <Col xs={12} sm={6}><Statistic title={t('isvRoutes.avgMs')} value={totals.avgMs} /></Col>
      </Row>
      <Row gutter={GUTTER}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('isvRoutes.callsChart')}>
            <LineChart labels={labels} height={CHART_HEIGHT} integers summary={t('isvRoutes.callsSummary')}
              series={[{ name: t('isvRoutes.calls'), data: stats.points.map((point) => point.calls) }, { name: t('isvRoutes.errors'), data: stats.points.map((point) => point.errors) }]} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('isvRoutes.latencyChart')}>
            <LineChart labels={labels} height={CHART_HEIGHT} summary={t('isvRoutes.latencySummary')} format={(ms) => `${Math.round(ms)} ms`}
              series={[{ name: t('isvRoutes.avgMs'), data: stats.points.map((point) => (point.calls > 0 ? point.avgMs : null)) }]} />
          </Card>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ margin: 0 }}>{t('isvRoutes.byIsv')}</Typography.Title>
      <Table<IsvFigures> rowKey="appKey" size="small" columns={columns} dataSource={stats.byIsv} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('isvRoutes.noCalls')} /> }} />
    </Flex>
  );
}

/**
 * 调用统计: the gateway's calls of one route (or of all) over the last hours, as charts of calls,
 * failures and time, and by ISV. It brings echarts, so it loads the first time it opens.
 */
export function RouteStatsDialog({ route, onClose }: { route?: IsvRouteRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [hours, setHours] = useState<number>(24);
  const stats = useCall(isvRoutesRoutes.stats, { query: route ? { routeId: route.id, hours } : { hours } }, { placeholderData: keepPreviousData });
  const title = route ? t('isvRoutes.statsTitle', { name: route.name, version: route.version }) : t('isvRoutes.allStatsTitle');
  const hoursLabel = (count: number) => (count === 168 ? t('isvRoutes.lastWeek') : t('isvRoutes.lastHours', { count }));
  return (
    <Modal open title={title} width={960} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        <Flex align="center" gap="small" wrap>
          <Typography.Text>{t('isvRoutes.range')}</Typography.Text>
          <Select aria-label={t('isvRoutes.range')} value={hours} onChange={setHours} style={{ minWidth: 140 }}
            options={HOURS.map((count) => ({ value: count, label: hoursLabel(count) }))} />
        </Flex>
        {stats.isError && !stats.data
          ? <LoadFailed onRetry={() => void stats.refetch()} />
          : stats.data ? <Spin spinning={stats.isFetching}><Figures stats={stats.data} hours={hours} /></Spin> : <Skeleton active />}
      </Flex>
    </Modal>
  );
}
