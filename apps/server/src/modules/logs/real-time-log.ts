import { REAL_TIME_LOG_MINUTES, type LogLevel, type LogLine } from '@console/contract/logs';
import { say, type Language } from '../../http/language.ts';
import type { LogEntry, LogTap } from '../../platform/log-tap.ts';
import { redactedJson } from '../../platform/redaction.ts';
import type { SocketHub } from '../../platform/realtime/socket-hub.ts';

/** pino's level numbers. */
const LEVEL_NUMBER: Record<LogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50 };
const LEVEL_NAME: Record<number, LogLine['level']> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** Lines a second one watcher gets at most; the rest are counted and said with the next line sent. */
const LINES_PER_SECOND = 200;
const FIELDS_MAX = 2000;
const LINE_FIELDS_LEFT_OUT = new Set(['level', 'time', 'msg', 'pid', 'hostname']);

interface Stream {
  minLevel: number;
  /** The language of the request that started it: the lines' texts of the catalogue are worded in it. */
  language: Language;
  until: number;
  second: number;
  sentThisSecond: number;
  dropped: number;
}

const HAN = /\p{Script=Han}/u;

/** A line's texts worded for a reader: those that are messages of the catalogue (an error's, a reason) read in their language. */
function wordedFor(value: unknown, language: Language): unknown {
  if (typeof value === 'string') return HAN.test(value) ? say(value, language) : value;
  if (Array.isArray(value)) return value.map((item) => wordedFor(item, language));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, wordedFor(item, language)]));
  return value;
}

export function logLineOf(told: LogEntry, language: Language): LogLine {
  const entry = language === 'zh' ? told : (wordedFor(told, language) as LogEntry);
  const fields = Object.fromEntries(Object.entries(entry).filter(([name]) => !LINE_FIELDS_LEFT_OUT.has(name)));
  return {
    at: new Date(entry.time).toISOString(),
    level: LEVEL_NAME[entry.level] ?? 'info',
    message: typeof entry.msg === 'string' ? entry.msg : '',
    fields: Object.keys(fields).length > 0 ? redactedJson(fields, FIELDS_MAX) : '',
  };
}

/**
 * The real-time log: this instance's log lines, redacted, pushed as `log` events to the sockets of
 * the users who started it, from the level each chose, until they stop it or it runs out.
 */
export class RealTimeLog {
  private readonly streams = new Map<number, Stream>();
  private stopListening: (() => void) | undefined;

  constructor(private readonly lines: Pick<LogTap, 'listen'>, private readonly sockets: SocketHub, private readonly now = Date.now) {}

  start(userId: number, level: LogLevel, language: Language): { level: LogLevel; until: string } {
    const until = this.now() + REAL_TIME_LOG_MINUTES * 60_000;
    this.streams.set(userId, { minLevel: LEVEL_NUMBER[level], language, until, second: 0, sentThisSecond: 0, dropped: 0 });
    this.listenFromLowest();
    return { level, until: new Date(until).toISOString() };
  }

  stop(userId: number): boolean {
    const stopped = this.streams.delete(userId);
    this.listenFromLowest();
    return stopped;
  }

  close(): void {
    this.streams.clear();
    this.listenFromLowest();
  }

  /** One listener from the lowest level any stream asks for, so the logger says no more than somebody reads. */
  private listenFromLowest(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    if (this.streams.size === 0) return;
    const lowest = Math.min(...[...this.streams.values()].map((stream) => stream.minLevel));
    this.stopListening = this.lines.listen((entry) => this.tell(entry), lowest);
  }

  private tell(entry: LogEntry): void {
    const now = this.now();
    const lines = new Map<Language, LogLine>();
    for (const [userId, stream] of this.streams) {
      if (now > stream.until) {
        this.stop(userId);
        continue;
      }
      if (entry.level < stream.minLevel || !this.withinRate(stream, now)) continue;
      const line = lines.get(stream.language) ?? logLineOf(entry, stream.language);
      lines.set(stream.language, line);
      this.sockets.toUsers([userId], { type: 'log', line, dropped: stream.dropped });
      stream.dropped = 0;
    }
  }

  private withinRate(stream: Stream, now: number): boolean {
    const second = Math.floor(now / 1000);
    if (second !== stream.second) Object.assign(stream, { second, sentThisSecond: 0 });
    if (stream.sentThisSecond >= LINES_PER_SECOND) {
      stream.dropped += 1;
      return false;
    }
    stream.sentThisSecond += 1;
    return true;
  }
}
