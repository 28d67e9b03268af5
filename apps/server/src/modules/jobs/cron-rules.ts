import { Cron } from 'croner';
import { MESSAGES } from '@console/contract';
import { MIN_FIRE_INTERVAL_SECONDS, type CronPreview } from '@console/contract/jobs';

/** The fires looked at for the shortest gap: enough to see a burst of fires within one minute or hour. */
const FIRES_CHECKED = 120;
const PREVIEWED = 5;

/** The server's time zone: crons read their fields in it. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A cron expression (5 fields, or 6 with seconds first) as croner reads it; throws what is wrong with it. */
export const scheduleOf = (expression: string) => new Cron(expression, { paused: true });

function shortestGapSeconds(fires: Date[]): number {
  let shortest = Infinity;
  for (let index = 1; index < fires.length; index += 1) shortest = Math.min(shortest, (fires[index]!.getTime() - fires[index - 1]!.getTime()) / 1000);
  return shortest;
}

/**
 * The next fires of an expression and why a job may not use it: invalid, never firing, or firing
 * closer together than `MIN_FIRE_INTERVAL_SECONDS` unless the job allows frequent fires.
 */
export function previewCron(expression: string, allowFrequent = false, from = new Date()): CronPreview {
  const refused = (problem: string, frequent = false): CronPreview => ({ timeZone: serverTimeZone(), fireTimes: [], problem, frequent });
  let fires: Date[];
  try {
    fires = scheduleOf(expression).nextRuns(FIRES_CHECKED, from);
  } catch (error) {
    return refused(MESSAGES.cronInvalid((error as Error).message.replace(/^CronPattern: /, '')));
  }
  if (fires.length === 0) return refused(MESSAGES.cronNeverFires);
  const gap = shortestGapSeconds(fires);
  const frequent = gap < MIN_FIRE_INTERVAL_SECONDS;
  if (frequent && !allowFrequent) return refused(MESSAGES.cronTooFrequent(gap, MIN_FIRE_INTERVAL_SECONDS), true);
  return { timeZone: serverTimeZone(), fireTimes: fires.slice(0, PREVIEWED).map((fire) => fire.toISOString()), problem: null, frequent };
}
