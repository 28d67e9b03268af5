import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Password of the admin account in every test database. */
export const TEST_ADMIN_PASSWORD = 'test-admin-Pa55word';
/** The embedded template: the data folder of a migrated, seeded PGlite database, which each test database copies. */
export const TEMPLATE_DIR = fileURLToPath(new URL('../.vitest-tmp/template', import.meta.url));
export const TMP_DIR = path.dirname(TEMPLATE_DIR);

/** Where a run keeps its copies of the template: in memory (/dev/shm) where the system offers it. */
export function scratchFolder(runId: string) {
  return path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), `console-test-${runId}`);
}

/** Databases of one run share this prefix, so runs never see each other's data and cleanup is easy. */
export function runPrefix(runId: string) {
  return `console_test_${runId}`;
}

export function newRunId() {
  return randomUUID().replaceAll('-', '').slice(0, 12);
}

export function databaseUrl(base: string, database: string) {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops a database of the run, whatever connections it still has. */
export function dropDatabase(client: pg.Client, name: string) {
  return client.query(`drop database if exists ${name} with (force)`);
}

export async function withAdminClient<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
