import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { DICT_TYPES } from '@console/contract/dicts';
import { programmesCrud } from '@console/contract/training';
import { CrudService, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { companies } from '../companies/companies.table.ts';
import type { DictsApi } from '../dicts/dicts.api.ts';
import { dictEntries, dicts } from '../dicts/dicts.table.ts';
import type { FilesApi } from '../files/files.api.ts';
import { trainingEnrolments, trainingProgrammes, trainingProviders, type ProgrammeRow } from './training.table.ts';

/** Enrolments of a programme that hold a place: every one not withdrawn. */
export const holdsPlace = sql`${trainingEnrolments.status} <> 'withdrawn'`;

/**
 * The outer programme's columns, named with their table: a select from one table leaves its columns
 * bare, and a subquery reading another table would take a bare `id` for its own.
 */
const outer = {
  id: sql.raw('"training_programmes"."id"'),
  companyId: sql.raw('"training_programmes"."company_id"'),
  occupation: sql.raw('"training_programmes"."occupation"'),
};

/** The label of a programme's occupation entry; blank when the entry is gone. */
export const occupationName = sql<string>`coalesce((select entry.label from ${dictEntries} entry join ${dicts} dict on dict.id = entry.dict_id
  where dict.type = ${DICT_TYPES.occupation} and entry.value = ${outer.occupation} limit 1), '')`;

/** Enrolments holding a place in the programme of the outer row. */
export const enrolledCount = sql<number>`(select cast(count(*) as integer) from ${trainingEnrolments} enrolment
  where enrolment.programme_id = ${outer.id} and enrolment.status <> 'withdrawn')`;

const companyName = sql<string>`coalesce((select company.name from ${companies} company where company.id = ${outer.companyId}), '')`;

/** The programme row, locked until the transaction ends (enrolments count against its places); undefined when there is none. */
export async function lockedProgramme(tx: Db, id: number): Promise<ProgrammeRow | undefined> {
  const [row] = await tx.select().from(trainingProgrammes).where(eq(trainingProgrammes.id, id)).for('update');
  return row;
}

/** Enrolments holding a place in a programme. */
export async function placesTaken(tx: Db, programmeId: number): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`cast(count(*) as integer)` }).from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.programmeId, programmeId), holdsPlace));
  return row!.count;
}

/**
 * Training programmes: given by a training company, for an occupation of the dictionary, from a start
 * day to an end day not before it, with places no fewer than the enrolments holding one.
 */
export class ProgrammesService extends CrudService<typeof trainingProgrammes, typeof programmesCrud, ProgrammeRow> {
  constructor(db: Db, files: FilesApi, dictionaries: DictsApi) {
    super(db, programmesCrud, {
      table: trainingProgrammes,
      computed: {
        companyName,
        occupationName,
        enrolled: enrolledCount,
      },
      customFilters: {
        status: async (status: string) => eq(trainingProgrammes.status, status),
        mode: async (mode: string) => eq(trainingProgrammes.mode, mode),
        // Programmes running on some day of the range: ending on or after its start, starting on or before its end.
        from: async (day: string) => gte(trainingProgrammes.endsOn, day),
        to: async (day: string) => lte(trainingProgrammes.startsOn, day),
      },
      files: { store: files, columns: { attachments: 'attachmentIds' } },
      dictionaries,
      defaultOrder: [desc(trainingProgrammes.startsOn), desc(trainingProgrammes.id)],
    });
  }

  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<ProgrammeRow, typeof programmesCrud>): Promise<void> {
    const { companyId, places } = fields;
    if (companyId !== undefined && companyId !== before?.companyId) await this.checkProvider(tx, companyId);
    const startsOn = fields.startsOn ?? before!.startsOn;
    const endsOn = fields.endsOn ?? before!.endsOn;
    if (endsOn < startsOn) throw badRequest(MESSAGES.invalidField('endsOn', MESSAGES.training.endsBeforeStart));
    if (before && places !== undefined) await this.checkPlaces(tx, before.id, places);
  }

  private async checkProvider(tx: Db, companyId: number): Promise<void> {
    const [provider] = await tx.select({ id: trainingProviders.companyId }).from(trainingProviders).where(eq(trainingProviders.companyId, companyId));
    if (!provider) throw badRequest(MESSAGES.invalidField('companyId', MESSAGES.training.notProvider));
  }

  /** Places may not drop below the enrolments holding one; the row is locked so that no enrolment slips in meanwhile. */
  private async checkPlaces(tx: Db, id: number, places: number): Promise<void> {
    await lockedProgramme(tx, id);
    const taken = await placesTaken(tx, id);
    if (places < taken) throw conflict(MESSAGES.training.placesBelowEnrolled(taken));
  }
}
