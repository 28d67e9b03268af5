import { Gauge, type Registry } from 'prom-client';
import type { FiguresSampler } from './figures-sampler.ts';

type Latest = NonNullable<ReturnType<FiguresSampler['latest']>>;

/** Each gauge reads the latest sample at a scrape: a scrape asks neither the database nor the cache. */
const GAUGES: [name: string, help: string, read: (latest: Latest) => number | null | undefined][] = [
  ['machine_cpu_usage_ratio', 'Share of the machine\'s CPU time used, 0–1', (l) => l.process.machine.cpuPercent / 100],
  ['machine_memory_total_bytes', 'Memory of the machine', (l) => l.process.machine.memoryTotalBytes],
  ['machine_memory_used_bytes', 'Memory of the machine in use', (l) => l.process.machine.memoryUsedBytes],
  ['machine_load1', 'Load average over one minute', (l) => l.process.machine.load[0]],
  ['process_cpu_usage_ratio', 'Share of the machine\'s CPU time this process used, 0–1', (l) => l.process.process.cpuPercent / 100],
  ['process_resident_memory_bytes', 'Resident memory of this process', (l) => l.process.process.rssBytes],
  ['process_uptime_seconds', 'Seconds since this process started', (l) => l.process.process.uptimeSeconds],
  ['nodejs_heap_used_bytes', 'V8 heap in use', (l) => l.process.process.heapUsedBytes],
  ['nodejs_heap_total_bytes', 'V8 heap reserved', (l) => l.process.process.heapTotalBytes],
  ['nodejs_eventloop_delay_p99_seconds', 'Event-loop delay, 99th percentile over the last sample period', (l) => l.process.process.eventLoop.p99Ms / 1000],
  ['data_disk_free_bytes', 'Free space of the data folder\'s file system', (l) => l.process.disk?.freeBytes],
  ['data_disk_total_bytes', 'Size of the data folder\'s file system', (l) => l.process.disk?.totalBytes],
  ['database_size_bytes', 'Size of the database', (l) => l.database?.sizeBytes],
  ['database_connections', 'Connections to the database', (l) => l.database?.connections],
  ['cache_keys', 'Keys in the cache', (l) => l.cache.keys],
  ['cache_used_memory_bytes', 'Memory the cache uses', (l) => l.cache.usedMemoryBytes],
  ['cache_hits', 'Reads that found their key, since the cache started', (l) => l.cache.hits],
  ['cache_misses', 'Reads that did not find their key, since the cache started', (l) => l.cache.misses],
  ['http_requests_per_second', 'Requests answered per second over the last sample period', (l) => l.requestsPerSecond],
];

/** The sampled figures as gauges of the app's registry, and the open sockets read at the scrape. */
export function registerGauges(registry: Registry, sampler: FiguresSampler, sockets: () => number): void {
  for (const [name, help, read] of GAUGES) {
    new Gauge({
      name, help, registers: [registry],
      collect() {
        const latest = sampler.latest();
        const value = latest && read(latest);
        if (value === null || value === undefined) this.reset();
        else this.set(value);
      },
    });
  }
  new Gauge({ name: 'websocket_connections', help: 'Open sockets of this instance', registers: [registry], collect() { this.set(sockets()); } });
}
