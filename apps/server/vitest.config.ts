import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/longest-first.ts';

/**
 * The suite runs on the embedded default (PGlite, in-process cache) and, when DATABASE_URL and
 * REDIS_URL are set, a second time against PostgreSQL and Redis. Start-up tests that spawn the real
 * process are about the embedded data folder and run once.
 */
const scaleOut = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const processTests = 'test/process/**';

/**
 * The files whose outcome depends on the backend: those that start apps or open databases through the
 * test harness. The others (a file reader, the layer rules, the generated-code proof) run once.
 */
const backendTests = ['src', 'test']
  .flatMap((folder) => readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith('test/process/'))
  .filter((file) => /from '[./]*(test\/)?harness\.ts'/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')));

/** What every project shares; the global set-up stays with the root, so it runs once for all of them. */
const shared = {
  // Each file starts apps of its own and keeps no state in modules, so the files of a worker share
  // its loaded modules instead of loading the whole server anew (about 5 s a file).
  isolate: false,
  // Limits that only catch a hang: no test waits on a clock, so a slow machine is slow, not red.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    // Run once for the whole run: a project that extended the root would run it again, each time
    // migrating its own templates (four runs one after another, about 40 s on a busy machine).
    globalSetup: ['test/global-setup.ts'],
    // Every project in one group on two workers, the longest files first: the tests of real processes,
    // PGlite and PostgreSQL/Redis files side by side, so that neither core waits for another part to end
    // (each PostgreSQL instance holds its pool and one listening connection: two at a time stay far
    // below the server's 100 connections).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { ...shared, name: 'process', include: [`${processTests}/*.test.ts`], env: { CONSOLE_TEST_BACKEND: 'embedded' } } },
      { test: { ...shared, name: 'embedded', exclude: [processTests, '**/node_modules/**'], env: { CONSOLE_TEST_BACKEND: 'embedded' } } },
      ...(scaleOut ? [{ test: { ...shared, name: 'scale-out', include: backendTests, env: { CONSOLE_TEST_BACKEND: 'scale-out' } } }] : []),
    ],
  },
});
