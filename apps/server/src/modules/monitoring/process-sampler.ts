import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { MonitorFigures } from '@console/contract/monitoring';

/** The delay histogram's timer period; every reading includes it once, so it is taken off. */
const LOOP_RESOLUTION_MS = 10;
const NS_PER_MS = 1e6;

type Machine = MonitorFigures['machine'];
type Process = Omit<MonitorFigures['process'], 'version'>;

export interface ProcessSample {
  machine: Machine;
  process: Process;
  disk: MonitorFigures['disk'];
}

const cpuTimes = () => os.cpus().map(({ times }) => ({ busy: times.user + times.nice + times.sys + times.irq, total: times.user + times.nice + times.sys + times.irq + times.idle }));
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : 0);
const delayMs = (ns: number) => Math.max(0, Math.round((ns / NS_PER_MS - LOOP_RESOLUTION_MS) * 100) / 100);

/**
 * The machine and this process as they are, each reading compared with the one before: CPU use is
 * the share of the time between two readings, the event-loop delay that of the same period.
 */
export class ProcessSampler {
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  private lastCpu = cpuTimes();
  private lastProcessCpu = process.cpuUsage();
  private lastAt = process.hrtime.bigint();

  constructor(private readonly dataDir: string) {
    this.loopDelay.enable();
  }

  async sample(): Promise<ProcessSample> {
    const [cpu, processCpu, at] = [cpuTimes(), process.cpuUsage(), process.hrtime.bigint()];
    const busy = cpu.reduce((sum, core, i) => sum + core.busy - (this.lastCpu[i]?.busy ?? 0), 0);
    const total = cpu.reduce((sum, core, i) => sum + core.total - (this.lastCpu[i]?.total ?? 0), 0);
    const elapsedMicros = Number(at - this.lastAt) / 1000;
    const processMicros = processCpu.user + processCpu.system - this.lastProcessCpu.user - this.lastProcessCpu.system;
    [this.lastCpu, this.lastProcessCpu, this.lastAt] = [cpu, processCpu, at];

    const memory = process.memoryUsage();
    const loop = this.loopDelay;
    const eventLoop = loop.count > 0
      ? { meanMs: delayMs(loop.mean), p50Ms: delayMs(loop.percentile(50)), p99Ms: delayMs(loop.percentile(99)), maxMs: delayMs(loop.max) }
      : { meanMs: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 };
    loop.reset();
    const [load1, load5, load15] = os.loadavg();
    return {
      machine: {
        hostname: os.hostname(), platform: `${os.type()} ${os.release()} ${os.arch()}`, cpuCount: cpu.length, cpuModel: os.cpus()[0]?.model.trim() ?? '',
        cpuPercent: percentOf(busy, total), memoryTotalBytes: os.totalmem(), memoryUsedBytes: os.totalmem() - os.freemem(),
        load: [load1 ?? 0, load5 ?? 0, load15 ?? 0], uptimeSeconds: Math.floor(os.uptime()),
      },
      process: {
        pid: process.pid, nodeVersion: process.version, startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
        uptimeSeconds: Math.floor(process.uptime()), cpuPercent: percentOf(processMicros, elapsedMicros * Math.max(1, cpu.length)),
        rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal, externalBytes: memory.external, eventLoop,
      },
      disk: await this.disk(),
    };
  }

  /** The file system of the data folder; null where there is none (a scale-out instance may have no data folder). */
  private async disk(): Promise<MonitorFigures['disk']> {
    try {
      const { bsize, blocks, bfree, bavail } = await statfs(this.dataDir);
      return { totalBytes: bsize * blocks, freeBytes: bsize * bavail, usedBytes: bsize * (blocks - bfree) };
    } catch {
      return null;
    }
  }

  stop(): void {
    this.loopDelay.disable();
  }
}
