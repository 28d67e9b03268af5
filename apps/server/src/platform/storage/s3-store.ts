import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { OutboundClient } from '../outbound/http-client.ts';
import { assertObjectKey, OBJECT_KEY, StoreError, type ObjectStore, type StoredObject } from './object-store.ts';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Objects live under this prefix of the bucket: whatever else the bucket holds is never listed or removed. */
export const S3_PREFIX = 'console-files/';
/** Parts of a multipart upload: at most `QUEUE` of them in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;
/** Outbound calls give up rather than hold a request: a provider that is gone answers within seconds. */
const TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 15_000 };
/** As the SDK's own agents pool connections; each store has its agents, which closing it destroys. */
const POOLED = { keepAlive: true, maxSockets: 50 };

/** Why the provider failed, in its own words, without a stack or the request. */
function reasonOf(error: unknown): string {
  const failure = error as { name?: string; message?: string; code?: string; errors?: { code?: string }[] };
  const code = failure.code ?? failure.errors?.[0]?.code;
  const text = [failure.name !== 'Error' && failure.name, failure.message || code].filter(Boolean).join(': ');
  return (text || String(error)).slice(0, 300);
}

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

type Sdk = typeof import('@aws-sdk/client-s3') & Pick<typeof import('@aws-sdk/lib-storage'), 'Upload'>;
let sdk: Promise<Sdk> | undefined;

/** The AWS SDK, loaded at the first use of S3 rather than at every start, which it would slow by a third of a second. */
function loadSdk(): Promise<Sdk> {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([client, storage]) => ({ ...client, Upload: storage.Upload }));
  return sdk;
}

/** Objects in a bucket of any S3-compatible service, uploaded in parts as they stream in. */
export class S3Store implements ObjectStore {
  readonly provider = 's3' as const;
  private readonly client: S3Client;

  private constructor(private readonly settings: S3Settings, private readonly sdk: Sdk, outbound: Pick<OutboundClient, 'agents'>) {
    // The endpoint is an administrator's setting: its connections are checked by the destination policy.
    const agents = outbound.agents(POOLED);
    const config: S3ClientConfig = {
      endpoint: settings.endpoint, region: settings.region, forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestHandler: { ...TIMEOUTS, httpAgent: agents.http, httpsAgent: agents.https }, maxAttempts: 2,
    };
    this.client = new sdk.S3Client(config);
  }

  static async open(settings: S3Settings, outbound: Pick<OutboundClient, 'agents'>): Promise<S3Store> {
    return new S3Store(settings, await loadSdk(), outbound);
  }

  private objectKey(key: string): string {
    assertObjectKey(key);
    return `${S3_PREFIX}${key}`;
  }

  /** Runs a call of the provider, its failure told as a `StoreError`. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StoreError) throw error;
      throw new StoreError(this.provider, isMissing(error) ? 'missing' : 'unavailable', reasonOf(error));
    }
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    const upload = new this.sdk.Upload({
      client: this.client, partSize: PART_BYTES, queueSize: QUEUE, leavePartsOnError: false,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body, ContentType: contentType },
    });
    await this.call(() => upload.done());
  }

  async read(key: string): Promise<Readable> {
    const answer = await this.call(() => this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })));
    return answer.Body as Readable;
  }

  async copy(from: string, to: string): Promise<void> {
    const source = `${this.settings.bucket}/${this.objectKey(from)}`;
    await this.call(() => this.client.send(new this.sdk.CopyObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(to), CopySource: source })));
  }

  async remove(key: string): Promise<void> {
    await this.call(() => this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })));
  }

  async *list(): AsyncIterable<StoredObject> {
    const pages = this.sdk.paginateListObjectsV2({ client: this.client }, { Bucket: this.settings.bucket, Prefix: S3_PREFIX });
    const iterator = pages[Symbol.asyncIterator]();
    for (;;) {
      const page = await this.call(() => iterator.next());
      if (page.done) return;
      for (const object of page.value.Contents ?? []) {
        const key = object.Key?.slice(S3_PREFIX.length) ?? '';
        if (OBJECT_KEY.test(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Whether the bucket is reachable with these settings. */
  async reachable(): Promise<void> {
    await this.call(() => this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.settings.bucket })));
  }

  close(): void {
    this.client.destroy();
  }
}
