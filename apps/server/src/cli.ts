import { ConfigError } from './config/config.ts';
import { BackupError } from './platform/backup.ts';
import { DataDirError } from './platform/data-lock.ts';

/**
 * Ends a command (the server's start, a backup, a restore) that failed: one line when the cause is
 * one an operator can fix (a setting, the data folder, an archive), the whole error otherwise.
 */
export function exitFailed(error: unknown): never {
  const expected = error instanceof ConfigError || error instanceof DataDirError || error instanceof BackupError;
  console.error(expected ? error.message : error);
  process.exit(1);
}
