import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  StorageUnavailableError,
  warnOnConsole,
  type NewFile,
  type Storage,
  type StoredEntry,
  type StoredFile,
  type StorageWarn,
} from './storage';
import { AREAS, contentTypeOf, isPublicKey, keyOf, newStoredFile } from './storage-keys';

export interface S3StorageOptions {
  bucket: string;
  /** Put every key under this folder of the bucket (e.g. 'backoffice/'), so one bucket can serve several sites. */
  prefix?: string;
  /** A non-AWS service (MinIO, R2, Ceph...): its base URL. Without it, AWS S3 itself. */
  endpoint?: string | null;
  region?: string | null;
  /** Address objects as endpoint/bucket/key (needed by most S3-compatible services) instead of bucket.endpoint/key. */
  forcePathStyle?: boolean;
  /** Where browsers can fetch public objects directly (S3_PUBLIC_URL); /uploads then redirects there. */
  publicUrl?: string | null;
  /** Only for tests: fixed keys instead of the SDK's usual chain (environment, shared files, instance roles). */
  credentials?: S3ClientConfig['credentials'];
  warn?: StorageWarn;
}

/** Public objects never change (fresh UUID names), so a CDN or browser may keep them for good. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const READY_TIMEOUT_MS = 3000;

/**
 * Files in an S3-compatible bucket, through the official AWS SDK. Objects carry the same keys as on local
 * disk (`uploads/...`, `private/...`), under an optional prefix; none is made public by this code: public
 * uploads are served through the server, or by the bucket when the operator opens `uploads/` to readers
 * and sets S3_PUBLIC_URL. A PUT stores an object whole or not at all.
 */
export class S3Storage implements Storage {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly publicUrl: string | null;
  private readonly warn: StorageWarn;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.publicUrl = options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null;
    this.warn = options.warn ?? warnOnConsole;
    this.location = `s3://${this.bucket}/${this.prefix}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    this.client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      // The SDK insists on a region; S3-compatible services mostly ignore it.
      ...(options.region ? { region: options.region } : options.endpoint ? { region: 'us-east-1' } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      followRegionRedirects: true,
      // Recent SDKs add CRC32 checksums to every PUT and ask for them on every GET; many S3-compatible
      // services reject or garble those, and only AWS needs none of them to store a file whole.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that stopped answering must not hold requests forever.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000, throwOnRequestTimeout: true },
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async save(input: NewFile): Promise<StoredFile> {
    const stored = newStoredFile(input);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + stored.key,
          Body: input.data,
          ContentLength: input.data.length,
          ContentType: contentTypeOf(stored.key) ?? 'application/octet-stream',
          CacheControl: input.private ? 'private, no-store' : PUBLIC_CACHE,
        }),
      ),
    );
    return stored;
  }

  async read(urlOrKey: string): Promise<Buffer | null> {
    const object = await this.get(urlOrKey);
    if (!object) return null;
    return Buffer.from(await this.call(() => object.Body!.transformToByteArray()));
  }

  async open(urlOrKey: string): Promise<{ stream: Readable; size: number } | null> {
    const object = await this.get(urlOrKey);
    return object ? { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) } : null;
  }

  async remove(urlOrKey: string): Promise<void> {
    const key = keyOf(urlOrKey);
    if (!key) return;
    try {
      // Deleting a missing object is not an error in S3.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
    } catch (error) {
      this.warn(`Could not delete ${this.prefix + key} from the bucket ${this.bucket}`, error);
    }
  }

  /** Every object under the prefix's uploads/ and private/, a page of 1,000 at a time. */
  async *list(): AsyncIterable<StoredEntry> {
    for (const area of [AREAS.uploads, AREAS.private]) {
      let token: string | undefined;
      do {
        const page = await this.call(() =>
          this.client.send(
            new ListObjectsV2Command({
              Bucket: this.bucket,
              Prefix: `${this.prefix}${area}/`,
              ContinuationToken: token,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key)
            yield { key: object.Key.slice(this.prefix.length), modifiedAt: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  }

  directUrl(urlOrKey: string): string | null {
    const key = keyOf(urlOrKey);
    if (!this.publicUrl || !key || !isPublicKey(key)) return null;
    return `${this.publicUrl}/${this.prefix}${key}`;
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS),
    });
  }

  /** Closes the SDK's sockets (at shutdown). */
  destroy(): void {
    this.client.destroy();
  }

  private async get(urlOrKey: string) {
    const key = keyOf(urlOrKey);
    if (!key) return null;
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }

  /** Runs an SDK call; any failure means the store is unreachable or refused us: 503, never a 500. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
