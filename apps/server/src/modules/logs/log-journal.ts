import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from '../../platform/processes.ts';
import type { NewRequestLog } from './logs.table.ts';

/** The journals of this process that are open now, by run: another app of the same process is no leftover. */
const OPEN_RUNS = new Set<string>();
const FILE_NAME = /^(\d+)-([0-9a-f]+)-(\d+)\.ndjson$/;

/** Whether a journal file was left by a run that is over: a process that is gone, or an earlier run of this one's pid. */
function leftBehind(name: string): boolean {
  const [, pid, run] = FILE_NAME.exec(name) ?? [];
  if (!pid || !run) return false;
  return Number(pid) === process.pid ? !OPEN_RUNS.has(run) : !isRunning(Number(pid));
}

/** Runs `use` on a file, or answers undefined when the file is no longer there. */
function whenPresent<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A file of entries the journal has closed, to be written to the database and then removed. */
export interface JournalFile {
  name: string;
  entries: NewRequestLog[];
}

/**
 * The log entries not yet in the database, on disk: each is appended before the answer of its request
 * leaves (a synchronous write to the operating system, which keeps it when the process dies), into a
 * file of this run. Each batch closes the file it was written to and starts the next; once the batch is
 * stored, its file goes. Files a run that died left behind are read back at the next start.
 */
export class LogJournal {
  private readonly run = randomBytes(6).toString('hex');
  private sequence = 0;
  private current: { name: string; fd: number } | undefined;

  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
    OPEN_RUNS.add(this.run);
  }

  append(entry: NewRequestLog): void {
    this.current ??= this.open();
    writeSync(this.current.fd, `${JSON.stringify(entry)}\n`);
  }

  /** Closes the file the entries so far went to; answers its name (none when nothing was written). */
  rotate(): string | undefined {
    const closing = this.current;
    if (!closing) return undefined;
    this.current = undefined;
    closeSync(closing.fd);
    return closing.name;
  }

  /** Removes files; one already gone was taken by another instance starting on the same folder. */
  remove(names: readonly string[]): void {
    for (const name of names) whenPresent(() => unlinkSync(path.join(this.folder, name)));
  }

  /** The files runs that are over left behind, with their entries. */
  leftovers(): JournalFile[] {
    return readdirSync(this.folder).filter(leftBehind).flatMap((name) => whenPresent(() => [{ name, entries: this.read(name) }]) ?? []);
  }

  /** Stops this run's journal; a file whose entries were not stored stays, for the next start. */
  close(): void {
    this.rotate();
    OPEN_RUNS.delete(this.run);
  }

  private open() {
    this.sequence += 1;
    const name = `${process.pid}-${this.run}-${this.sequence}.ndjson`;
    return { name, fd: openSync(path.join(this.folder, name), 'a') };
  }

  private read(name: string): NewRequestLog[] {
    // A line cut short by the crash is the one entry whose request was never answered.
    return readFileSync(path.join(this.folder, name), 'utf8').split('\n').flatMap((line) => {
      try {
        const entry = JSON.parse(line) as NewRequestLog & { at: string };
        return [{ ...entry, at: new Date(entry.at) }];
      } catch {
        return [];
      }
    });
  }
}
