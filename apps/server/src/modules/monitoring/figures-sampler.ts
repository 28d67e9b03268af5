import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type CacheFigures } from '@console/contract/cache';
import { MONITOR_HISTORY_SAMPLES, MONITOR_SAMPLE_SECONDS, type MonitorFigures, type MonitorSample } from '@console/contract/monitoring';
import type { Cache, CacheFigures as CacheReading } from '../../platform/cache/index.ts';
import { queryRows, type Database } from '../../platform/database.ts';
import { ProcessSampler, type ProcessSample } from './process-sampler.ts';
import type { RequestFigures } from './request-figures.ts';
import { SERVER_ROOT } from '../../server-root.ts';

/** The server's version, as its package states it. */
const VERSION = (JSON.parse(readFileSync(new URL('package.json', SERVER_ROOT), 'utf8')) as { version?: string }).version ?? '';

type DatabaseFigures = NonNullable<MonitorFigures['database']>;
type CacheSample = CacheFigures['history'][number];

export interface SamplerParts {
  database: Database;
  cache: Cache;
  requests: RequestFigures;
  dataDir: string;
  /** Open sockets of this instance. */
  sockets: () => number;
}

/** A ring of the last `MONITOR_HISTORY_SAMPLES` entries, oldest first. */
class Recent<T> {
  readonly items: T[] = [];
  push(item: T) {
    this.items.push(item);
    if (this.items.length > MONITOR_HISTORY_SAMPLES) this.items.shift();
  }
}

const ratio = (hits: number, misses: number) => (hits + misses > 0 ? Math.round((hits / (hits + misses)) * 1000) / 1000 : null);

/**
 * Takes the figures of the machine, the process, the database, the cache and the routes at every
 * tick, keeping the last ten minutes for the charts. Rates (CPU, requests, cache commands) are over
 * the time between two ticks; the first tick, at the start, is their baseline.
 */
export class FiguresSampler {
  private readonly process: ProcessSampler;
  private readonly history = new Recent<MonitorSample>();
  private readonly cacheHistory = new Recent<CacheSample>();
  private last?: { process: ProcessSample; database: DatabaseFigures | null; cache: CacheFigures; cacheReading: CacheReading; requestsPerSecond: number; at: number };

  constructor(private readonly parts: SamplerParts) {
    this.process = new ProcessSampler(parts.dataDir);
  }

  async tick(): Promise<void> {
    const at = Date.now();
    const seconds = this.last ? Math.max(0.001, (at - this.last.at) / 1000) : 1;
    const requestsPerSecond = this.parts.requests.sample(seconds);
    const [processSample, database, cacheReading] = await Promise.all([
      this.process.sample(), this.databaseFigures(), this.parts.cache.figures(),
    ]);
    const commandsPerSecond = this.last ? Math.max(0, (cacheReading.commandsTotal - this.last.cacheReading.commandsTotal) / seconds) : 0;
    const { commandsTotal: _total, ...figures } = cacheReading;
    const cache: CacheFigures = { ...figures, hitRatio: ratio(figures.hits, figures.misses), commandsPerSecond: Math.round(commandsPerSecond * 10) / 10, history: [] };
    const time = new Date(at).toISOString();
    this.cacheHistory.push({ at: time, usedMemoryBytes: cache.usedMemoryBytes, keys: cache.keys, commandsPerSecond: cache.commandsPerSecond, hitRatio: cache.hitRatio });
    const { machine, process } = processSample;
    this.history.push({
      at: time, machineCpuPercent: machine.cpuPercent, processCpuPercent: process.cpuPercent,
      machineMemoryPercent: Math.round((machine.memoryUsedBytes / machine.memoryTotalBytes) * 1000) / 10,
      rssBytes: process.rssBytes, heapUsedBytes: process.heapUsedBytes, eventLoopP99Ms: process.eventLoop.p99Ms,
      requestsPerSecond: Math.round(requestsPerSecond * 10) / 10,
    });
    this.last = { process: processSample, database, cache, cacheReading, requestsPerSecond, at };
  }

  /** The latest figures, with the history of the last ten minutes (a tick first, if none was taken yet). */
  async figures(): Promise<MonitorFigures> {
    if (!this.last) await this.tick();
    const { process, machine, disk } = this.last!.process;
    const { cache, database, requestsPerSecond } = this.last!;
    const routes = this.parts.requests.routes();
    return {
      sampledEverySeconds: MONITOR_SAMPLE_SECONDS, machine, disk, database,
      process: { ...process, version: VERSION },
      redis: cache.backend === 'redis'
        ? { version: cache.version ?? '', usedMemoryBytes: cache.usedMemoryBytes, connectedClients: cache.connectedClients ?? 0, uptimeSeconds: cache.uptimeSeconds }
        : null,
      http: { requestsPerSecond: Math.round(requestsPerSecond * 10) / 10, count: routes.reduce((sum, route) => sum + route.count, 0), routes },
      websocketConnections: this.parts.sockets(),
      history: [...this.history.items],
    };
  }

  async cacheFigures(): Promise<CacheFigures> {
    if (!this.last) await this.tick();
    return { ...this.last!.cache, history: [...this.cacheHistory.items] };
  }

  /** The latest sample, for the Prometheus gauges (taken at each tick, never on a scrape). */
  latest() {
    return this.last;
  }

  stop(): void {
    this.process.stop();
  }

  /** Size and connections of the database this instance uses; null while it cannot be reached. */
  private async databaseFigures(): Promise<DatabaseFigures | null> {
    const { database } = this.parts;
    try {
      const [row] = await queryRows<{ version: string; size: string | number; connections: number }>(database.db, sql`
        select current_setting('server_version') as version, pg_database_size(current_database()) as size,
          (select cast(count(*) as integer) from pg_stat_activity where datname = current_database()) as connections`);
      const embedded = database.kind === 'pglite';
      // The embedded database runs inside this process, on one connection.
      return { kind: embedded ? 'embedded' : 'postgresql', version: row!.version, sizeBytes: Number(row!.size), connections: embedded ? 1 : row!.connections };
    } catch {
      return null;
    }
  }
}
