import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobsCrud, jobsRoutes, type JobRecord, type RunStatus } from '@console/contract/jobs';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { callWith } from '../../lib/request.ts';
import { shownAccountName } from '../../components/account-name.ts';
import { CronInput, HandlerPicker, paramsText, ParamsEditor, useHandlers, useHandlerTitle } from './job-controls.tsx';

const STATUS_OPTIONS: Option[] = [
  { value: 'running', label: 'jobs.running', color: 'success' },
  { value: 'paused', label: 'jobs.paused', color: 'default' },
];
const MISFIRE_OPTIONS: Option[] = [{ value: 'fireOnce', label: 'jobs.fireOnce' }, { value: 'skip', label: 'jobs.skip' }];

export const RUN_STATUS_COLORS: Record<RunStatus, string> = { running: 'processing', succeeded: 'success', failed: 'error', skipped: 'default' };
/** The message key of a run's status: `running` reads 运行中 for a run, not a job's 运行中 status. */
export const runStatusLabel = (status: RunStatus) => `jobs.${status === 'running' ? 'inProgress' : status}` as const;

function HandlerCell({ job }: { job: JobRecord }) {
  const handler = useHandlers().data?.find((one) => one.name === job.handler);
  const titleOf = useHandlerTitle();
  return handler ? titleOf(handler) : job.handler;
}

function LastRunCell({ job }: { job: JobRecord }) {
  const { t } = useTranslation();
  if (!job.lastRunAt || !job.lastRunStatus) return null;
  return (
    <Space size={4} wrap>
      <Tag color={RUN_STATUS_COLORS[job.lastRunStatus]}>{t(runStatusLabel(job.lastRunStatus))}</Tag>
      {formatDateTime(job.lastRunAt)}
    </Space>
  );
}

export const jobsResource = declaredResource(jobsCrud, {
  messages: 'jobs',
  columns: [
    { key: 'name', render: (job) => inReadersLanguage(job.name, job.nameEn) },
    // The handler is chosen when the job is created: its parameters belong to it.
    { key: 'handler', render: (job) => <HandlerCell job={job} />, form: { kind: 'custom', control: <HandlerPicker /> } },
    { key: 'cron', render: (job) => <code>{job.cron}</code>, form: { kind: 'custom', control: <CronInput />, hint: 'jobs.cronHint' } },
    { key: 'params', hideInTable: true, form: { kind: 'custom', control: (job) => <ParamsEditor handlerName={job?.handler} />, initialValue: '{}', hint: 'jobs.paramsHint' } },
    { key: 'status', options: STATUS_OPTIONS, toggleOn: 'running', toggle: (job, on) => callWith(on ? jobsRoutes.resume : jobsRoutes.pause, { id: job.id }) },
    'nextFireAt',
    { key: 'lastRunAt', render: (job) => <LastRunCell job={job} /> },
    { key: 'misfire', options: MISFIRE_OPTIONS, defaultHidden: true, form: { kind: 'radio', initialValue: 'fireOnce' } },
    { key: 'timeoutSeconds', defaultHidden: true, form: { initialValue: 300 } },
    { key: 'concurrent', defaultHidden: true },
    { key: 'allowFrequent', hideInTable: true },
    { key: 'ownerName', defaultHidden: true, render: (job) => shownAccountName(job.ownerName ?? '') },
    { key: 'remark', defaultHidden: true, render: (job) => inReadersLanguage(job.remark, job.remarkEn) },
    { key: 'updatedAt', defaultHidden: true },
  ],
  toFormValues: (job: JobRecord) => ({ ...job, params: paramsText(job.params) }),
  followWhile: (job) => job.lastRunStatus === 'running',
});
