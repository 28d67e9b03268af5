import { writeSync } from 'node:fs';

/** A line of the process's log as the logger wrote it: one JSON object. */
export type LogEntry = Record<string, unknown> & { level: number; time: number; msg?: string };

export type LogListener = (entry: LogEntry) => void;

/** pino's levels by name, and by number. */
export const LOG_LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY } as const;
export type LogLevelName = keyof typeof LOG_LEVEL_NUMBERS;
const LEVEL_NAMES = new Map(Object.entries(LOG_LEVEL_NUMBERS).map(([name, level]) => [level, name as LogLevelName]));

const STANDARD_OUTPUT = 1;
const LINE_LEVEL = /^\{"level":(\d+)/;

/** The level of a line pino wrote, read without parsing it. */
const levelOf = (line: string) => Number(LINE_LEVEL.exec(line)?.[1] ?? LOG_LEVEL_NUMBERS.fatal);

/**
 * Where the logger writes: every line of the configured level or above goes on to its destination
 * (standard output, synchronously, when there is none), and to the listeners of its level. While
 * someone listens from a lower level than the configured one, the logger says more, and the tap keeps
 * what is below the configured level from the destination: watching never changes what is written
 * there. A line is read as JSON only while somebody listens.
 */
export class LogTap {
  private readonly listeners = new Map<LogListener, number>();
  private logger: { level: string } | undefined;
  /** A listener's own logging (a socket's send may log) would otherwise feed itself forever. */
  private telling = false;

  constructor(private readonly destination: NodeJS.WritableStream | undefined, private readonly configuredLevel: LogLevelName) {}

  /** The logger whose level follows what is listened to. */
  attach(logger: { level: string }): void {
    this.logger = logger;
  }

  write(line: string): boolean {
    const watched = this.listeners.size > 0;
    if (!watched || levelOf(line) >= LOG_LEVEL_NUMBERS[this.configuredLevel]) this.toDestination(line);
    if (watched && !this.telling) this.tell(line);
    return true;
  }

  /** Calls `listener` with every line of `fromLevel` (a pino level number) or above from now on; answers how to stop. */
  listen(listener: LogListener, fromLevel: number): () => void {
    this.listeners.set(listener, fromLevel);
    this.followListeners();
    return () => {
      this.listeners.delete(listener);
      this.followListeners();
    };
  }

  private followListeners(): void {
    if (!this.logger) return;
    const lowest = Math.min(LOG_LEVEL_NUMBERS[this.configuredLevel], ...this.listeners.values());
    this.logger.level = LEVEL_NAMES.get(lowest) ?? this.configuredLevel;
  }

  private toDestination(line: string): void {
    if (this.destination) this.destination.write(line);
    else writeSync(STANDARD_OUTPUT, line);
  }

  private tell(line: string): void {
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      return;
    }
    this.telling = true;
    try {
      // A listener may stop listening (or start again) while told: the ones told are those of the moment.
      for (const [listener, fromLevel] of [...this.listeners]) if (entry.level >= fromLevel) listener(entry);
    } finally {
      this.telling = false;
    }
  }
}
