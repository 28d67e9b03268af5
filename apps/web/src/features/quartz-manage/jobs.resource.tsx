import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobsCrud, jobsRoutes, type JobRecord, type RunStatus } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { callWith } from '../../lib/request.ts';
import { CronInput, HandlerPicker, paramsText, ParamsEditor, useHandlers, useHandlerTitle } from './job-controls.tsx';
import { shownAccountName } from '../../components/account-name.ts';

const STATUS_OPTIONS: Option[] = [
  { value: 'running', label: 'jobs.running', color: 'success' },
  { value: 'paused', label: 'jobs.paused', color: 'default' },
];
const MISFIRE_OPTIONS: Option[] = [{ value: 'fireOnce', label: 'jobs.fireOnce' }, { value: 'skip', label: 'jobs.skip' }];

export const RUN_STATUS_COLORS: Record<RunStatus, string> = { running: 'processing', succeeded: 'success', failed: 'error', skipped: 'default' };
/** The message key of a run's status: `running` reads 运行中 for a run, not a job's 运行中 status. */
export const runStatusLabel = (status: RunStatus) => `jobs.${status === 'running' ? 'inProgress' : status}`;

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

const dateOrBlank = (iso: string | null) => (iso ? formatDateTime(iso) : '');

export const jobsResource = declaredResource(jobsCrud, {
  title: 'jobs.record',
  columns: [
    { key: 'name', title: 'jobs.name', render: (job) => inReadersLanguage(job.name, job.nameEn), form: { kind: 'text', maxLength: 50 } },
    {
      key: 'handler', title: 'jobs.handler', render: (job) => <HandlerCell job={job} />, search: { kind: 'text' },
      // The handler is chosen when the job is created: its parameters belong to it.
      form: { kind: 'custom', only: 'create', control: <HandlerPicker /> },
    },
    { key: 'cron', title: 'jobs.cron', render: (job) => <code>{job.cron}</code>, form: { kind: 'custom', control: <CronInput />, hint: 'jobs.cronHint' } },
    {
      key: 'params', title: 'jobs.params', hideInTable: true,
      form: { kind: 'custom', control: (job) => <ParamsEditor handlerName={job?.handler} />, initialValue: '{}', hint: 'jobs.paramsHint' },
    },
    {
      key: 'status', title: 'jobs.status', options: STATUS_OPTIONS, toggleOn: 'running', search: { kind: 'select' },
      toggle: (job, on) => callWith(on ? jobsRoutes.resume : jobsRoutes.pause, { id: job.id }),
    },
    { key: 'nextFireAt', title: 'jobs.nextFireAt', exportValue: (job) => dateOrBlank(job.nextFireAt) },
    { key: 'lastRunAt', title: 'jobs.lastRun', render: (job) => <LastRunCell job={job} />, exportValue: (job) => dateOrBlank(job.lastRunAt) },
    { key: 'misfire', title: 'jobs.misfire', options: MISFIRE_OPTIONS, defaultHidden: true, form: { kind: 'radio', initialValue: 'fireOnce' } },
    { key: 'timeoutSeconds', title: 'jobs.timeoutSeconds', defaultHidden: true, form: { kind: 'number', initialValue: 300 } },
    { key: 'concurrent', title: 'jobs.concurrent', defaultHidden: true, form: { kind: 'switch', initialValue: false } },
    { key: 'allowFrequent', title: 'jobs.allowFrequent', hideInTable: true, form: { kind: 'switch', initialValue: false } },
    { key: 'ownerName', title: 'jobs.owner', defaultHidden: true, render: (job) => shownAccountName(job.ownerName ?? '') },
    { key: 'remark', title: 'jobs.remark', defaultHidden: true, render: (job) => inReadersLanguage(job.remark, job.remarkEn), form: { kind: 'textarea', maxLength: 500 } },
    { key: 'updatedAt', title: 'jobs.updatedAt', defaultHidden: true, exportValue: (job) => formatDateTime(job.updatedAt) },
  ],
  toFormValues: (job: JobRecord) => ({ ...job, params: paramsText(job.params) }),
  followWhile: (job) => job.lastRunStatus === 'running',
});
