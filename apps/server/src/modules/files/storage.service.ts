import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq, ne } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { MASKED_SECRET, type StorageCheck, type StorageProvider, type StorageSettings, type StorageSettingsInput } from '@console/contract/files';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { OutboundClient } from '../../platform/outbound/http-client.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { LocalStore } from '../../platform/storage/local-store.ts';
import { StoreError, type ObjectStore } from '../../platform/storage/object-store.ts';
import { S3Store, type S3Settings } from '../../platform/storage/s3-store.ts';
import { storageSettings, type StorageSettingsRow } from './files.table.ts';

const AUDIT_TARGET = 'storageSettings';
/** The local provider's folder, under the data folder. */
export const LOCAL_FOLDER = 'files';

/** A failure of a store, as the caller of a file operation sees it: 404 for a missing object, else 503 naming the provider. */
export function storeFailure(error: unknown): unknown {
  if (!(error instanceof StoreError)) return error;
  if (error.kind === 'missing') return new AppError(404, MESSAGES.fileNotFound);
  return new AppError(503, MESSAGES.storageUnavailable(error.provider, error.reason));
}

/** Runs work against a store, its failure told as `storeFailure` says. */
export async function onStore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw storeFailure(error);
  }
}

/** Writes, reads back and deletes a small object: settings that pass can take uploads. */
async function probe(store: ObjectStore, key: string): Promise<void> {
  const marker = `storage check ${key}`;
  await store.put(key, Readable.from([Buffer.from(marker)]), 'text/plain');
  const read = await text(await store.read(key));
  await store.remove(key);
  if (read !== marker) throw new StoreError(store.provider, 'unavailable', 'the object read back differs from the one written');
}

/**
 * The storage providers' settings, their secrets sealed, and the stores they open. One provider is
 * active and takes new uploads; a file stays in the provider it was stored in.
 */
export class StorageService {
  private readonly local: LocalStore;
  /** Keys of the objects this instance is writing now (uploads, copies, storage checks): the clean-up leaves them alone. */
  private readonly writing = new Set<string>();
  /** The S3 store of the settings last read, kept while they do not change (several instances may change them). */
  private s3?: { updatedAt: number; store: Promise<S3Store> };

  constructor(private readonly db: Db, private readonly secrets: Pick<SecretBox, 'seal' | 'open'>, dataDir: string, private readonly outbound: Pick<OutboundClient, 'agents'>) {
    this.local = new LocalStore(path.join(dataDir, LOCAL_FOLDER));
  }

  private async row(provider: StorageProvider, db: Db = this.db): Promise<StorageSettingsRow | undefined> {
    const [row] = await db.select().from(storageSettings).where(eq(storageSettings.provider, provider));
    return row;
  }

  async activeProvider(): Promise<StorageProvider> {
    const [active] = await this.db.select({ provider: storageSettings.provider }).from(storageSettings).where(eq(storageSettings.active, true));
    return active?.provider ?? 'local';
  }

  /** The store of a provider with its saved settings; 503 when S3 has none. */
  async storeOf(provider: StorageProvider): Promise<ObjectStore> {
    return provider === 'local' ? this.local : this.s3Store();
  }

  private async s3Store(): Promise<S3Store> {
    const row = await this.row('s3');
    if (!row?.bucket) throw new AppError(503, MESSAGES.storageNotConfigured('s3'));
    const updatedAt = row.updatedAt?.getTime() ?? 0;
    if (this.s3?.updatedAt !== updatedAt) {
      this.closeS3();
      this.s3 = { updatedAt, store: S3Store.open(this.s3SettingsOf(row), this.outbound) };
    }
    return this.s3.store;
  }

  /** Every provider with saved settings: the clean-up walks each. */
  async configuredStores(): Promise<ObjectStore[]> {
    const s3 = await this.row('s3');
    return s3?.bucket ? [this.local, await this.storeOf('s3')] : [this.local];
  }

  private s3SettingsOf(row: StorageSettingsRow): S3Settings {
    return {
      endpoint: row.endpoint, region: row.region, bucket: row.bucket, accessKeyId: row.accessKeyId,
      secretAccessKey: row.secretSealed ? this.secrets.open(row.secretSealed) : '', forcePathStyle: row.forcePathStyle,
    };
  }

  /** The active provider and where it keeps files, in words, for the start summary (nothing secret). */
  async describeActive(): Promise<string> {
    if ((await this.activeProvider()) === 'local') return `local folder ${this.local.folder}`;
    const row = await this.row('s3');
    return `S3 bucket ${row?.bucket} at ${row?.endpoint || `AWS ${row?.region}`}`;
  }

  /** Resolves when the active provider answers: the bucket when S3 is active (local files need no call). */
  async reachable(): Promise<void> {
    if ((await this.activeProvider()) === 's3') await (await this.s3Store()).reachable();
  }

  /**
   * Writes an archive of the product (a dated key, `ARCHIVE_KEY`) to the active store, replacing what a
   * failed earlier try left under its key.
   */
  async keepArchive(key: string, body: Readable, contentType: string): Promise<void> {
    const store = await this.storeOf(await this.activeProvider());
    await store.remove(key);
    await store.put(key, body, contentType);
  }

  isWriting(key: string): boolean {
    return this.writing.has(key);
  }

  /** Runs `work`, which writes the object `key`, with the key counted as being written until it ends. */
  async whileWriting<T>(key: string, work: () => Promise<T>): Promise<T> {
    this.writing.add(key);
    try {
      return await work();
    } finally {
      this.writing.delete(key);
    }
  }

  private probe(store: ObjectStore): Promise<void> {
    const key = randomUUID();
    return this.whileWriting(key, () => probe(store, key));
  }

  async check(): Promise<StorageCheck> {
    const provider = await this.activeProvider();
    try {
      await this.probe(await this.storeOf(provider));
      return { provider, usable: true, reason: '' };
    } catch (error) {
      const failure = storeFailure(error);
      return { provider, usable: false, reason: failure instanceof Error ? failure.message : String(failure) };
    }
  }

  async settings(provider: StorageProvider, db: Db = this.db): Promise<StorageSettings> {
    const row = await this.row(provider, db);
    return {
      provider, active: row?.active ?? (provider === 'local'),
      endpoint: row?.endpoint ?? '', region: row?.region ?? '', bucket: row?.bucket ?? '', accessKeyId: row?.accessKeyId ?? '',
      secretAccessKey: row?.secretSealed ? MASKED_SECRET : '', forcePathStyle: row?.forcePathStyle ?? true,
      publicBaseUrl: row?.publicBaseUrl ?? '', updatedAt: row?.updatedAt?.toISOString() ?? null,
    };
  }

  /** The secret in clear, for a holder of its own permission; each reveal is in the audit log. */
  async revealSecret(actor: Actor, provider: StorageProvider): Promise<{ secretAccessKey: string }> {
    const row = await this.row(provider);
    const secretAccessKey = row?.secretSealed ? this.secrets.open(row.secretSealed) : '';
    await recordAudit(this.db, actor, { action: 'reveal', target: AUDIT_TARGET, targetId: provider, before: null, after: { provider } });
    return { secretAccessKey };
  }

  /**
   * Makes `input.provider` the active one. S3 settings are first checked against the bucket; when the
   * check fails nothing changes and the caller reads the provider's reason.
   */
  async save(actor: Actor, input: StorageSettingsInput): Promise<StorageSettings> {
    const values = input.provider === 's3' ? await this.checkedS3Values(input) : {};
    return this.db.transaction(async (tx) => {
      const before = (await this.row(input.provider, tx)) ?? null;
      const changed = { ...values, active: true, updatedAt: new Date() };
      await tx.insert(storageSettings).values({ provider: input.provider, ...changed })
        .onConflictDoUpdate({ target: storageSettings.provider, set: changed });
      await tx.update(storageSettings).set({ active: false }).where(ne(storageSettings.provider, input.provider));
      const after = (await this.row(input.provider, tx))!;
      await recordAudit(tx, actor, { action: 'update', target: AUDIT_TARGET, targetId: input.provider, before, after });
      return this.settings(input.provider, tx);
    });
  }

  private async checkedS3Values(input: Extract<StorageSettingsInput, { provider: 's3' }>) {
    const kept = await this.row('s3');
    const newSecret = input.secretAccessKey && input.secretAccessKey !== MASKED_SECRET ? input.secretAccessKey : undefined;
    const secretAccessKey = newSecret ?? (kept?.secretSealed ? this.secrets.open(kept.secretSealed) : '');
    if (!secretAccessKey) throw badRequest(MESSAGES.invalidField('secretAccessKey', MESSAGES.inputRules.required));
    const settings: S3Settings = {
      endpoint: input.endpoint, region: input.region, bucket: input.bucket, accessKeyId: input.accessKeyId,
      secretAccessKey, forcePathStyle: input.forcePathStyle ?? true,
    };
    const store = await S3Store.open(settings, this.outbound);
    try {
      await this.probe(store);
    } catch (error) {
      if (error instanceof StoreError) throw badRequest(MESSAGES.storageRefused('s3', error.reason));
      throw error;
    } finally {
      store.close();
    }
    const { secretAccessKey: _secret, ...plain } = settings;
    return { ...plain, secretSealed: this.secrets.seal(secretAccessKey), publicBaseUrl: input.publicBaseUrl ?? '' };
  }

  close(): void {
    this.closeS3();
  }

  private closeS3(): void {
    void this.s3?.store.then((store) => store.close(), () => undefined);
  }
}
