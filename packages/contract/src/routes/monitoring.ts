import { z } from 'zod';
import { defineDomain, defineRoute, onPage } from '../route.ts';

/** How often the server samples its figures; the page asks again as often. */
export const MONITOR_SAMPLE_SECONDS = 5;
/** Samples the server keeps for the charts: the last ten minutes. */
export const MONITOR_HISTORY_SAMPLES = 120;

const bytes = z.number().int().nonnegative();
/** 0–100. */
const percent = z.number().nonnegative();
const milliseconds = z.number().nonnegative();

export const routeFigures = z.object({
  method: z.string(),
  /** The API route's pattern (`/user/info/:id`); `(web app files)` counts the web app's files, `(unmatched)` requests no route took. */
  route: z.string(),
  /** Requests answered since the process started, and those answered with a 5xx. */
  count: z.number().int(),
  serverErrors: z.number().int(),
  /** Over the last sample period. */
  requestsPerSecond: z.number().nonnegative(),
  /** Latency since the process started, from a histogram (interpolated within its buckets). */
  meanMs: milliseconds,
  p50Ms: milliseconds,
  p95Ms: milliseconds,
  p99Ms: milliseconds,
});
export type RouteFigures = z.infer<typeof routeFigures>;

export const monitorSample = z.object({
  /** ISO time of the sample. */
  at: z.string(),
  machineCpuPercent: percent,
  processCpuPercent: percent,
  machineMemoryPercent: percent,
  rssBytes: bytes,
  heapUsedBytes: bytes,
  eventLoopP99Ms: milliseconds,
  requestsPerSecond: z.number().nonnegative(),
});
export type MonitorSample = z.infer<typeof monitorSample>;

export const monitorFigures = z.object({
  sampledEverySeconds: z.number().int(),
  machine: z.object({
    hostname: z.string(),
    platform: z.string(),
    cpuCount: z.number().int(),
    cpuModel: z.string(),
    cpuPercent: percent,
    memoryTotalBytes: bytes,
    memoryUsedBytes: bytes,
    /** Load averages of 1, 5 and 15 minutes (zeros where the system has none). */
    load: z.tuple([z.number(), z.number(), z.number()]),
    uptimeSeconds: z.number().int(),
  }),
  process: z.object({
    pid: z.number().int(),
    version: z.string(),
    nodeVersion: z.string(),
    startedAt: z.string(),
    uptimeSeconds: z.number().int(),
    /** Of the whole machine (all its cores). */
    cpuPercent: percent,
    rssBytes: bytes,
    heapUsedBytes: bytes,
    heapTotalBytes: bytes,
    externalBytes: bytes,
    eventLoop: z.object({ meanMs: milliseconds, p50Ms: milliseconds, p99Ms: milliseconds, maxMs: milliseconds }),
  }),
  /** The file system of the data folder; null when it cannot be read. */
  disk: z.object({ totalBytes: bytes, freeBytes: bytes, usedBytes: bytes }).nullable(),
  database: z.object({
    kind: z.enum(['embedded', 'postgresql']),
    version: z.string(),
    sizeBytes: bytes,
    connections: z.number().int(),
  }).nullable(),
  /** Present when the cache and bus are on Redis. */
  redis: z.object({
    version: z.string(),
    usedMemoryBytes: bytes,
    connectedClients: z.number().int(),
    uptimeSeconds: z.number().int(),
  }).nullable(),
  http: z.object({ requestsPerSecond: z.number().nonnegative(), count: z.number().int(), routes: z.array(routeFigures) }),
  websocketConnections: z.number().int(),
  /** Oldest first, at most `MONITOR_HISTORY_SAMPLES`. */
  history: z.array(monitorSample),
});
export type MonitorFigures = z.infer<typeof monitorFigures>;

export const monitoringRoutes = {
  figures: defineRoute({
    method: 'GET', path: '/monitor/figures', access: onPage('system-monitoring-menu', 'view'),
    title: '系统监控数据', titleEn: 'Monitoring figures',
    summary: 'Live figures of the machine, the process, the database, Redis, HTTP routes and sockets, with the last ten minutes of samples',
    data: monitorFigures,
  }),
  metrics: defineRoute({
    method: 'GET', path: '/metrics', base: 'root', access: { kind: 'page', pages: ['system-monitoring-menu'], perm: 'view', serviceToken: 'metrics' },
    title: 'Prometheus 指标', titleEn: 'Prometheus metrics',
    summary: 'The same figures in the Prometheus text format, for a scraper: a session of 系统监控 or the bearer token METRICS_TOKEN',
    produces: 'text/plain; version=0.0.4; charset=utf-8',
  }),
};

export const monitoringDomain = defineDomain('monitoring', monitoringRoutes);
