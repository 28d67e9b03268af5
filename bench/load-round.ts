/** What autocannon run in a benchmark's own thread answers, turned into a round of the side-by-side method (no server code: load threads import it). */
import autocannon from 'autocannon';

export type Round = { rps: number; p99: number };

/** Outside the main thread autocannon answers raw figures, for its main thread to add up: what it would have answered there. */
export interface RawResult { totalCompletedRequests: number; samples: number; non2xx: number; errors: number }
const { aggregateResult } = autocannon as unknown as { aggregateResult: (results: RawResult[], options: { url: string }) => autocannon.Result };

/** A round from the raw figures; any refusal or error makes it an error. */
export function roundOfRaw(url: string, raw: RawResult): { round: Round } | { error: string } {
  if (raw.non2xx > 0 || raw.errors > 0) return { error: `${url}: ${raw.non2xx} non-2xx, ${raw.errors} errors` };
  // requests.average there is the mean of the per-second counts: the calls answered over the seconds sampled.
  return { round: { rps: raw.totalCompletedRequests / raw.samples, p99: aggregateResult([raw], { url }).latency.p99 } };
}
