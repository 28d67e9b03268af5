import { useState } from 'react';
import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { jobsRoutes, type JobRecord } from '@console/contract/jobs';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useHas } from '../../components/permission.tsx';
import { call } from '../../lib/request.ts';
import { JobRunsDrawer } from './job-runs.tsx';
import { jobsResource } from './jobs.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

/** Runs a job once now; the history shows how it went. */
function RunOnce({ job, onStarted }: { job: JobRecord; onStarted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = useMutation({
    mutationFn: () => call(jobsRoutes.runNow, { params: { id: job.id } }),
    onSuccess: (started) => {
      if (started.status === 'skipped') void message.warning(t('jobs.runSkipped'));
      else void message.success(t('jobs.runStarted'));
      onStarted();
    },
  });
  return <RowAction label={t('jobs.runOnce')} confirm={t('jobs.runOnceConfirm', { name: job.name })} onClick={() => run.mutateAsync().catch(() => undefined)} />;
}

export const prefetch = listPrefetch(jobsResource);

/** 定时任务: the jobs, each naming a registered handler, with their schedule, runs by hand and run history. */
export default function JobsPage() {
  const { t } = useTranslation();
  const mayRun = useHas('edit');
  const [opened, setOpened] = useState<JobRecord>();
  return (
    <>
      <CrudPage
        resource={jobsResource}
        rowActions={(job, refresh) => (
          <>
            {mayRun && <RunOnce job={job} onStarted={() => { setOpened(job); refresh(); }} />}
            <RowAction label={t('jobs.history')} onClick={() => setOpened(job)} />
          </>
        )}
      />
      {opened && <JobRunsDrawer job={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
