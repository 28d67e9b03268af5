import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobHandlerInfo, JobRecord, JobRunRecord } from '@console/contract/jobs';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import JobsPage from './jobs.page.tsx';

const AT = '2026-05-01T08:00:00.000Z';

function job(id: number, overrides: Partial<JobRecord> = {}): JobRecord {
  return {
    id, name: `任务${id}`, nameEn: null, remarkEn: null, handler: 'owner-reminder', cron: '0 9 * * 1-5', params: { title: '早会' }, misfire: 'fireOnce', timeoutSeconds: 300,
    concurrent: false, allowFrequent: false, status: 'running', remark: '', ownerId: 1, ownerName: '超级管理员', nextFireAt: AT,
    lastRunAt: null, lastRunStatus: null, createdAt: AT, updatedAt: AT, ...overrides,
  };
}

const reminder: JobHandlerInfo = {
  name: 'owner-reminder', title: '给负责人发送待办（演示）', titleEn: 'To-do for the owner (demonstration)', description: '每次运行给任务的创建人发送一条待办', descriptionEn: 'Each run sends the job’s creator a to-do',
  paramsSchema: { type: 'object', properties: { title: { type: 'string' }, content: { type: 'string' } } }, exampleParams: { title: '定时提醒' },
};

const run = (id: number, overrides: Partial<JobRunRecord> = {}): JobRunRecord => ({
  id, jobId: 1, trigger: 'manual', scheduledAt: null, startedAt: AT, finishedAt: AT, status: 'succeeded', output: '已发送待办', error: '', instance: 'node-1', ...overrides,
});

const pageOf = <T,>(records: T[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '/quartz/getAllByPage': () => pageOf([job(1, { name: '早会提醒' }), job(2, { name: '已暂停的任务', status: 'paused', nextFireAt: null })]),
    '/quartz/handlers': () => ({ data: [reminder] }),
    '/quartz/preview': () => ({ data: { timeZone: 'Asia/Shanghai', fireTimes: ['2026-05-04T01:00:00.000Z', '2026-05-05T01:00:00.000Z'], problem: null, frequent: false } }),
  });
});

const renderJobsPage = (perms?: ('view' | 'add' | 'edit' | 'delete')[]) =>
  renderPage(<JobsPage />, { name: 'quartz-manage', url: '/sys/quartz-manage', perms });

describe('scheduled jobs page', () => {
  it('lists jobs with their handler titles and pauses one with its switch', async () => {
    api.reply({ '/quartz/pause/1': () => ({ data: job(1, { status: 'paused' }) }) });
    renderJobsPage();
    expect(await screen.findByText('早会提醒')).toBeInTheDocument();
    expect(await within(row('早会提醒')).findByText('给负责人发送待办（演示）')).toBeInTheDocument();
    const switches = screen.getAllByRole('switch', { name: '状态' });
    expect(switches.map((one) => one.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    await userEvent.click(within(row('早会提醒')).getByRole('switch'));
    await waitFor(() => expect(api.to('/quartz/pause/1')).toHaveLength(1));
  });

  it('names a job the product made in English for English readers, while it keeps its name', async () => {
    api.reply({ '/quartz/getAllByPage': () => pageOf([job(1, { name: '过期会话清理', nameEn: 'Expired session clean-up' }), job(2, { name: '我的提醒' })]) });
    await changeLanguage('en-US');
    try {
      renderJobsPage();
      expect(await screen.findByText('Expired session clean-up')).toBeInTheDocument();
      expect(screen.getByText('我的提醒')).toBeInTheDocument();
      expect(screen.queryByText('过期会话清理')).not.toBeInTheDocument();
      await userEvent.click(button('Add'));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByLabelText('Handler'));
      await userEvent.click(await screen.findByTitle('To-do for the owner (demonstration)'));
      expect(await within(dialog).findByText('Each run sends the job’s creator a to-do')).toBeInTheDocument();
    } finally {
      await changeLanguage('zh-CN');
    }
  });

  it('creates a job from the handler picker, showing its description, parameters and the next fire times', async () => {
    api.reply({ '/quartz/add': () => ({ data: job(3) }) });
    renderJobsPage();
    await screen.findByText('早会提醒');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('任务名称'), '周报提醒');
    await userEvent.click(within(dialog).getByLabelText('处理器'));
    await userEvent.click(await screen.findByTitle('给负责人发送待办（演示）'));
    expect(await within(dialog).findByText('每次运行给任务的创建人发送一条待办')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('参数（JSON）')).toHaveValue('{\n  "title": "定时提醒"\n}');
    expect(within(dialog).getByText('可填参数：title, content')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Cron 表达式'), '0 9 * * 1');
    expect(await within(dialog).findByText('接下来 5 次触发（Asia/Shanghai）')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/quartz/preview').at(-1)?.query.get('cron')).toBe('0 9 * * 1'));
    // Typing is debounced: the expression is asked for once it rests, not at every key.
    expect(api.to('/quartz/preview').length).toBeLessThan(4);
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/quartz/add')).toHaveLength(1));
    const sent = JSON.parse(api.to('/quartz/add')[0]!.text);
    expect(sent).toMatchObject({ name: '周报提醒', handler: 'owner-reminder', cron: '0 9 * * 1' });
    // The parameters go as the JSON typed; the server reads them with the handler's schema.
    expect(JSON.parse(sent.params)).toEqual({ title: '定时提醒' });
    expect(shown).toEqual([]);
  });

  it('says why an expression is refused', async () => {
    api.reply({ '/quartz/preview': () => ({ data: { timeZone: 'UTC', fireTimes: [], problem: '该 cron 表达式永远不会触发', frequent: false } }) });
    renderJobsPage();
    await screen.findByText('早会提醒');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Cron 表达式'), '0 0 30 2 *');
    expect(await within(dialog).findByText('该 cron 表达式永远不会触发')).toBeInTheDocument();
  });

  it('runs a job once after confirmation and shows the run in its history', async () => {
    let runs: JobRunRecord[] = [];
    api.reply({
      '/quartz/run/1': () => {
        runs = [run(9)];
        return { data: run(9, { status: 'running', finishedAt: null, output: '' }) };
      },
      '/quartz/runs': () => pageOf(runs),
    });
    renderJobsPage();
    await userEvent.click(button('运行一次', await screen.findByText('早会提醒').then((cell) => cell.closest('tr')!)));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/quartz/run/1')).toHaveLength(1));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('“早会提醒”的运行记录')).toBeInTheDocument();
    expect(await within(drawer).findByText('已发送待办')).toBeInTheDocument();
    expect(within(drawer).getByText('成功')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/quartz/runs').at(-1)!.query)).toMatchObject({ jobId: '1' });
  });

  it('follows a run in progress in the list until it ends, without a refresh', async () => {
    let lastRun: Partial<JobRecord> = { lastRunAt: AT, lastRunStatus: 'running' };
    api.reply({ '/quartz/getAllByPage': () => pageOf([job(1, { name: '早会提醒', ...lastRun })]) });
    renderJobsPage();
    expect(await within(await screen.findByText('早会提醒').then((cell) => cell.closest('tr')!)).findByText('运行中', { selector: '.ant-tag' })).toBeInTheDocument();
    lastRun = { lastRunAt: AT, lastRunStatus: 'succeeded' };
    expect(await within(row('早会提醒')).findByText('成功', { selector: '.ant-tag' }, { timeout: 5_000 })).toBeInTheDocument();
    const asked = api.to('/quartz/getAllByPage').length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.to('/quartz/getAllByPage')).toHaveLength(asked);
  });

  it('shows a failed run with its error, and an empty history as such', async () => {
    api.reply({ '/quartz/runs': (request) => pageOf(request.query.get('jobId') === '1' ? [run(4, { status: 'failed', output: '', error: '运行超过 1 秒的超时时间，已被停止' })] : []) });
    renderJobsPage();
    await userEvent.click(button('运行记录', await screen.findByText('早会提醒').then((cell) => cell.closest('tr')!)));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('运行超过 1 秒的超时时间，已被停止')).toBeInTheDocument();
    expect(within(drawer).getByText('失败')).toBeInTheDocument();
  });

  it('offers a viewer the history but neither run nor switch', async () => {
    renderJobsPage(['view']);
    await screen.findByText('早会提醒');
    expect(screen.queryByText('运行一次')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row('早会提醒')).getByText('运行中')).toBeInTheDocument();
    expect(within(row('早会提醒')).getByText('运行记录')).toBeInTheDocument();
  });
});
