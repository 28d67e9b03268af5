import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import { API_BASE, MESSAGES } from '@console/contract';
import { fileName, filesCrud, type AttachmentRecord, type FileRecord, type StorageProvider } from '@console/contract/files';
import type { Actor } from '../../crud/audit.ts';
import { CrudService } from '../../crud/crud-service.ts';
import { escapeLike, startOfUtcDay } from '../../crud/listing.ts';
import { badRequest } from '../../http/errors.ts';
import type { Language } from '../../http/language.ts';
import type { Db } from '../../platform/database.ts';
import type { ObjectStore } from '../../platform/storage/object-store.ts';
import { S3_PREFIX } from '../../platform/storage/s3-store.ts';
import { users } from '../users/users.table.ts';
import { files, fileWrites, storageSettings, type FileRow } from './files.table.ts';
import { onStore, type StorageService } from './storage.service.ts';
import { checkedContentType, limited, readSample, type UploadLimits } from './upload-content.ts';

/** What a copy's name adds, in the language of who copies: the name is theirs from then on. */
const COPY_SUFFIX: Record<Language, string> = { zh: ' 副本', en: ' copy' };
const NAME_MAX = 200;

/** A public address for S3 files when the bucket has one; otherwise the download call. */
const urlOf = sql<string>`case when ${files.provider} = 's3' and (select ${storageSettings.publicBaseUrl} from ${storageSettings} where ${storageSettings.provider} = 's3') <> ''
  then rtrim((select ${storageSettings.publicBaseUrl} from ${storageSettings} where ${storageSettings.provider} = 's3'), '/') || '/' || ${S3_PREFIX} || ${files.objectKey}
  else ${`${API_BASE}/file/download/`} || ${files.id} end`;

/** A file as it arrives: the name its sender gave it and its content, streamed. */
export interface IncomingFile {
  filename: string;
  content: Readable;
}

export interface Download {
  name: string;
  contentType: string;
  size: number;
  body: Readable;
}

/**
 * Stored files. Each object gets a generated key; a write is recorded in `file_writes` before its
 * first byte reaches the store, and the file row replaces that record once the object is complete.
 */
export class FilesService extends CrudService<typeof files, typeof filesCrud> {
  constructor(db: Db, private readonly stores: StorageService, private readonly limits: () => Promise<UploadLimits>) {
    super(db, filesCrud, {
      table: files,
      computed: { uploaderName: users.name, url: urlOf },
      join: (query) => query.leftJoin(users, eq(users.id, files.uploaderId)),
      keptCount: true,
      customFilters: {
        provider: async (provider: StorageProvider) => eq(files.provider, provider),
        // A condition on the table itself: the total is counted without the join.
        uploaderName: async (name: string) =>
          inArray(files.uploaderId, db.select({ id: users.id }).from(users).where(ilike(users.name, `%${escapeLike(name)}%`))),
        createdFrom: async (day: string) => gte(files.createdAt, startOfUtcDay(day, 0)),
        createdTo: async (day: string) => lt(files.createdAt, startOfUtcDay(day, 1)),
      },
    });
  }

  /** Streams one uploaded file into the active store; a refused or failed upload leaves nothing behind. */
  async upload(actor: Actor, incoming: IncomingFile, imagesOnly: boolean): Promise<FileRecord> {
    const name = fileName.safeParse(incoming.filename);
    if (!name.success) throw badRequest(name.error.issues[0]!.message);
    const limits = await this.limits();
    const source = (incoming.content as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    const sample = await readSample(source);
    const contentType = await checkedContentType(sample, limits, imagesOnly);
    const passed = { bytes: 0 };
    const provider = await this.stores.activeProvider();
    return this.write(provider, (store, key) => store.put(key, Readable.from(limited(sample, source, limits, passed)), contentType),
      (objectKey) => this.add(actor, { name: name.data, contentType, size: passed.bytes, provider, objectKey }));
  }

  /** A new file with the same content, in the same store, named `… 副本` (`… copy` in English). */
  async copy(actor: Actor, id: number, language: Language): Promise<FileRecord> {
    const [source] = await this.db.select().from(files).where(eq(files.id, id));
    if (!source) throw this.missing(id);
    return this.write(source.provider, (store, key) => store.copy(source.objectKey, key),
      (objectKey) => this.add(actor, { ...source, name: copyName(source.name, COPY_SUFFIX[language]), objectKey }));
  }

  async download(id: number): Promise<Download> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row) throw this.missing(id);
    const body = await onStore(async () => (await this.stores.storeOf(row.provider)).read(row.objectKey));
    return { name: row.name, contentType: row.contentType, size: row.size, body };
  }

  /** Stored files by id, as attachments of a record. */
  async attachmentsById(db: Db, ids: readonly number[]): Promise<Map<number, AttachmentRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: files.id, name: files.name, contentType: files.contentType, size: files.size, url: urlOf })
      .from(files).where(inArray(files.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async attachmentsFor(db: Db, ids: readonly number[], field: string): Promise<AttachmentRecord[]> {
    const found = await this.attachmentsById(db, ids);
    const missing = ids.find((fileId) => !found.has(fileId));
    if (missing !== undefined) throw badRequest(MESSAGES.invalidField(field, MESSAGES.fileNotFound));
    return ids.map((fileId) => found.get(fileId)!);
  }

  /** Deletes the rows, then their objects; an object whose removal fails is left to the clean-up. */
  override async delete(actor: Actor, ids: number[]): Promise<number> {
    const rows = await this.db.select().from(files).where(inArray(files.id, ids));
    const deleted = await super.delete(actor, ids);
    await Promise.allSettled(rows.map(async (row) => (await this.stores.storeOf(row.provider)).remove(row.objectKey)));
    return deleted;
  }

  /**
   * Writes an object under a new key, recorded as a write in progress until `add` makes the file row
   * that names it; the key counts as being written until then, so the clean-up cannot take it in
   * between. A failed write removes what reached the store, and its record.
   */
  private async write(provider: StorageProvider, put: (store: ObjectStore, key: string) => Promise<void>, add: (objectKey: string) => Promise<FileRecord>): Promise<FileRecord> {
    const store = await this.stores.storeOf(provider);
    const key = randomUUID();
    await this.db.insert(fileWrites).values({ objectKey: key, provider });
    return this.stores.whileWriting(key, async () => {
      try {
        await onStore(() => put(store, key));
      } catch (error) {
        await store.remove(key).catch(() => undefined);
        await this.db.delete(fileWrites).where(eq(fileWrites.objectKey, key));
        throw error;
      }
      return add(key);
    });
  }

  /** The file row of a complete object, replacing the record of its write in one transaction. */
  private async add(actor: Actor, values: Pick<FileRow, 'name' | 'contentType' | 'size' | 'provider' | 'objectKey'>): Promise<FileRecord> {
    const { name, contentType, size, provider, objectKey } = values;
    return this.db.transaction(async (tx) => {
      const row = await this.store.create(tx, actor, { name, contentType, size, provider, objectKey, uploaderId: actor.userId });
      await tx.delete(fileWrites).where(eq(fileWrites.objectKey, objectKey));
      return this.get(row.id, tx);
    });
  }
}

/** `报告.pdf` becomes `报告 副本.pdf`, kept within the longest name. */
function copyName(name: string, suffix: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem.slice(0, NAME_MAX - suffix.length - extension.length)}${suffix}${extension}`;
}
