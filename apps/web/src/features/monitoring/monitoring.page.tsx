import { useMemo, useState, type ReactNode } from 'react';
import { Card, Col, Descriptions, Empty, Flex, Input, Progress, Row, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { monitoringRoutes, MONITOR_SAMPLE_SECONDS, type MonitorFigures, type RouteFigures } from '@console/contract/monitoring';
import { LineChart } from '../../components/line-chart.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { formatDateTime, formatTime } from '../../lib/dates.ts';
import { useCall } from '../../lib/query.ts';
import { formatSize } from '../../lib/sizes.ts';

const CHART_HEIGHT = 220;
const GUTTER: [number, number] = [16, 16];

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => t('monitor.duration', { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3_600), minutes: Math.floor((seconds % 3_600) / 60) });
}

/** A figure with a bar of how full it is. */
function Gauge({ title, percent, detail }: { title: string; percent: number; detail: ReactNode }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={percent} precision={1} suffix="%" />
      <Progress aria-label={title} percent={percent} showInfo={false} size="small" status={percent >= 90 ? 'exception' : 'normal'} />
      <Typography.Text type="secondary">{detail}</Typography.Text>
    </Card>
  );
}

function Gauges({ figures }: { figures: MonitorFigures }) {
  const { t } = useTranslation();
  const { machine, process, disk } = figures;
  return (
    <Row gutter={GUTTER}>
      <Col xs={24} sm={12} xl={6}><Gauge title={t('monitor.cpu')} percent={machine.cpuPercent} detail={t('monitor.cpuOf', { count: machine.cpuCount, model: machine.cpuModel })} /></Col>
      <Col xs={24} sm={12} xl={6}>
        <Gauge title={t('monitor.memory')} percent={percentOf(machine.memoryUsedBytes, machine.memoryTotalBytes)} detail={`${formatSize(machine.memoryUsedBytes)} / ${formatSize(machine.memoryTotalBytes)}`} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        {disk
          ? <Gauge title={t('monitor.disk')} percent={percentOf(disk.usedBytes, disk.totalBytes)} detail={`${formatSize(disk.usedBytes)} / ${formatSize(disk.totalBytes)}`} />
          : <Card size="small" style={{ height: '100%' }}><Statistic title={t('monitor.disk')} value="—" /><Typography.Text type="secondary">{t('monitor.diskUnknown')}</Typography.Text></Card>}
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Gauge title={t('monitor.processCpu')} percent={process.cpuPercent} detail={`${t('monitor.eventLoop')} ${process.eventLoop.p99Ms} ms`} />
      </Col>
    </Row>
  );
}

function Details({ figures }: { figures: MonitorFigures }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const { machine, process, database, redis, http } = figures;
  const column = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };
  return (
    <Row gutter={GUTTER}>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('monitor.machine')} style={{ height: '100%' }}>
          <Descriptions size="small" column={1} items={[
            { key: 'host', label: t('monitor.hostname'), children: machine.hostname },
            { key: 'platform', label: t('monitor.platform'), children: machine.platform },
            { key: 'load', label: t('monitor.load'), children: machine.load.map((load) => load.toFixed(2)).join(' / ') },
            { key: 'uptime', label: t('monitor.uptime'), children: duration(machine.uptimeSeconds) },
          ]} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('monitor.process')} style={{ height: '100%' }}>
          <Descriptions size="small" column={column} items={[
            { key: 'version', label: t('monitor.version'), children: process.version },
            { key: 'node', label: t('monitor.node'), children: process.nodeVersion },
            { key: 'pid', label: t('monitor.pid'), children: process.pid },
            { key: 'uptime', label: t('monitor.uptime'), children: duration(process.uptimeSeconds) },
            { key: 'rss', label: t('monitor.rss'), children: formatSize(process.rssBytes) },
            { key: 'heap', label: t('monitor.heap'), children: `${formatSize(process.heapUsedBytes)} / ${formatSize(process.heapTotalBytes)}` },
            { key: 'started', label: t('monitor.startedAt'), children: formatDateTime(process.startedAt), span: 'filled' },
          ]} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('monitor.storage')} style={{ height: '100%' }}>
          <Descriptions size="small" column={1} items={[
            {
              key: 'database', label: t('monitor.database'),
              children: database
                ? `${t(`monitor.${database.kind}`)} ${database.version} · ${t('monitor.databaseSize')} ${formatSize(database.sizeBytes)} · ${t('monitor.connections')} ${database.connections}`
                : <Tag color="error">{t('monitor.databaseDown')}</Tag>,
            },
            {
              key: 'redis', label: t('monitor.redis'),
              children: redis
                ? `${redis.version} · ${t('monitor.redisMemory')} ${formatSize(redis.usedMemoryBytes)} · ${t('monitor.redisClients')} ${redis.connectedClients} · ${t('monitor.uptime')} ${duration(redis.uptimeSeconds)}`
                : t('monitor.redisNone'),
            },
            { key: 'sockets', label: t('monitor.sockets'), children: figures.websocketConnections },
            { key: 'rps', label: t('monitor.requestsPerSecond'), children: `${http.requestsPerSecond} · ${t('monitor.requestsTotal')} ${http.count}` },
          ]} />
        </Card>
      </Col>
    </Row>
  );
}

function Charts({ history }: { history: MonitorFigures['history'] }) {
  const { t } = useTranslation();
  const labels = history.map(({ at }) => formatTime(at));
  const line = (name: string, pick: (sample: MonitorFigures['history'][number]) => number) => ({ name, data: history.map(pick) });
  const chart = (title: string, content: ReactNode) => (
    <Col xs={24} xl={8}><Card size="small" title={title}>{content}</Card></Col>
  );
  return (
    <Row gutter={GUTTER}>
      {chart(t('monitor.cpuChart'), <LineChart live labels={labels} height={CHART_HEIGHT} summary={t('monitor.cpuSummary')} format={(value) => `${value}%`}
        series={[line(t('monitor.machineCpu'), (s) => s.machineCpuPercent), line(t('monitor.processCpuLine'), (s) => s.processCpuPercent)]} />)}
      {chart(t('monitor.memoryChart'), <LineChart live labels={labels} height={CHART_HEIGHT} summary={t('monitor.memorySummary')} format={formatSize}
        series={[line(t('monitor.rssLine'), (s) => s.rssBytes), line(t('monitor.heapLine'), (s) => s.heapUsedBytes)]} />)}
      {chart(t('monitor.trafficChart'), <LineChart live labels={labels} height={CHART_HEIGHT} summary={t('monitor.trafficSummary')}
        series={[line(t('monitor.rpsLine'), (s) => s.requestsPerSecond), line(t('monitor.loopLine'), (s) => s.eventLoopP99Ms)]} />)}
    </Row>
  );
}

const METHOD_COLOURS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

function RouteTable({ routes }: { routes: RouteFigures[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => routes.filter((route) => route.route.toLowerCase().includes(search.toLowerCase())), [routes, search]);
  const number = (key: keyof RouteFigures & string, title: string): TableColumnsType<RouteFigures>[number] => ({
    key, title, dataIndex: key, align: 'right', sorter: (a, b) => (a[key] as number) - (b[key] as number),
  });
  const columns: TableColumnsType<RouteFigures> = [
    { key: 'method', title: t('monitor.method'), dataIndex: 'method', render: (method: string) => <Tag color={METHOD_COLOURS[method]}>{method}</Tag> },
    { key: 'route', title: t('monitor.route'), dataIndex: 'route', render: (route: string) => <Typography.Text code>{route}</Typography.Text> },
    { ...number('count', t('monitor.count')), defaultSortOrder: 'descend' },
    number('requestsPerSecond', t('monitor.rps')),
    number('meanMs', t('monitor.mean')), number('p50Ms', t('monitor.p50')), number('p95Ms', t('monitor.p95')), number('p99Ms', t('monitor.p99')),
    { ...number('serverErrors', t('monitor.errors')), render: (errors: number) => (errors > 0 ? <Tag color="error">{errors}</Tag> : 0) },
  ];
  return (
    <Card size="small" title={t('monitor.routes')}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('monitor.routesHint')}</Typography.Text>
        <Input.Search allowClear placeholder={t('monitor.routeSearch')} aria-label={t('monitor.routeSearch')} style={{ maxWidth: 360 }} onChange={(event) => setSearch(event.target.value.trim())} />
        <Table<RouteFigures> rowKey={(route) => `${route.method} ${route.route}`} size="small" dataSource={shown} columns={columns}
          scroll={{ x: 'max-content' }} pagination={{ pageSize: 20, hideOnSinglePage: true }} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('monitor.noRoutes')} /> }} />
      </Flex>
    </Card>
  );
}

/**
 * 系统监控: the server machine, its process, the database, Redis, sockets and every route's requests,
 * asked again at each of the server's samples, with the last ten minutes as charts.
 */
export default function MonitoringPage() {
  const { t } = useTranslation();
  const figures = useCall(monitoringRoutes.figures, {}, { refetchInterval: MONITOR_SAMPLE_SECONDS * 1000 });
  if (figures.isPending) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  if (!figures.data) return <Card><LoadFailed onRetry={() => void figures.refetch()} /></Card>;
  const data = figures.data;
  const sampledAt = data.history.at(-1)?.at;
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t('monitor.refreshEvery', { seconds: data.sampledEverySeconds, time: sampledAt ? formatTime(sampledAt) : '—' })}</Typography.Text>
      <Gauges figures={data} />
      <Charts history={data.history} />
      <Details figures={data} />
      <RouteTable routes={data.http.routes} />
    </Flex>
  );
}
