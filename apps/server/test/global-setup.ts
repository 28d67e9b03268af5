import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { createPglite, wrapPglite, type Database } from '../src/platform/database.ts';
import { openPostgres } from '../src/platform/postgres.ts';
import { buildServer } from './process/server-process.ts';
import { databaseUrl, dropDatabase, newRunId, runPrefix, scratchFolder, TEMPLATE_DIR, TEST_ADMIN_PASSWORD, TMP_DIR, withAdminClient } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    runId: string;
  }
}

/**
 * Migrates and seeds one database through the real start-up path, in a data folder of its own: the
 * default one may hold log journals other runs left, which a start stores (sealed with that folder's key).
 */
async function prepare(database: Database) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-template-'));
  const config = { ...loadConfig({}), dataDir, adminPassword: TEST_ADMIN_PASSWORD, logLevel: 'silent' as const };
  const app = await buildApp(config, { database: { ...database, close: async () => undefined } });
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** The embedded template's data folder, made aside and moved into place once complete. */
async function prepareEmbeddedTemplate() {
  const making = `${TEMPLATE_DIR}.making`;
  await Promise.all([making, TEMPLATE_DIR].map((folder) => rm(folder, { recursive: true, force: true })));
  await mkdir(TMP_DIR, { recursive: true });
  const client = await createPglite({ dataDir: making });
  await prepare(wrapPglite(client, { checkTransactions: true }));
  await client.close();
  await rename(making, TEMPLATE_DIR);
}

async function preparePostgresTemplate(base: string, runId: string) {
  const template = `${runPrefix(runId)}_template`;
  await withAdminClient(base, (client) => client.query(`create database ${template}`));
  const database = openPostgres(databaseUrl(base, template));
  await prepare(database);
  await database.close();
}

async function dropRunDatabases(base: string, runId: string) {
  await withAdminClient(base, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${runPrefix(runId)}%`]);
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}

export default async function setup(project: TestProject) {
  const runId = newRunId();
  project.provide('runId', runId);
  const base = process.env.DATABASE_URL;
  // A copy of the project (test/generated-domain.test.ts) keeps the template of the suite that made it:
  // each app migrates what the copy adds at its start.
  const templateKept = process.env.KEEP_TEST_TEMPLATE === '1' && existsSync(TEMPLATE_DIR);
  const scratch = scratchFolder(runId);
  await mkdir(scratch, { recursive: true });
  // Side by side: the PGlite template keeps a core busy while PostgreSQL migrates on the other.
  await Promise.all([templateKept || prepareEmbeddedTemplate(), base && preparePostgresTemplate(base, runId), buildServer()]);
  return async () => {
    await rm(scratch, { recursive: true, force: true });
    if (base) await dropRunDatabases(base, runId);
  };
}
