import type { Readable } from 'node:stream';
import type { AttachmentRecord } from '@console/contract/files';
import type { Db } from '../../platform/database.ts';

/** What the files module offers the others: stored files as attachments of their records, and a place for archives. */
export interface FilesApi {
  /** The stored files of these ids, in their order; an id that is no stored file refuses (400) naming `field`. */
  attachmentsFor(db: Db, ids: readonly number[], field: string): Promise<AttachmentRecord[]>;
  /** Stored files by id, to show records' attachments; an id whose file has been deleted since is left out. */
  attachmentsById(db: Db, ids: readonly number[]): Promise<Map<number, AttachmentRecord>>;
  /** Streams an archive under its dated key (`audit/2026-12-04.jsonl.gz`) to the active object store, replacing one left there. */
  keepArchive(key: string, body: Readable, contentType: string): Promise<void>;
}

declare module '../../module.ts' {
  interface Services {
    files: FilesApi;
  }
}
