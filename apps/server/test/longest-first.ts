import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files measured longest (docs/quality.md), longest first. Started first, they run beside the many
 * short files instead of keeping one core busy at the end while the other waits. A fresh clone has no
 * times of an earlier run (vitest's cache), so the list orders them there too.
 */
const LONGEST = [
  'test/process/crashes.test.ts',
  'test/generated-domain.test.ts',
  'test/process/startup.test.ts',
  'test/process/backup.test.ts',
  'test/quality/fuzz.test.ts',
  'test/process/rolling-restart.test.ts',
  'test/quality/dangerous-inputs.test.ts',
  'src/modules/messages/message-socket.test.ts',
  'test/quality/permission-matrix.test.ts',
  'src/modules/companies/import/import-reader.test.ts',
  'src/modules/jobs/jobs.test.ts',
  'test/quality/credentials.test.ts',
  'test/process/log-format.test.ts',
  'src/modules/auth/auth.test.ts',
];

/**
 * A file's place: the longest files first, the embedded and process ones before the PostgreSQL/Redis
 * copies, so that the two copies of one file do not run side by side. Both copies of a file that
 * mostly waits (the job scheduler's fires every second) left both cores idle together.
 */
const rankOf = (file: TestSpecification) => {
  const rank = LONGEST.findIndex((suffix) => file.moduleId.endsWith(suffix));
  if (rank === -1) return 2 * LONGEST.length;
  return file.project.name === 'scale-out' ? LONGEST.length + rank : rank;
};

/** The default order (a file that failed last time, then by duration or size), with the longest files before it. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rankOf(a) - rankOf(b));
  }
}
