import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, OBJECT_KEY, StoreError, type ObjectStore, type StoredObject } from './object-store.ts';

/** Bytes gathered before a write to the disk: fewer, larger writes. */
const WRITE_BUFFER = 1024 * 1024;

/** Objects as files of one folder, named by their generated keys. */
export class LocalStore implements ObjectStore {
  readonly provider = 'local' as const;

  constructor(readonly folder: string) {}

  private pathOf(key: string): string {
    assertObjectKey(key);
    return path.join(this.folder, key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    // An archive's key names a folder of its own.
    await mkdir(path.dirname(target), { recursive: true });
    const file = createWriteStream(target, { flags: 'wx', highWaterMark: WRITE_BUFFER });
    try {
      await pipeline(body, file);
    } catch (error) {
      // A refused upload can fail before the file is even open: the caller removes what was written,
      // which must not be created after it looked.
      if (!file.closed) await once(file, 'close');
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      throw new StoreError(this.provider, 'missing', key);
    }
    return createReadStream(file);
  }

  async copy(from: string, to: string): Promise<void> {
    try {
      await copyFile(this.pathOf(from), this.pathOf(to));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoreError(this.provider, 'missing', from);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    const folder = await opendir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!folder) return;
    for await (const entry of folder) {
      if (!entry.isFile() || !OBJECT_KEY.test(entry.name)) continue;
      const { mtime } = await stat(path.join(this.folder, entry.name));
      yield { key: entry.name, modifiedAt: mtime };
    }
  }
}
