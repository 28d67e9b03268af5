import { desc, gte, sql } from 'drizzle-orm';
import { PROGRAMME_STATUSES, type ProgrammeStatus, type TrainingFigures } from '@console/contract/training';
import { countRows } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { enrolledCount, holdsPlace, occupationName } from './programmes.service.ts';
import { trainingEnrolments, trainingProgrammes } from './training.table.ts';

const MONTHS_SHOWN = 12;
/** Months are counted as the people running the trainings keep them: in China Standard Time (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const TIME_ZONE = 'Asia/Shanghai';

const sumOf = (expression: ReturnType<typeof sql>) => sql<number>`cast(coalesce(sum(${expression}), 0) as integer)`;
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`cast(count(*) filter (where ${condition}) as integer)`;

/** The last twelve months, oldest first, as `YYYY-MM`, and the instant the oldest starts. */
function lastMonths(now: Date): { months: string[]; since: Date } {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  const months = Array.from({ length: MONTHS_SHOWN }, (_, back) => {
    const month = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (MONTHS_SHOWN - 1 - back), 1));
    return month.toISOString().slice(0, 7);
  });
  return { months, since: new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - CHINA_OFFSET_MS) };
}

/** What the training home page's cards and charts show, all programmes and enrolments counted. */
export async function trainingFigures(db: Db, now = new Date()): Promise<TrainingFigures> {
  const { months, since } = lastMonths(now);
  const month = sql<string>`to_char(${trainingEnrolments.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM')`;
  const [statusRows, [placeRow], [enrolmentRow], monthRows, occupationRows] = await Promise.all([
    db.select({ status: trainingProgrammes.status, count: countRows }).from(trainingProgrammes).groupBy(trainingProgrammes.status),
    db.select({
      places: sumOf(sql`${trainingProgrammes.places}`),
      openPlaces: sumOf(sql`case when ${trainingProgrammes.status} <> 'finished' then ${trainingProgrammes.places} end`),
    }).from(trainingProgrammes),
    db.select({
      enrolments: countRows,
      completed: countWhere(sql`${trainingEnrolments.status} = 'completed'`),
      passed: countWhere(sql`${trainingEnrolments.result} = 'passed'`),
    }).from(trainingEnrolments).where(holdsPlace),
    // Grouped by position: the month's expression written twice would bind its time zone twice, which PostgreSQL takes for two expressions.
    db.select({ month, count: countRows }).from(trainingEnrolments).where(gte(trainingEnrolments.createdAt, since)).groupBy(sql`1`),
    db.select({ occupation: trainingProgrammes.occupation, name: occupationName, programmes: countRows, enrolments: sumOf(enrolledCount) })
      .from(trainingProgrammes).groupBy(trainingProgrammes.occupation).orderBy(desc(sumOf(enrolledCount)), trainingProgrammes.occupation),
  ]);
  const byStatus = new Map(statusRows.map((row) => [row.status, row.count]));
  const byMonth = new Map(monthRows.map((row) => [row.month, row.count]));
  const { enrolments, completed, passed } = enrolmentRow!;
  return {
    programmesByStatus: PROGRAMME_STATUSES.map((status: ProgrammeStatus) => ({ status, count: byStatus.get(status) ?? 0 })),
    places: placeRow!.places,
    openPlaces: placeRow!.openPlaces,
    enrolments,
    completed,
    passed,
    completionRate: enrolments === 0 ? null : completed / enrolments,
    enrolmentsByMonth: months.map((key) => ({ month: key, count: byMonth.get(key) ?? 0 })),
    byOccupation: occupationRows,
  };
}
