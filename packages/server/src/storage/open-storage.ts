import type { StorageSettings } from '../config';
import { LocalDiskStorage } from './local-disk-storage';
import type { Storage, StorageWarn } from './storage';

/**
 * The storage the settings ask for (see readStorageSettings): local disk by default, or an S3-compatible bucket.
 * The AWS SDK loads only when a bucket is configured (it would add tens of MB to every server at rest).
 */
export async function openStorage(
  settings: StorageSettings,
  warn?: StorageWarn,
): Promise<Storage & { destroy?(): void }> {
  if (settings.kind === 'local') return new LocalDiskStorage(settings.dir, warn);
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage({
    bucket: settings.bucket,
    prefix: settings.prefix,
    endpoint: settings.endpoint,
    region: settings.region,
    ...(settings.forcePathStyle === null ? {} : { forcePathStyle: settings.forcePathStyle }),
    publicUrl: settings.publicUrl,
    warn,
  });
}
