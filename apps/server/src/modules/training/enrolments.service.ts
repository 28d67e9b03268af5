import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { enrolmentsCrud, maskIdNumber, type EnrolmentRecord, type EnrolmentStatus } from '@console/contract/training';
import { CrudService, type SelectedRow, type SentFields, type SetColumns, type WriteContext } from '../../crud/crud-service.ts';
import { contains } from '../../crud/listing.ts';
import { conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { lockedProgramme, placesTaken } from './programmes.service.ts';
import { trainingEnrolments, trainingProgrammes, type EnrolmentRow } from './training.table.ts';


/** What the enrolments need of the secret box: sealing ID numbers and keyed digests of them. */
export type IdNumberBox = Pick<SecretBox, 'seal' | 'keyedDigest'>;

/** The purpose the digest key is derived for: a digest of an ID number means nothing elsewhere. */
const DIGEST_PURPOSE = 'training-enrolment-id-number';

/** What the list of one programme's enrolments may be narrowed by (the export takes the same). */
export interface EnrolmentFilter {
  programmeId: number;
  name?: string;
  status?: EnrolmentStatus;
}

/**
 * People enrolled in training programmes. An ID number is stored sealed, masked and as a keyed digest:
 * the digest keeps one enrolment per person and programme, the mask is all any answer shows.
 */
export class EnrolmentsService extends CrudService<typeof trainingEnrolments, typeof enrolmentsCrud, EnrolmentRow> {
  constructor(db: Db, private readonly box: IdNumberBox) {
    super(db, enrolmentsCrud, {
      table: trainingEnrolments,
      computed: { programmeTitle: trainingProgrammes.title },
      join: (query) => query.innerJoin(trainingProgrammes, eq(trainingProgrammes.id, trainingEnrolments.programmeId)),
      customFilters: { status: async (status: string) => eq(trainingEnrolments.status, status) },
      references: { programmeId: { table: trainingProgrammes, message: MESSAGES.invalidField('programmeId', MESSAGES.training.programmeNotFound) } },
      defaultOrder: [asc(trainingEnrolments.id)],
    });
  }

  private digestOf(idNumber: string): string {
    return this.box.keyedDigest(DIGEST_PURPOSE, idNumber);
  }

  /** The columns an ID number is kept in: sealed, as a keyed digest and masked. */
  idNumberColumns(idNumber: string): Pick<EnrolmentRow, 'idNumberSecret' | 'idNumberDigest' | 'idNumberMasked'> {
    return { idNumberSecret: this.box.seal(idNumber), idNumberDigest: this.digestOf(idNumber), idNumberMasked: maskIdNumber(idNumber) };
  }

  protected override valuesOf(fields: SentFields<typeof enrolmentsCrud>): SetColumns<typeof trainingEnrolments> {
    const { idNumber, ...rest } = fields;
    const values = super.valuesOf(rest);
    return typeof idNumber === 'string' ? { ...values, ...this.idNumberColumns(idNumber) } : values;
  }

  protected override toRecord(selected: SelectedRow): EnrolmentRecord {
    const row = selected.row as EnrolmentRow;
    return {
      id: row.id, programmeId: row.programmeId, programmeTitle: selected.programmeTitle as string, name: row.name, phone: row.phone,
      idNumber: row.idNumberMasked, status: row.status as EnrolmentStatus, result: row.result as EnrolmentRecord['result'],
      createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    };
  }

  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<EnrolmentRow, typeof enrolmentsCrud>): Promise<void> {
    const programmeId = before ? before.programmeId : fields.programmeId;
    // Locked: two enrolments arriving together must not both take the last place.
    const programme = (await lockedProgramme(tx, programmeId))!;
    if (!before && programme.status === 'finished') throw conflict(MESSAGES.training.programmeFinished);
    const takesPlace = (fields.status ?? before?.status ?? 'enrolled') !== 'withdrawn';
    const heldPlace = before !== undefined && before.status !== 'withdrawn';
    if (takesPlace && !heldPlace && (await placesTaken(tx, programmeId)) >= programme.places) {
      throw conflict(MESSAGES.training.placesFull(programme.places));
    }
    if (typeof fields.idNumber === 'string') await this.checkOnce(tx, programmeId, fields.idNumber, before?.id);
  }

  /** One enrolment per person and programme, the person known by the digest of their ID number. */
  private async checkOnce(tx: Db, programmeId: number, idNumber: string, exceptId?: number): Promise<void> {
    const [taken] = await tx.select({ id: trainingEnrolments.id }).from(trainingEnrolments).where(and(
      eq(trainingEnrolments.programmeId, programmeId),
      eq(trainingEnrolments.idNumberDigest, this.digestOf(idNumber)),
      exceptId === undefined ? undefined : ne(trainingEnrolments.id, exceptId),
    )).limit(1);
    if (taken) throw conflict(MESSAGES.training.alreadyEnrolled);
  }

  /** A result belongs to a completed training only: any other status clears it. */
  protected override async afterWrite(tx: Db, id: number): Promise<void> {
    await tx.update(trainingEnrolments).set({ result: null })
      .where(and(eq(trainingEnrolments.id, id), ne(trainingEnrolments.status, 'completed'), sql`${trainingEnrolments.result} is not null`));
  }

  /** Every enrolment of a programme the filter finds, in the order they came: for the export. */
  ofProgramme({ programmeId, name, status }: EnrolmentFilter): Promise<EnrolmentRecord[]> {
    return this.all(and(
      eq(trainingEnrolments.programmeId, programmeId),
      contains(trainingEnrolments.name, name),
      status === undefined ? undefined : eq(trainingEnrolments.status, status),
    ));
  }
}
