import type { Readable } from 'node:stream';
import type { StorageProvider } from '@console/contract/files';

/** A stored file's key, as this product generates it: `randomUUID()`. */
export const OBJECT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * The key of an archive the product writes for a day (`audit/2026-12-04.jsonl.gz`): a folder of its
 * own, which the listing of stored files (and so their clean-up) never sees. No other key is ever used.
 */
export const ARCHIVE_KEY = /^[a-z]+\/\d{4}-\d{2}-\d{2}\.[a-z]+(\.gz)?$/;

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** Where files' contents (and the product's archives) are kept: a folder, or an S3-compatible bucket. Keys come from the caller, generated. */
export interface ObjectStore {
  readonly provider: StorageProvider;
  /** Streams `body` into the object `key`; never holds it whole in memory. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  read(key: string): Promise<Readable>;
  copy(from: string, to: string): Promise<void>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file's object (not the archives), with when it was written. */
  list(): AsyncIterable<StoredObject>;
}

/**
 * A store that failed: `unavailable` when it could not be reached or answered with an error of its
 * own (wrong credentials, a missing bucket), `missing` when the object is not there.
 */
export class StoreError extends Error {
  constructor(readonly provider: StorageProvider, readonly kind: 'unavailable' | 'missing', readonly reason: string) {
    super(`${provider}: ${reason}`);
  }
}

export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY.test(key) && !ARCHIVE_KEY.test(key)) throw new Error(`not an object key: ${JSON.stringify(key)}`);
}
