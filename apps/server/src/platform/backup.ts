import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPglite, type Database } from './database.ts';
import { isRunning } from './processes.ts';

/**
 * One archive of the embedded default: `pgdata.tar.gz` (the database, PGlite's own archive of its
 * data folder), `data/` (everything else of the data folder: uploaded files, `secrets.key`) and
 * `manifest.json`. Written to `DATA_DIR/backups/`.
 */
export const BACKUP_FOLDER = 'backups';
const DATABASE_ENTRY = 'pgdata.tar.gz';
const DATA_ENTRY = 'data';
const MANIFEST_ENTRY = 'manifest.json';
/** What the archive's `data/` leaves out: the database (archived on its own), the lock and the backups. */
const NOT_DATA = new Set(['pgdata', 'pgdata.creating', 'server.lock', BACKUP_FOLDER]);
/** A backup asked of the instance that holds the data folder: `<archive name>.requested`, answered by the archive or by `<archive name>.failed`. */
const REQUESTED = '.requested';
const FAILED = '.failed';

export class BackupError extends Error {}

/** Hard links where the file system allows them (instant, and the files never change once written), copies elsewhere. */
async function linkTree(from: string, to: string, skip: (name: string) => boolean = () => false): Promise<number> {
  await mkdir(to, { recursive: true });
  let count = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) count += await linkTree(source, target);
    else if (entry.isFile()) {
      await link(source, target).catch(() => copyFile(source, target));
      count += 1;
    }
  }
  return count;
}

/** A name that sorts by time and says what it is. */
export function backupName(now = new Date()): string {
  return `console-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar`;
}

/**
 * Writes the archive `name` of a data folder whose embedded database is `database` (open, maybe
 * serving): the other files are linked in the moment the database is archived, while no query runs,
 * so the archive holds every file a row of the archived database names. Answers its path.
 */
export async function writeBackup(dataDir: string, database: Database, name = backupName()): Promise<string> {
  if (!database.snapshot) throw new BackupError('Only the embedded database is backed up this way; back PostgreSQL up with pg_dump (docs/operations.md).');
  const folder = path.join(dataDir, BACKUP_FOLDER);
  const staging = path.join(folder, `.${name}.partial`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    let files = 0;
    const dump = await database.snapshot(async () => {
      files = await linkTree(dataDir, path.join(staging, DATA_ENTRY), (entry) => NOT_DATA.has(entry));
    });
    await writeFile(path.join(staging, DATABASE_ENTRY), Buffer.from(await dump.arrayBuffer()));
    await writeFile(path.join(staging, MANIFEST_ENTRY), JSON.stringify({ createdAt: new Date().toISOString(), databaseBytes: dump.size, files }, null, 2));
    const archive = path.join(folder, name);
    // Imported here: a bundle imports at its top every package it names (docs/decisions.md).
    const tar = await import('tar');
    await tar.create({ file: `${archive}.partial`, cwd: staging, portable: true }, [MANIFEST_ENTRY, DATABASE_ENTRY, DATA_ENTRY]);
    await rename(`${archive}.partial`, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Asks the instance holding `dataDir` (process `pid`) for a backup; resolves with the archive's path once it is written. */
export async function requestBackup(dataDir: string, pid: number, name = backupName()): Promise<string> {
  const folder = path.join(dataDir, BACKUP_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${name}${REQUESTED}`), '');
  process.kill(pid, 'SIGUSR2');
  const archive = path.join(folder, name);
  for (;;) {
    if (existsSync(archive)) return archive;
    if (existsSync(`${archive}${FAILED}`)) throw new BackupError(`The running instance could not write the backup: ${await readFile(`${archive}${FAILED}`, 'utf8')}`);
    if (!isRunning(pid)) throw new BackupError(`The instance (process ${pid}) stopped before it wrote the backup; run npm run backup again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Writes every backup asked for (`requestBackup`); a failed one leaves its reason for the asker. Answers the archives written. */
export async function answerBackupRequests(dataDir: string, database: Database): Promise<string[]> {
  const folder = path.join(dataDir, BACKUP_FOLDER);
  const requested = existsSync(folder) ? (await readdir(folder)).filter((file) => file.endsWith(REQUESTED)) : [];
  const written: string[] = [];
  for (const request of requested) {
    const name = request.slice(0, -REQUESTED.length);
    try {
      written.push(await writeBackup(dataDir, database, name));
    } catch (error) {
      await writeFile(path.join(folder, `${name}${FAILED}`), (error as Error).message);
    } finally {
      await rm(path.join(folder, request), { force: true });
    }
  }
  return written;
}

/**
 * Makes a new data folder from an archive: the files as they were, and the database loaded into
 * `pgdata` (through a staging folder, so an interrupted restore leaves no database half made). A
 * start on the folder then applies the migrations the archive's version lacked.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<void> {
  if (!existsSync(archive)) throw new BackupError(`No archive at ${archive}.`);
  if (existsSync(path.join(dataDir, 'pgdata'))) throw new BackupError(`The data folder ${dataDir} already holds a database: restore into a new folder.`);
  const staging = path.join(dataDir, '.restoring');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const tar = await import('tar');
    const notABackup = (why: string) => new BackupError(`${archive} is not a backup of this console: ${why}.`);
    await tar.extract({ file: archive, cwd: staging, strict: true }).catch((error: Error) => {
      throw notABackup(error.message);
    });
    if (!existsSync(path.join(staging, DATABASE_ENTRY))) throw notABackup(`it has no ${DATABASE_ENTRY}`);
    await linkTree(path.join(staging, DATA_ENTRY), dataDir);
    const creating = path.join(dataDir, 'pgdata.creating');
    await rm(creating, { recursive: true, force: true });
    const restored = await createPglite({ dataDir: creating, loadDataDir: new Blob([await readFile(path.join(staging, DATABASE_ENTRY))]) });
    await restored.close();
    await rename(creating, path.join(dataDir, 'pgdata'));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
