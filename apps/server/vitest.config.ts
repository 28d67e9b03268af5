import { defineConfig } from 'vitest/config';

/**
 * The suite runs on the embedded default (PGlite, in-process cache) and, when DATABASE_URL and
 * REDIS_URL are set, a second time against PostgreSQL and Redis. Start-up tests that spawn the real
 * process are about the embedded data folder and run once.
 */
const scaleOut = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const processTests = 'test/process/**';

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // Each file starts apps of its own and keeps no state in modules, so the files of a worker share
    // its loaded modules instead of loading the whole server anew (about 5 s a file).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The tests of real processes (start-up within a few seconds, crashes) first and alone, so that a
    // busy machine does not slow their start; then PGlite two files at a time; then PostgreSQL/Redis
    // two files at a time (each instance holds its pool and one listening connection).
    projects: [
      { extends: true, test: { name: 'process', include: [`${processTests}/*.test.ts`], env: { CONSOLE_TEST_BACKEND: 'embedded' }, maxWorkers: 1, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'embedded', exclude: [processTests, '**/node_modules/**'], env: { CONSOLE_TEST_BACKEND: 'embedded' }, maxWorkers: 2, sequence: { groupOrder: 1 } } },
      ...(scaleOut
        ? [{ extends: true as const, test: { name: 'scale-out', exclude: [processTests, '**/node_modules/**'], env: { CONSOLE_TEST_BACKEND: 'scale-out' }, maxWorkers: 2, sequence: { groupOrder: 2 } } }]
        : []),
    ],
  },
});
