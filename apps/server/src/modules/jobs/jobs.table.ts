import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JobStatus, RunStatus } from '@console/contract/jobs';
import { users } from '../users/users.table.ts';

export const scheduledJobs = pgTable('scheduled_jobs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The registered handler it runs, by name. */
  handler: text('handler').notNull(),
  cron: text('cron').notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  misfire: text('misfire').$type<'fireOnce' | 'skip'>().notNull().default('fireOnce'),
  timeoutSeconds: integer('timeout_seconds').notNull().default(300),
  /** Whether a fire may start while an earlier run of the job is still going. */
  concurrent: boolean('concurrent').notNull().default(false),
  allowFrequent: boolean('allow_frequent').notNull().default(false),
  status: text('status').$type<JobStatus>().notNull().default('running'),
  remark: text('remark').notNull().default(''),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Also the moment a schedule starts counting from: fires before an edit or a resume are not missed fires. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('scheduled_jobs_name_lower_key').on(sql`lower(${t.name})`)]);

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

/**
 * Every run of a job. A scheduled run is first a claim: the row of (job, fire time) is inserted by
 * the one instance that gets it, so each fire runs once in the cluster.
 */
export const jobRuns = pgTable('job_runs', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').notNull().references(() => scheduledJobs.id, { onDelete: 'cascade' }),
  trigger: text('trigger').$type<'schedule' | 'misfire' | 'manual'>().notNull(),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  status: text('status').$type<RunStatus>().notNull(),
  output: text('output').notNull().default(''),
  error: text('error').notNull().default(''),
  instance: text('instance').notNull(),
}, (t) => [
  uniqueIndex('job_runs_fire_key').on(t.jobId, t.scheduledAt),
  index('job_runs_job_idx').on(t.jobId, t.id),
  index('job_runs_running_idx').on(t.jobId).where(sql`${t.status} = 'running'`),
]);

export type JobRunRow = typeof jobRuns.$inferSelect;

/** The handlers whose default job was created once: a deleted default job is not created again. */
export const jobDefaultsSeeded = pgTable('job_defaults_seeded', {
  handler: text('handler').primaryKey(),
});
