import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from './processes.ts';

/** The data folder cannot be taken: another process holds it, or it cannot be created or written. */
export class DataDirError extends Error {}

interface LockOwner { pid: number; startedAt: string }

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** The process that holds the data folder now, if one does. */
export function holderOf(dataDir: string): number | undefined {
  const owner = readOwner(path.join(dataDir, 'server.lock'));
  return owner && isRunning(owner.pid) ? owner.pid : undefined;
}

/** Creates the lock file, and the folder first; EEXIST when another process holds it. */
function createLockFile(dataDir: string, file: string): number {
  try {
    mkdirSync(dataDir, { recursive: true });
    return openSync(file, 'wx');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST' && message.includes(file)) throw error;
    throw new DataDirError(`The data folder DATA_DIR=${dataDir} cannot be used: ${message}. Set DATA_DIR to a folder this process may create and write.`);
  }
}

/**
 * Takes the data folder for this process: the embedded database must never be opened by two
 * processes. A lock left by a process that is gone (crash, kill -9) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = createLockFile(dataDir, file);
      writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies LockOwner));
      closeSync(fd);
      return () => {
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && isRunning(owner.pid)) {
        throw new DataDirError(
          `The data folder ${dataDir} is in use by process ${owner.pid} (started ${owner.startedAt}). ` +
            'Stop that process or set DATA_DIR to another folder.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirError(`Could not lock the data folder ${dataDir}: another process keeps taking it.`);
}
