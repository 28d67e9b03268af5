import { existsSync } from 'node:fs';
import path from 'node:path';
import { exitFailed } from './cli.ts';
import { loadConfig } from './config/config.ts';
import { BackupError, requestBackup, writeBackup } from './platform/backup.ts';
import { holderOf, lockDataDir } from './platform/data-lock.ts';
import { openEmbedded } from './platform/database.ts';

/**
 * `npm run backup`: one archive of the embedded data folder (DATA_DIR) in DATA_DIR/backups/. The
 * instance running on the folder writes it without stopping (asked by a signal); with none running,
 * this process opens the folder itself.
 */
async function backUp(): Promise<string> {
  const { dataDir, databaseUrl } = loadConfig();
  if (databaseUrl) throw new BackupError('DATABASE_URL is set: back PostgreSQL up with pg_dump, and the S3 bucket with its own tools (docs/operations.md).');
  if (!existsSync(path.join(dataDir, 'pgdata'))) throw new BackupError(`The data folder DATA_DIR=${dataDir} holds no database yet.`);
  const holder = holderOf(dataDir);
  if (holder !== undefined) return requestBackup(dataDir, holder);
  const release = lockDataDir(dataDir);
  try {
    const database = await openEmbedded(dataDir);
    try {
      return await writeBackup(dataDir, database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

backUp().then((archive) => console.log(`Backup written: ${archive}`), exitFailed);
