import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';

interface Fact {
  label: string;
  value: string;
  /** Must not be missed (a one-time password): the block is logged at `warn`, and the fact last. */
  important: boolean;
}

/**
 * What an operator needs once the console has started, told by the parts that know it (where the
 * data is, whether the demo data was loaded, a one-time password), logged as one block after the
 * server listens: readable lines in the pretty format, one line with a `summary` object in JSON.
 */
export class StartSummary {
  private readonly facts: Fact[] = [];

  tell(label: string, value: string, { important = false } = {}): void {
    this.facts.push({ label, value, important });
  }

  log(log: FastifyBaseLogger, address: string, format: AppConfig['logFormat']): void {
    const facts = [{ label: 'Address', value: address }, ...this.facts.filter((fact) => !fact.important), ...this.facts.filter((fact) => fact.important)];
    const level = this.facts.some((fact) => fact.important) ? 'warn' : 'info';
    if (format === 'json') {
      log[level]({ summary: Object.fromEntries(facts.map((fact) => [fact.label, fact.value])) }, 'Console started');
      return;
    }
    const width = Math.max(...facts.map((fact) => fact.label.length));
    log[level](['Console started', ...facts.map((fact) => `  ${fact.label.padEnd(width)}  ${fact.value}`)].join('\n'));
  }
}

/** Where the console can be opened: a server listening on every interface is opened at `localhost`. */
export function openedAt(listeningAt: string): string {
  const url = new URL(listeningAt);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = 'localhost';
  return url.origin;
}
