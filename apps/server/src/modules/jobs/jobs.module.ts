import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { MESSAGES } from '@console/contract';
import { jobsCrud } from '@console/contract/jobs';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { notFound } from '../../http/errors.ts';
import { languageOf } from '../../http/language.ts';
import type { Db } from '../../platform/database.ts';
import { defineModule } from '../../module.ts';
import { previewCron } from './cron-rules.ts';
import { reminderHandler } from './demo-handler.ts';
import { addDemoJobs } from './demo-jobs.ts';
import { HandlerRegistry } from './handler-registry.ts';
import { JobRunner } from './job-runner.ts';
import { JobsService } from './jobs.service.ts';
import { jobDefaultsSeeded, scheduledJobs } from './jobs.table.ts';
import { Scheduler } from './scheduler.ts';

/** Creates the default job of each handler that has one, once per database: a deleted default job stays deleted. */
async function seedDefaultJobs(tx: Db, registry: HandlerRegistry): Promise<void> {
  for (const handler of registry.all()) {
    if (!handler.defaultJob) continue;
    const [first] = await tx.insert(jobDefaultsSeeded).values({ handler: handler.name }).onConflictDoNothing().returning();
    if (!first) continue;
    const { name, cron, params } = handler.defaultJob;
    await tx.insert(scheduledJobs).values({ name, handler: handler.name, cron, params, remark: handler.description }).onConflictDoNothing();
  }
}

/**
 * Scheduled jobs: the handlers other modules register, the jobs that name them, and the scheduler
 * that fires them once per fire in the cluster. Built early so every later module can register.
 */
export const jobsModule = defineModule({
  name: 'jobs',
  build: ({ db, log, services, closing }) => {
    const registry = new HandlerRegistry();
    const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    // The messages module is built later; runs start only once every module is built.
    const inbox = () => services.inbox;
    const runner = new JobRunner(db, registry, inbox, instance, log);
    const jobs = new JobsService(db, registry);
    const scheduler = new Scheduler(db, runner, log);
    registry.register(reminderHandler(inbox));
    return {
      provides: { jobs: registry },
      handlers: {
        jobs: {
          ...crudHandlers(jobsCrud, jobs),
          pause: async ({ params }, request) => jobs.setStatus(actorOf(request), params.id, 'paused'),
          resume: async ({ params }, request) => jobs.setStatus(actorOf(request), params.id, 'running'),
          runNow: async ({ params }, request) => {
            const run = await runner.start(params.id, null, 'manual');
            if (!run) throw notFound(MESSAGES.jobNotFound);
            return jobs.run(run.id, languageOf(request));
          },
          runs: async ({ query }, request) => jobs.runs(query, languageOf(request)),
          handlers: async () => registry.describe(),
          preview: async ({ query }) => previewCron(query.cron, query.allowFrequent),
        },
      },
      seed: (tx) => seedDefaultJobs(tx, registry),
      demo: () => addDemoJobs(db),
      start: async () => {
        await scheduler.start();
        // No fire once closing starts: the modules after this one stop before it does.
        closing.addEventListener('abort', () => void scheduler.stop(), { once: true });
        return async () => {
          await scheduler.stop();
          await runner.stop();
        };
      },
    };
  },
});
