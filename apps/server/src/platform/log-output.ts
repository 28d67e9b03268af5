import { build as prettyStream } from 'pino-pretty';
import type { AppConfig } from '../config/config.ts';

/**
 * Where log lines go when the caller hands in no stream: readable lines for a person at a terminal,
 * otherwise nothing, so that the logger writes JSON to standard output for tests and log collectors.
 * Synchronous, so that the lines written just before an exit are not lost.
 */
export function standardLogOutput(format: AppConfig['logFormat']): NodeJS.WritableStream | undefined {
  return format === 'pretty' ? prettyStream({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) : undefined;
}
