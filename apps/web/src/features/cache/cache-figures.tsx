import type { ReactNode } from 'react';
import { Alert, Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cacheRoutes, type CacheFigures as Figures } from '@console/contract/cache';
import { MONITOR_SAMPLE_SECONDS } from '@console/contract/monitoring';
import { LineChart } from '../../components/line-chart.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { formatTime } from '../../lib/dates.ts';
import { useCall } from '../../lib/query.ts';
import { formatSize } from '../../lib/sizes.ts';

const CHART_HEIGHT = 200;
const asPercent = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 1000) / 10);

function Charts({ history }: { history: Figures['history'] }) {
  const { t } = useTranslation();
  const labels = history.map(({ at }) => formatTime(at));
  const chart = (title: string, content: ReactNode) => <Col xs={24} lg={12}><Typography.Text type="secondary">{title}</Typography.Text>{content}</Col>;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      {chart(t('cache.memoryChart'), <LineChart live labels={labels} height={CHART_HEIGHT} summary={t('cache.memorySummary')} format={formatSize}
        series={[{ name: t('cache.memoryLine'), data: history.map((sample) => sample.usedMemoryBytes) }]} />)}
      {chart(t('cache.commandsChart'), <LineChart live labels={labels} height={CHART_HEIGHT} summary={t('cache.commandsSummary')}
        series={[
          { name: t('cache.commandsLine'), data: history.map((sample) => sample.commandsPerSecond) },
          { name: t('cache.hitLine'), data: history.map((sample) => asPercent(sample.hitRatio)) },
        ]} />)}
    </Row>
  );
}

/** 缓存服务: the figures of the cache the server uses, asked again at each of the server's samples. */
export function CacheFigures() {
  const { t } = useTranslation();
  const figures = useCall(cacheRoutes.figures, {}, { refetchInterval: MONITOR_SAMPLE_SECONDS * 1000 });
  const data = figures.data;
  const backend = data && (data.backend === 'redis' ? <Tag color="red">{t('cache.redis', { version: data.version ?? '' })}</Tag> : <Tag color="blue">{t('cache.memoryBackend')}</Tag>);
  const statistic = (title: string, value: number | string | undefined | null, suffix?: string) => (
    <Col xs={12} md={8} xl={4}><Statistic title={title} value={value ?? t('cache.notApplicable')} suffix={value === null ? undefined : suffix} loading={figures.isPending} /></Col>
  );
  return (
    <Card size="small" title={<>{t('cache.figures')} {backend}</>} extra={<Typography.Text type="secondary">{t('cache.refreshEvery', { seconds: MONITOR_SAMPLE_SECONDS })}</Typography.Text>}>
      {figures.isError && !data ? <LoadFailed onRetry={() => void figures.refetch()} /> : (
        <>
          {data?.backend === 'memory' && <Alert type="info" showIcon title={t('cache.memoryExplained')} style={{ marginBottom: 16 }} />}
          <Row gutter={[16, 16]}>
            {statistic(t('cache.usedMemory'), data && formatSize(data.usedMemoryBytes))}
            {statistic(t('cache.keys'), data?.keys)}
            {statistic(t('cache.hitRatio'), data && asPercent(data.hitRatio), '%')}
            {statistic(t('cache.clients'), data?.connectedClients)}
            {statistic(t('cache.commandsPerSecond'), data?.commandsPerSecond)}
          </Row>
          {data && <Charts history={data.history} />}
        </>
      )}
    </Card>
  );
}
