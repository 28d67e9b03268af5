import path from 'node:path';
import { exitFailed } from './cli.ts';
import { loadConfig } from './config/config.ts';
import { BackupError, restoreBackup } from './platform/backup.ts';
import { lockDataDir } from './platform/data-lock.ts';

/**
 * `npm run restore -- <archive> [<data folder>]`: a new data folder (DATA_DIR unless given) from an
 * archive of `npm run backup`; the console then starts on it as usual.
 */
async function restore(): Promise<string> {
  const [archive, folder] = process.argv.slice(2);
  if (!archive) throw new BackupError('Usage: npm run restore -- <archive> [<new data folder>] (DATA_DIR when no folder is given)');
  const dataDir = folder ? path.resolve(folder) : loadConfig().dataDir;
  const release = lockDataDir(dataDir);
  try {
    await restoreBackup(path.resolve(archive), dataDir);
  } finally {
    release();
  }
  return dataDir;
}

restore().then((dataDir) => console.log(`Restored into ${dataDir}: start the console with DATA_DIR=${dataDir}`), exitFailed);
