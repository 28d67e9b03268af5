import { writeSync } from 'node:fs';

/** A line of the process's log as the logger wrote it: one JSON object. */
export type LogEntry = Record<string, unknown> & { level: number; time: number; msg?: string };

export type LogListener = (entry: LogEntry) => void;

const STANDARD_OUTPUT = 1;

/**
 * Where the logger writes: every line goes on to its destination (standard output, synchronously,
 * when there is none), and to the listeners when some listen. A line is read as JSON only then, so
 * nobody pays for the tap while nobody watches.
 */
export class LogTap {
  private readonly listeners = new Set<LogListener>();
  /** A listener's own logging (a socket's send may log) would otherwise feed itself forever. */
  private telling = false;

  constructor(private readonly destination?: NodeJS.WritableStream) {}

  write(line: string): boolean {
    if (this.destination) this.destination.write(line);
    else writeSync(STANDARD_OUTPUT, line);
    if (this.listeners.size > 0 && !this.telling) this.tell(line);
    return true;
  }

  /** Calls `listener` with every line from now on; answers how to stop. */
  listen(listener: LogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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
      for (const listener of this.listeners) listener(entry);
    } finally {
      this.telling = false;
    }
  }
}
