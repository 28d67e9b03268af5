import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@console/contract';
import { type RunStatus } from '@console/contract/jobs';
import { queryRows, type Db } from '../../platform/database.ts';
import type { InboxApi } from '../messages/messages.api.ts';
import type { HandlerRegistry } from './handler-registry.ts';
import { jobRuns, scheduledJobs, type ScheduledJobRow } from './jobs.table.ts';

export type RunTrigger = 'schedule' | 'misfire' | 'manual';

/** A run still marked running this long after its job's timeout was left by an instance that stopped. */
const STALE_AFTER_TIMEOUT_SECONDS = 60;
/** Output and errors are kept to this many characters. */
const TEXT_MAX = 10_000;

interface Claimed { id: number; status: RunStatus }

const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text);

/** Resolves never; rejects when the signal aborts, with its reason. */
const abortedBy = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

/**
 * Runs jobs: claims a run in the database (once per fire in the cluster), runs its handler within
 * the job's timeout, records how it ended and tells the owner of a failure with a to-do.
 */
export class JobRunner {
  /** Aborted when the app closes: runs still going are stopped and recorded as failed. */
  private readonly closing = new AbortController();
  private readonly going = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly registry: HandlerRegistry,
    private readonly inbox: () => InboxApi,
    private readonly instance: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Claims the run of a job for a fire (`scheduledAt`; null for a run by hand) and starts it.
   * Answers the run's id and status, or undefined when the fire was claimed already or the job is
   * gone or (for a fire of the schedule) paused. A run while another of the job goes is recorded as
   * skipped unless the job allows concurrent runs.
   */
  async start(jobId: number, scheduledAt: Date | null, trigger: RunTrigger): Promise<Claimed | undefined> {
    const claimed = await this.claim(jobId, scheduledAt, trigger);
    if (claimed?.status === 'running') this.track(this.execute(claimed.id, jobId));
    return claimed;
  }

  private async claim(jobId: number, scheduledAt: Date | null, trigger: RunTrigger): Promise<Claimed | undefined> {
    const stillScheduled = trigger === 'manual' ? sql`true` : sql`j.status = 'running'`;
    const another = sql`exists (select 1 from ${jobRuns} r where r.job_id = j.id and r.status = 'running'
      and r.started_at > now() - make_interval(secs => j.timeout_seconds + ${STALE_AFTER_TIMEOUT_SECONDS}))`;
    const status = sql`case when not j.concurrent and ${another} then 'skipped' else 'running' end`;
    const [row] = await queryRows<Claimed>(this.db, sql`
      insert into ${jobRuns} (job_id, trigger, scheduled_at, status, instance, error, finished_at)
      select j.id, ${trigger}, ${scheduledAt?.toISOString() ?? null}::timestamptz, ${status}, ${this.instance},
        case when ${status} = 'skipped' then ${MESSAGES.jobAlreadyRunning} else '' end,
        case when ${status} = 'skipped' then now() end
      from ${scheduledJobs} j where j.id = ${jobId} and ${stillScheduled}
      on conflict (job_id, scheduled_at) do nothing
      returning id, status`);
    return row;
  }

  /** Keeps a run until it ends. A run whose end cannot be recorded (the database went away) is logged: a later start finds it stale. */
  private track(run: Promise<void>): void {
    const going: Promise<void> = run
      .catch((error: unknown) => this.log.warn({ err: error }, 'a job run ended but its end could not be recorded'))
      .finally(() => this.going.delete(going));
    this.going.add(going);
  }

  private async execute(runId: number, jobId: number): Promise<void> {
    const [job] = await queryRows<ScheduledJobRow>(this.db, sql`select id, name, handler, params, timeout_seconds as "timeoutSeconds", owner_id as "ownerId" from ${scheduledJobs} where id = ${jobId}`);
    if (!job) return this.finish(runId, 'failed', '', MESSAGES.jobNotFound);
    try {
      const output = await this.runHandler(job);
      await this.finish(runId, 'succeeded', output ?? '', '');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.finish(runId, 'failed', '', message);
      await this.tellOwner(job, message);
    }
  }

  /** The handler's work, stopped at the job's timeout or when the app closes. */
  private async runHandler(job: ScheduledJobRow): Promise<string | void> {
    const handler = this.registry.get(job.handler);
    const params = this.registry.paramsFor(handler, job.params);
    const stopping = new AbortController();
    const stop = (reason: string) => stopping.abort(new Error(reason));
    const timer = setTimeout(() => stop(MESSAGES.jobTimedOut(job.timeoutSeconds)), job.timeoutSeconds * 1000);
    const onClose = () => stop(MESSAGES.jobInstanceStopped);
    if (this.closing.signal.aborted) onClose();
    else this.closing.signal.addEventListener('abort', onClose, { once: true });
    try {
      // A handler that ignores its signal is left behind: the run ends at the timeout all the same.
      return await Promise.race([handler.run(params, { signal: stopping.signal, ownerId: job.ownerId, jobId: job.id }), abortedBy(stopping.signal)]);
    } finally {
      clearTimeout(timer);
      this.closing.signal.removeEventListener('abort', onClose);
    }
  }

  private async finish(runId: number, status: RunStatus, output: string, error: string): Promise<void> {
    await this.db.update(jobRuns).set({ status, output: clip(output), error: clip(error), finishedAt: new Date() }).where(sql`${jobRuns.id} = ${runId}`);
  }

  private async tellOwner(job: ScheduledJobRow, error: string): Promise<void> {
    if (job.ownerId === null) return;
    try {
      await this.inbox().send({ title: MESSAGES.jobFailedTitle(job.name), content: error, type: 'todo', senderName: MESSAGES.senders.jobs }, [job.ownerId]);
    } catch (failure) {
      this.log.warn({ err: failure, jobId: job.id }, 'could not tell the owner of a failed job run');
    }
  }

  /** Stops the runs still going (each recorded as failed) and waits for them. */
  async stop(): Promise<void> {
    this.closing.abort();
    await Promise.allSettled([...this.going]);
  }
}
