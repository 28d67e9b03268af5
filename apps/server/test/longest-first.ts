import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files measured longest (docs/quality.md), longest first. Started first, they run beside the many
 * short files instead of keeping one core busy at the end while the other waits. A fresh clone has no
 * times of an earlier run (vitest's cache), so the list orders them there too.
 */
const LONGEST = [
  'test/process/crashes.test.ts',
  'test/generated-domain.test.ts',
  'test/quality/fuzz.test.ts',
  'test/process/startup.test.ts',
  'test/quality/dangerous-inputs.test.ts',
  'src/modules/messages/message-socket.test.ts',
  'test/quality/permission-matrix.test.ts',
  'src/modules/companies/import/import-reader.test.ts',
  'src/modules/jobs/jobs.test.ts',
  'test/quality/credentials.test.ts',
  'test/process/log-format.test.ts',
  'src/modules/auth/auth.test.ts',
];

const rankOf = (file: TestSpecification) => {
  const rank = LONGEST.findIndex((suffix) => file.moduleId.endsWith(suffix));
  return rank === -1 ? LONGEST.length : rank;
};

/** The default order (a file that failed last time, then by duration or size), with the longest files before it. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rankOf(a) - rankOf(b));
  }
}
