import { z } from 'zod';
import { SETTING_KEYS } from '@console/contract';
import type { JobHandler } from '../jobs/jobs.api.ts';
import type { Services } from '../../module.ts';
import type { LogsService } from './logs.service.ts';

/** The scheduled work that applies the setting 日志保留天数: entries older than it go, every night. */
export const logRetention = (logs: LogsService, services: Services): JobHandler<Record<string, never>> => ({
  name: 'log-retention',
  title: '日志保留清理',
  titleEn: 'Log retention',
  description: '删除早于“日志保留天数”（系统配置 log.retentionDays）的操作日志和登录日志',
  params: z.strictObject({}),
  defaultJob: { name: '日志保留清理', cron: '30 3 * * *', params: {} },
  run: async (_params, { signal }) => {
    const days = await services.settings.read(SETTING_KEYS.logRetentionDays);
    const removed = await logs.purgeOlderThan(days, signal);
    return `删除了 ${removed} 条 ${days} 天前的日志`;
  },
});
