import { useState } from 'react';
import { Button, Drawer, Empty, Flex, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobsRoutes, type JobRecord, type JobRunRecord } from '@console/contract/jobs';
import { formatDateTime } from '../../crud/cells.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useCall } from '../../lib/query.ts';
import { RUN_STATUS_COLORS, runStatusLabel } from './jobs.resource.tsx';
import type { MessageKey } from '../../lib/i18n.ts';

/** While a run goes, the history is asked again this often. */
const WHILE_RUNNING_MS = 1_000;
const PAGE_SIZE = 10;

const TRIGGER_LABELS: Record<JobRunRecord['trigger'], MessageKey> = { schedule: 'jobs.schedule', misfire: 'jobs.misfireRun', manual: 'jobs.manual' };

function RunResult({ run }: { run: JobRunRecord }) {
  const text = run.error || run.output;
  if (!text) return null;
  return <Typography.Text type={run.error ? 'danger' : undefined} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Typography.Text>;
}

/** A job's runs, newest first, asked again every second while one of them goes. */
export function JobRunsDrawer({ job, onClose }: { job: JobRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const [pageNumber, setPageNumber] = useState(1);
  const runs = useCall(jobsRoutes.runs, { query: { jobId: job.id, pageNumber, pageSize: PAGE_SIZE } }, {
    refetchInterval: (query) => (query.state.data?.records.some((run) => run.status === 'running') ? WHILE_RUNNING_MS : false),
  });
  const statusTag = (run: JobRunRecord) => <Tag color={RUN_STATUS_COLORS[run.status]}>{t(runStatusLabel(run.status))}</Tag>;
  const wide: TableColumnsType<JobRunRecord> = [
    { key: 'startedAt', title: t('jobs.startedAt'), render: (_, run) => formatDateTime(run.startedAt), width: 170 },
    { key: 'status', title: t('jobs.runStatus'), render: (_, run) => statusTag(run), width: 90 },
    { key: 'result', title: t('jobs.output'), render: (_, run) => <RunResult run={run} /> },
    { key: 'trigger', title: t('jobs.trigger'), render: (_, run) => t(TRIGGER_LABELS[run.trigger]), width: 90 },
    { key: 'finishedAt', title: t('jobs.finishedAt'), render: (_, run) => (run.finishedAt ? formatDateTime(run.finishedAt) : ''), width: 170, responsive: ['lg'] },
    { key: 'instance', title: t('jobs.instance'), dataIndex: 'instance', responsive: ['xl'] },
  ];
  // A phone has room for one column: the start, the result and the output under them.
  const stacked: TableColumnsType<JobRunRecord> = [{
    key: 'run', title: t('jobs.startedAt'),
    render: (_, run) => (
      <Flex vertical gap={4}>
        <Flex gap={8} align="center">{formatDateTime(run.startedAt)}{statusTag(run)}</Flex>
        <RunResult run={run} />
      </Flex>
    ),
  }];
  return (
    <Drawer
      open
      title={t('jobs.historyTitle', { name: job.name })}
      onClose={onClose}
      size={narrow ? '100%' : 900}
      extra={<Button onClick={() => void runs.refetch()}>{t('jobs.refresh')}</Button>}
    >
      {runs.isError ? <LoadFailed onRetry={() => void runs.refetch()} /> : (
        <Table<JobRunRecord>
          rowKey="id"
          size="small"
          loading={runs.isPending}
          columns={narrow ? stacked : wide}
          dataSource={runs.data?.records}
          locale={{ emptyText: <Empty description={t('jobs.noRuns')} /> }}
          scroll={narrow ? undefined : { x: 'max-content' }}
          pagination={{ current: pageNumber, pageSize: PAGE_SIZE, total: runs.data?.total, onChange: setPageNumber, showSizeChanger: false }}
        />
      )}
    </Drawer>
  );
}
