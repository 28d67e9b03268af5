import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type Page } from '@console/contract';
import { jobsCrud, type JobRecord, type JobRunRecord, type JobStatus, type RunStatus } from '@console/contract/jobs';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type SelectedRow, type CreateFields, type WriteContext } from '../../crud/crud-service.ts';
import { countIn, listPage, type ListRequest } from '../../crud/listing.ts';
import { badRequest } from '../../http/errors.ts';
import { say, type Language } from '../../http/language.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { previewCron, scheduleOf } from './cron-rules.ts';
import type { HandlerRegistry } from './handler-registry.ts';
import { jobRuns, scheduledJobs, type JobRunRow, type ScheduledJobRow } from './jobs.table.ts';

const lastRun = <T>(column: SQL) => sql<T>`(select ${column} from ${jobRuns} where ${jobRuns.jobId} = ${scheduledJobs.id} order by ${jobRuns.id} desc limit 1)`;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export interface RunsQuery extends ListRequest<'id'> { jobId: number; status?: RunStatus }

/** Scheduled jobs as the page lists and edits them; each names a registered handler whose schema its parameters fit. */
export class JobsService extends CrudService<typeof scheduledJobs, typeof jobsCrud, ScheduledJobRow> {
  constructor(db: Db, private readonly registry: HandlerRegistry) {
    super(db, jobsCrud, {
      table: scheduledJobs,
      computed: {
        ownerName: users.name,
        lastRunAt: lastRun<Date | null>(sql`${jobRuns.startedAt}`).mapWith(jobRuns.startedAt),
        lastRunStatus: lastRun<RunStatus | null>(sql`${jobRuns.status}`),
      },
      join: (query) => query.leftJoin(users, eq(users.id, scheduledJobs.ownerId)),
    });
  }

  /** The user who creates a job owns it: failed runs become their to-dos. */
  override create(actor: Actor, fields: CreateFields<typeof jobsCrud>, scope?: SQL): Promise<JobRecord> {
    return super.create(actor, fields, scope, { ownerId: actor.userId });
  }

  protected override async checkWrite(_tx: Db, { fields, before }: WriteContext<ScheduledJobRow, typeof jobsCrud>): Promise<void> {
    const handler = this.registry.get(before ? before.handler : fields.handler);
    if (!before || fields.params !== undefined) this.registry.paramsFor(handler, fields.params ?? {});
    if (!before || fields.cron !== undefined || fields.allowFrequent !== undefined) {
      const cron = fields.cron ?? before!.cron;
      const { problem } = previewCron(cron, fields.allowFrequent ?? before?.allowFrequent ?? false);
      if (problem) throw badRequest(MESSAGES.invalidField('cron', problem));
    }
  }

  protected override toRecord(selected: SelectedRow): JobRecord {
    const record = super.toRecord(selected);
    const nextFire = record.status === 'running' ? scheduleOf(record.cron).nextRun() : null;
    return { ...record, nextFireAt: isoOrNull(nextFire), ...this.seededEnglish(record) };
  }

  /**
   * The product's jobs are named by their handler's default job and remarked with its description;
   * while one keeps them, English readers see the handler's title and its description in English.
   */
  private seededEnglish({ name, remark, handler }: Pick<JobRecord, 'name' | 'remark' | 'handler'>): Pick<JobRecord, 'nameEn' | 'remarkEn'> {
    const registered = this.registry.find(handler);
    if (!registered?.defaultJob) return { nameEn: null, remarkEn: null };
    return {
      nameEn: registered.defaultJob.name === name ? registered.titleEn : null,
      remarkEn: registered.description === remark ? registered.descriptionEn : null,
    };
  }

  setStatus(actor: Actor, id: number, status: JobStatus): Promise<JobRecord> {
    return this.update(actor, id, {}, undefined, { status });
  }

  /** A job's runs, newest first, in the reader's language; 404 when the job does not exist. */
  async runs(query: RunsQuery, language: Language): Promise<Page<JobRunRecord>> {
    await this.get(query.jobId);
    const where = and(eq(jobRuns.jobId, query.jobId), query.status ? eq(jobRuns.status, query.status) : undefined);
    return listPage({
      sortable: { id: jobRuns.id },
      defaultOrder: [desc(jobRuns.id)],
      count: countIn(this.db, jobRuns),
      rows: async (condition, orderBy, limit, offset) =>
        (await this.db.select().from(jobRuns).where(condition).orderBy(...orderBy).limit(limit).offset(offset)).map((row) => runRecord(row, language)),
    }, query, where);
  }

  async run(id: number, language: Language): Promise<JobRunRecord> {
    const [row] = await this.db.select().from(jobRuns).where(eq(jobRuns.id, id));
    return runRecord(row!, language);
  }
}

/** A run as a reader reads it: what it did and why it failed are messages of the catalogue (a handler's own error stays as it is). */
export function runRecord(row: JobRunRow, language: Language): JobRunRecord {
  return {
    ...row,
    output: say(row.output, language),
    error: say(row.error, language),
    scheduledAt: isoOrNull(row.scheduledAt),
    startedAt: row.startedAt.toISOString(),
    finishedAt: isoOrNull(row.finishedAt),
  };
}
