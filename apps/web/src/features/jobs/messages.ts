import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    jobs: {
      record: '定时任务', name: '任务名称', handler: '处理器', handlerPick: '请选择处理器', cron: 'Cron 表达式',
      cronHint: '5 段（分 时 日 月 周）或 6 段（秒 分 时 日 月 周），如 0 9 * * 1-5 表示工作日 9 点',
      nextFires: '接下来 5 次触发（{{zone}}）', frequentWarning: '该表达式触发间隔小于 10 秒，会频繁运行',
      params: '参数（JSON）', paramsHint: '按处理器的参数说明填写 JSON 对象', paramsFields: '可填参数：{{fields}}',
      misfire: '错过触发', fireOnce: '补运行一次', skip: '跳过', timeoutSeconds: '超时（秒）',
      concurrent: '允许并发运行', allowFrequent: '允许高频触发', status: '状态', running: '运行中', paused: '已暂停',
      ownerName: '负责人', nextFireAt: '下次触发', lastRunAt: '最近运行', remark: '备注', updatedAt: '更新时间',
      runOnce: '运行一次', runOnceConfirm: '现在运行一次“{{name}}”？', runStarted: '已开始运行，可在运行记录中查看结果', runSkipped: '上一次运行尚未结束，本次跳过',
      history: '运行记录', historyTitle: '“{{name}}”的运行记录', refresh: '刷新',
      startedAt: '开始时间', finishedAt: '结束时间', runStatus: '结果', trigger: '触发方式', output: '输出', error: '错误', instance: '实例',
      schedule: '定时', misfireRun: '补运行', manual: '手动', succeeded: '成功', failed: '失败', skipped: '跳过', inProgress: '运行中',
      noRuns: '还没有运行记录',
    },
  },
  {
    jobs: {
      record: 'scheduled job', name: 'Name', handler: 'Handler', handlerPick: 'Choose a handler', cron: 'Cron expression',
      cronHint: '5 fields (minute hour day month weekday) or 6 with seconds first; 0 9 * * 1-5 is 9:00 on weekdays',
      nextFires: 'Next 5 fires ({{zone}})', frequentWarning: 'This expression fires less than 10 s apart: the job will run often',
      params: 'Parameters (JSON)', paramsHint: "A JSON object as the handler's parameters describe", paramsFields: 'Parameters: {{fields}}',
      misfire: 'Missed fires', fireOnce: 'Run once', skip: 'Skip', timeoutSeconds: 'Timeout (s)',
      concurrent: 'Allow overlapping runs', allowFrequent: 'Allow frequent fires', status: 'Status', running: 'Running', paused: 'Paused',
      ownerName: 'Owner', nextFireAt: 'Next fire', lastRunAt: 'Last run', remark: 'Remark', updatedAt: 'Updated',
      runOnce: 'Run once', runOnceConfirm: 'Run “{{name}}” once now?', runStarted: 'Started: its result shows in the run history', runSkipped: 'The previous run has not ended: this one was skipped',
      history: 'Runs', historyTitle: 'Runs of “{{name}}”', refresh: 'Refresh',
      startedAt: 'Started', finishedAt: 'Finished', runStatus: 'Result', trigger: 'Trigger', output: 'Output', error: 'Error', instance: 'Instance',
      schedule: 'Schedule', misfireRun: 'Missed fire', manual: 'By hand', succeeded: 'Succeeded', failed: 'Failed', skipped: 'Skipped', inProgress: 'Running',
      noRuns: 'No runs yet',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
