import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Storage, type S3StorageOptions } from '../../packages/server/src/storage/s3-storage';

// The SDK warns once per process that its 2027 releases will need Node 22; in test output that is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver accepts any signature; the SDK still wants some keys to sign with. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** An S3Storage on this server's bucket. */
  storage(options?: Partial<S3StorageOptions>): S3Storage;
  /** The environment a server process needs to use this bucket. */
  env: Record<string, string>;
  /** Stops answering (every open connection is cut), as a store that went away. */
  stop(): Promise<void>;
  /** Answers again on the same address, with the same files. */
  start(): Promise<void>;
  /** Stops and deletes its files. */
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) on a free loopback port with one
 * fresh bucket, for the storage suite, the scale-out test and the storage bench.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'backoffice-s3-'));
  const bucket = `backoffice-${randomBytes(4).toString('hex')}`;
  let port = 0;
  let server: S3rver | null = null;

  async function start() {
    const instance = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = await instance.run());
    server = instance;
  }
  async function stop() {
    if (!server) return;
    const closing = server.close();
    server.httpServer.closeAllConnections();
    await closing;
    server = null;
  }
  await start();
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    bucket,
    storage: (options = {}) =>
      new S3Storage({ bucket, endpoint, region: 'us-east-1', credentials: CREDENTIALS, warn: () => {}, ...options }),
    env: {
      STORAGE_URL: `s3://${bucket}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
