import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../platform/database.ts';
import { scheduleOf } from './cron-rules.ts';
import type { JobRunner } from './job-runner.ts';
import { jobRuns, scheduledJobs } from './jobs.table.ts';

/**
 * How often an instance reads the jobs again: a pause or an edit made on another instance takes
 * effect within this (a fire in between is not run either: its claim checks the job's status).
 */
export const SYNC_EVERY_MS = 2_000;
/** The longest single timer: node's timers hold at most about 24.8 days. */
const LONGEST_WAIT_MS = 24 * 3_600_000;

interface ScheduledJob { id: number; cron: string; misfire: 'fireOnce' | 'skip'; updatedAt: Date | string; lastFire: Date | string | null }

interface Armed { signature: string; timer: NodeJS.Timeout }

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));
/** What a job's schedule depends on: a change re-arms its timer. */
const signatureOf = (job: ScheduledJob) => `${job.cron}|${dateOf(job.updatedAt).getTime()}`;

/**
 * One instance's timers for the running jobs, at the fire times croner works out. Every instance
 * arms every job; the database claim of each fire lets one of them run it.
 */
export class Scheduler {
  private readonly armed = new Map<number, Armed>();
  private poller: NodeJS.Timeout | undefined;
  private syncing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly db: Db, private readonly runner: JobRunner, private readonly log: FastifyBaseLogger) {}

  async start(): Promise<void> {
    const jobs = await this.runningJobs();
    for (const job of jobs) {
      await this.catchUp(job).catch((error: unknown) => this.log.warn({ err: error, jobId: job.id }, 'could not run a job for its missed fires'));
    }
    this.apply(jobs);
    this.poller = setInterval(() => void this.sync(), SYNC_EVERY_MS);
  }

  /** Reads the jobs again and re-arms what changed; one read at a time. */
  sync(): Promise<void> {
    this.syncing = this.syncing.then(async () => {
      if (this.stopped) return;
      try {
        this.apply(await this.runningJobs());
      } catch (error) {
        this.log.warn({ err: error }, 'could not read the scheduled jobs; trying again shortly');
      }
    });
    return this.syncing;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    for (const { timer } of this.armed.values()) clearTimeout(timer);
    this.armed.clear();
    await this.syncing;
  }

  private runningJobs(): Promise<ScheduledJob[]> {
    return queryRows<ScheduledJob>(this.db, sql`
      select j.id, j.cron, j.misfire, j.updated_at as "updatedAt",
        (select max(r.scheduled_at) from ${jobRuns} r where r.job_id = j.id) as "lastFire"
      from ${scheduledJobs} j where j.status = 'running'`);
  }

  private apply(jobs: ScheduledJob[]): void {
    if (this.stopped) return;
    const present = new Set(jobs.map((job) => job.id));
    for (const [id, { timer }] of this.armed) {
      if (!present.has(id)) {
        clearTimeout(timer);
        this.armed.delete(id);
      }
    }
    for (const job of jobs) {
      const signature = signatureOf(job);
      if (this.armed.get(job.id)?.signature === signature) continue;
      clearTimeout(this.armed.get(job.id)?.timer);
      this.armFrom(job.id, job.cron, signature, new Date(Math.max(Date.now(), dateOf(job.updatedAt).getTime())));
    }
  }

  /** Arms the job's timer for its first fire after `after`. */
  private armFrom(jobId: number, cron: string, signature: string, after: Date): void {
    let fire: Date | null;
    try {
      fire = scheduleOf(cron).nextRun(after);
    } catch (error) {
      this.log.warn({ err: error, jobId }, 'a scheduled job has a cron expression croner no longer reads');
      return;
    }
    if (fire) this.armFor(jobId, cron, signature, fire);
  }

  private armFor(jobId: number, cron: string, signature: string, fire: Date): void {
    const wait = fire.getTime() - Date.now();
    const timer = setTimeout(() => {
      // A timer may wake a little early, or in steps for a fire far ahead: wait for the fire itself.
      if (Date.now() < fire.getTime()) return this.armFor(jobId, cron, signature, fire);
      this.fire(jobId, fire);
      this.armFrom(jobId, cron, signature, fire);
    }, Math.min(Math.max(wait, 0), LONGEST_WAIT_MS));
    this.armed.set(jobId, { signature, timer });
  }

  private fire(jobId: number, at: Date): void {
    this.runner.start(jobId, at, 'schedule').catch((error: unknown) => this.log.warn({ err: error, jobId }, 'could not start a scheduled job run'));
  }

  /**
   * Fires missed while no instance ran (since the job's last fire, edit or resume): a job whose
   * policy is `fireOnce` runs once for them, claimed by the latest missed fire time so that one
   * instance runs it.
   */
  private async catchUp(job: ScheduledJob): Promise<void> {
    if (job.misfire !== 'fireOnce') return;
    const since = Math.max(dateOf(job.updatedAt).getTime(), job.lastFire === null ? 0 : dateOf(job.lastFire).getTime());
    const schedule = scheduleOf(job.cron);
    const missed = schedule.nextRun(new Date(since));
    if (!missed || missed.getTime() > Date.now()) return;
    const latest = schedule.previousRuns(1, new Date())[0] ?? missed;
    await this.runner.start(job.id, latest, 'misfire');
  }
}
