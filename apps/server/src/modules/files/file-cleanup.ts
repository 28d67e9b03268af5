import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { ObjectStore } from '../../platform/storage/object-store.ts';
import { files, fileWrites } from './files.table.ts';
import type { StorageService } from './storage.service.ts';

/** How many keys one query looks up. */
const BATCH = 500;

export interface CleanupOptions {
  /**
   * Writes and objects younger than this may belong to an upload another instance is making; with
   * one instance (the embedded database) it is zero, as this instance knows its own.
   */
  graceMs: number;
  /** Whether this instance is writing the object now. */
  isWriting(key: string): boolean;
}

export interface CleanupResult {
  /** Writes that never finished, removed with whatever reached the store. */
  abandonedWrites: number;
  /** Objects that no file and no write names, removed. */
  orphanObjects: number;
}

/**
 * Removes what a crash during an upload or copy left: a write record whose file never came (with its
 * object), and an object nothing names. It runs at start and periodically.
 */
export class FileCleanup {
  constructor(private readonly db: Db, private readonly storage: StorageService, private readonly options: CleanupOptions) {}

  async run(now = new Date()): Promise<CleanupResult> {
    const before = new Date(now.getTime() - this.options.graceMs);
    const stores = await this.storage.configuredStores();
    return { abandonedWrites: await this.removeAbandonedWrites(before, stores), orphanObjects: await this.removeOrphans(before, stores) };
  }

  private async removeAbandonedWrites(before: Date, stores: ObjectStore[]): Promise<number> {
    const writes = (await this.db.select().from(fileWrites).where(lt(fileWrites.startedAt, before)))
      .filter((write) => !this.options.isWriting(write.objectKey));
    for (const write of writes) {
      const store = stores.find((candidate) => candidate.provider === write.provider);
      await store?.remove(write.objectKey);
      await this.db.delete(fileWrites).where(eq(fileWrites.objectKey, write.objectKey));
    }
    return writes.length;
  }

  private async removeOrphans(before: Date, stores: ObjectStore[]): Promise<number> {
    let removed = 0;
    for (const store of stores) {
      let batch: string[] = [];
      const flush = async () => {
        removed += await this.removeUnnamed(store, batch);
        batch = [];
      };
      for await (const object of store.list()) {
        if (object.modifiedAt >= before || this.options.isWriting(object.key)) continue;
        batch.push(object.key);
        if (batch.length === BATCH) await flush();
      }
      await flush();
    }
    return removed;
  }

  private async removeUnnamed(store: ObjectStore, keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const named = new Set([
      ...(await this.db.select({ key: files.objectKey }).from(files).where(inArray(files.objectKey, keys))).map((row) => row.key),
      ...(await this.db.select({ key: fileWrites.objectKey }).from(fileWrites).where(inArray(fileWrites.objectKey, keys))).map((row) => row.key),
    ]);
    const unnamed = keys.filter((key) => !named.has(key));
    for (const key of unnamed) await store.remove(key);
    return unnamed.length;
  }
}
