import { and, eq, gte, sql } from 'drizzle-orm';
import type { GatewayStats } from '@console/contract/open-platform';
import type { Db } from '../../platform/database.ts';
import { gatewayStats, isvs } from './open-platform.table.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Counts are written this often: a chart a few seconds behind is fine, a write per call is not. */
const FLUSH_MS = 5_000;

interface Figures { calls: number; errors: number; totalMs: number; maxMs: number }

/** One call through the gateway, once its route and ISV are known. */
export interface CountedOutcome {
  routeId: number;
  isvId: number;
  failed: boolean;
  durationMs: number;
}

/**
 * Gateway calls counted per minute, route and ISV: added up in memory and written in batches that add
 * to what is stored, so that every instance's counts sum up.
 */
export class GatewayStatsRecorder {
  private pending = new Map<string, Figures & { minute: Date; routeId: number; isvId: number }>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly db: Db, private readonly onError: (error: unknown) => void) {}

  count({ routeId, isvId, failed, durationMs }: CountedOutcome): void {
    const minute = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);
    const key = `${minute.getTime()}|${routeId}|${isvId}`;
    const figures = this.pending.get(key) ?? { minute, routeId, isvId, calls: 0, errors: 0, totalMs: 0, maxMs: 0 };
    figures.calls += 1;
    figures.errors += failed ? 1 : 0;
    figures.totalMs += durationMs;
    figures.maxMs = Math.max(figures.maxMs, Math.ceil(durationMs));
    this.pending.set(key, figures);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what was counted (figures, not data a caller was promised: a failed write is reported, not retried). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = [...this.pending.values()].map((figures) => ({ ...figures, totalMs: Math.round(figures.totalMs) }));
    this.pending.clear();
    if (rows.length === 0) return;
    await this.db.insert(gatewayStats).values(rows).onConflictDoUpdate({
      target: [gatewayStats.minute, gatewayStats.routeId, gatewayStats.isvId],
      set: {
        calls: sql`${gatewayStats.calls} + excluded.calls`,
        errors: sql`${gatewayStats.errors} + excluded.errors`,
        totalMs: sql`${gatewayStats.totalMs} + excluded.total_ms`,
        maxMs: sql`greatest(${gatewayStats.maxMs}, excluded.max_ms)`,
      },
    }).catch(this.onError);
  }

  /** The calls of the last hours, a point a minute up to 6 hours and a point an hour beyond. */
  async read(routeId: number | undefined, hours: number): Promise<GatewayStats> {
    await this.flush();
    const stepMs = hours <= 6 ? MINUTE_MS : HOUR_MS;
    const now = Date.now();
    const from = new Date(Math.floor((now - hours * HOUR_MS) / stepMs) * stepMs + stepMs);
    const where = and(gte(gatewayStats.minute, from), routeId === undefined ? undefined : eq(gatewayStats.routeId, routeId));
    const figures = {
      calls: sql<number>`cast(sum(${gatewayStats.calls}) as integer)`,
      errors: sql<number>`cast(sum(${gatewayStats.errors}) as integer)`,
      totalMs: sql<number>`cast(sum(${gatewayStats.totalMs}) as double precision)`,
      maxMs: sql<number>`max(${gatewayStats.maxMs})`,
    };
    const period = sql<Date>`date_trunc(${sql.raw(stepMs === MINUTE_MS ? `'minute'` : `'hour'`)}, ${gatewayStats.minute})`;
    const [byPeriod, byIsv] = await Promise.all([
      this.db.select({ at: period, ...figures }).from(gatewayStats).where(where).groupBy(period),
      this.db.select({ appKey: isvs.appKey, name: isvs.name, ...figures }).from(gatewayStats).innerJoin(isvs, eq(isvs.id, gatewayStats.isvId))
        .where(where).groupBy(isvs.id, isvs.appKey, isvs.name).orderBy(sql`sum(${gatewayStats.calls}) desc`).limit(20),
    ]);
    const found = new Map(byPeriod.map((point) => [new Date(point.at).getTime(), point]));
    const points = [];
    for (let at = from.getTime(); at <= now; at += stepMs) points.push({ at: new Date(at).toISOString(), ...summary(found.get(at)) });
    return { points, byIsv: byIsv.map((row) => ({ appKey: row.appKey, name: row.name, ...summary(row) })) };
  }
}

function summary(figures: Figures | undefined) {
  if (!figures || figures.calls === 0) return { calls: 0, errors: 0, avgMs: 0, maxMs: 0 };
  return { calls: Number(figures.calls), errors: Number(figures.errors), avgMs: Math.round((Number(figures.totalMs) / Number(figures.calls)) * 10) / 10, maxMs: Number(figures.maxMs) };
}
