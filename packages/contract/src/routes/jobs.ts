import { z } from 'zod';
import { defineDomain, defineRoute, onPage } from '../route.ts';
import { flag, id, listQuery, optional, pageOf, text, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy, type FilterDef } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';

/** `running`: fires on its schedule; `paused`: fires only when run by hand. */
export const JOB_STATUSES = ['running', 'paused'] as const;
export const jobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatus>;

/** What happens to fires missed while no instance ran: one run at start (`fireOnce`), or none (`skip`). */
export const MISFIRE_POLICIES = ['fireOnce', 'skip'] as const;
export const misfirePolicy = z.enum(MISFIRE_POLICIES);

export const RUN_STATUSES = ['running', 'succeeded', 'failed', 'skipped'] as const;
export const runStatus = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatus>;

/** `schedule`: a fire of the cron; `misfire`: the one run for fires missed while no instance ran; `manual`: run now. */
export const RUN_TRIGGERS = ['schedule', 'misfire', 'manual'] as const;

/**
 * Fires closer together than this are refused unless the job allows frequent fires: a mistyped
 * seconds field (`* * * * * *`) would otherwise run a job every second.
 */
export const MIN_FIRE_INTERVAL_SECONDS = 10;
export const JOB_TIMEOUT_MAX_SECONDS = 86_400;

/** A text read as JSON when it is JSON; left as it is otherwise, for the schema to refuse. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value.trim() || '{}');
  } catch {
    return value;
  }
}

/** A handler's parameters: a JSON object, also as the text of a form's JSON field. */
export const jobParams = z.preprocess(parsedJson, z.record(z.string(), z.unknown(), { error: MESSAGES.jobParamsNotObject }));

const statusFilter: FilterDef = { match: 'equals', schema: jobStatus.optional() };

export const jobsCrud = defineCrud({
  name: 'job',
  page: 'quartz-manage',
  noun: ['scheduled job', 'scheduled jobs', '定时任务'],
  fields: {
    name: text(50).min(1),
    handler: text(64).min(1),
    cron: text(100).min(1),
    params: jobParams.optional(),
    misfire: misfirePolicy.optional(),
    timeoutSeconds: wholeNumber(1, JOB_TIMEOUT_MAX_SECONDS).optional(),
    concurrent: flag.optional(),
    allowFrequent: flag.optional(),
    remark: optional(text(500)),
  },
  createOnly: ['handler'],
  readOnly: {
    /** A job the product made, while it keeps the name it was made with: that name in English (its handler's title); else null. */
    nameEn: z.string().nullable(),
    /** A job the product made, while it keeps the remark it was made with (its handler's description): that remark in English; else null. */
    remarkEn: z.string().nullable(),
    status: jobStatus,
    ownerId: z.number().int().nullable(),
    ownerName: z.string().nullable(),
    /** The next fire on the schedule; null while paused. */
    nextFireAt: z.string().nullable(),
    lastRunAt: z.string().nullable(),
    lastRunStatus: runStatus.nullable(),
  },
  filters: { name: filterBy.contains, handler: filterBy.text, status: statusFilter },
  sorts: ['id', 'name', 'updatedAt'],
  paths: { list: 'GET /quartz/getAllByPage', create: 'POST /quartz/add', update: 'POST /quartz/edit', delete: 'GET /quartz/delByIds/:ids' },
  unique: { name: { ignoreCase: true, message: MESSAGES.jobNameTaken } },
  notFound: MESSAGES.jobNotFound,
  bodyEncoding: 'json',
});

export const jobRecord = jobsCrud.record;
export type JobRecord = z.infer<typeof jobRecord>;

export const jobRunRecord = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  trigger: z.enum(RUN_TRIGGERS),
  /** The fire time of the schedule this run is for; null for a run by hand. */
  scheduledAt: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: runStatus,
  output: z.string(),
  error: z.string(),
  /** The server instance that ran it. */
  instance: z.string(),
});
export type JobRunRecord = z.infer<typeof jobRunRecord>;

/** A handler a job may name, with the JSON schema of its parameters. */
export const jobHandlerInfo = z.object({
  name: z.string(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  paramsSchema: z.record(z.string(), z.unknown()),
  /** Parameters that fit the schema, to start a form from. */
  exampleParams: z.record(z.string(), z.unknown()),
});
export type JobHandlerInfo = z.infer<typeof jobHandlerInfo>;

export const cronPreview = z.object({
  timeZone: z.string(),
  /** The next fires (up to 5), ISO instants; empty when the expression is refused. */
  fireTimes: z.array(z.string()),
  /** Why the expression is refused for the job; null when it is accepted. */
  problem: z.string().nullable(),
  /** It fires more often than every `MIN_FIRE_INTERVAL_SECONDS`: allowed only with `allowFrequent`. */
  frequent: z.boolean(),
});
export type CronPreview = z.infer<typeof cronPreview>;

const byId = z.strictObject({ id });

export const jobsRoutes = {
  ...jobsCrud.routes,
  pause: defineRoute({
    method: 'GET', path: '/quartz/pause/:id', access: onPage('quartz-manage', 'edit'),
    title: '暂停定时任务', titleEn: 'Pause a scheduled job',
    summary: 'Pause a scheduled job on every instance', params: byId, data: jobRecord,
  }),
  resume: defineRoute({
    method: 'GET', path: '/quartz/resume/:id', access: onPage('quartz-manage', 'edit'),
    title: '恢复定时任务', titleEn: 'Resume a scheduled job',
    summary: 'Resume a paused scheduled job on every instance', params: byId, data: jobRecord,
  }),
  runNow: defineRoute({
    method: 'POST', path: '/quartz/run/:id', access: onPage('quartz-manage', 'edit'),
    title: '立即运行定时任务', titleEn: 'Run a scheduled job now',
    summary: 'Run a job once now, whatever its status; answers the run as it starts', params: byId, data: jobRunRecord,
  }),
  runs: defineRoute({
    method: 'GET', path: '/quartz/runs', access: onPage('quartz-manage', 'view'),
    title: '运行记录', titleEn: 'Job runs',
    summary: "A job's runs, newest first",
    query: listQuery(['id'], { jobId: id, status: runStatus.optional() }), data: pageOf(jobRunRecord),
  }),
  handlers: defineRoute({
    method: 'GET', path: '/quartz/handlers', access: onPage('quartz-manage', 'view'),
    title: '任务处理器', titleEn: 'Job handlers',
    summary: 'The handlers a job may name, with the JSON schema of their parameters', data: z.array(jobHandlerInfo),
  }),
  preview: defineRoute({
    method: 'GET', path: '/quartz/preview', access: onPage('quartz-manage', 'view'),
    title: '预览 cron 表达式', titleEn: 'Preview a cron expression',
    summary: "The next 5 fire times of a cron expression in the server's time zone, and whether a job may use it",
    query: z.strictObject({ cron: z.string().trim().max(100), allowFrequent: flag.optional() }), data: cronPreview,
  }),
};

export const jobsDomain = defineDomain('jobs', jobsRoutes);
