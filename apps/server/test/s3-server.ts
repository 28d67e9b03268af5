import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; the two calls below are all the tests use
import S3rver from 's3rver';

/** The credentials s3rver accepts. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Stops the server, dropping open connections: the provider goes away. */
  close(): Promise<void>;
}

/** A real S3-compatible HTTP server on the loopback, with one empty bucket, its objects in a temporary folder. */
export async function startTestS3(bucket = 'console-files-test'): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(path.join(tmpdir(), 's3rver-')), configureBuckets: [{ name: bucket }],
  }) as { run(): Promise<AddressInfo>; httpServer: Server };
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: () => new Promise((resolve) => {
      server.httpServer.close(() => resolve());
      server.httpServer.closeAllConnections();
    }),
  };
}
