import type { z } from 'zod';

/** What a handler is given for one run. */
export interface JobRun {
  /** Aborted when the run outlives its job's timeout or the app closes. */
  signal: AbortSignal;
  ownerId: number | null;
  jobId: number;
}

/** A kind of work a scheduled job may name; registered by the module that knows how to do it. */
export interface JobHandler<P = unknown> {
  /** Stable identifier, e.g. 'log-retention'. */
  name: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  params: z.ZodType<P>;
  /** A job of this handler created at first start (seeded once, never re-created after deletion). */
  defaultJob?: { name: string; cron: string; params: P };
  /** Does the work; answers the run's output text. */
  run(params: P, run: JobRun): Promise<string | void>;
}

export interface JobsApi {
  register<P>(handler: JobHandler<P>): void;
}

declare module '../../module.ts' {
  interface Services {
    jobs: JobsApi;
  }
}
