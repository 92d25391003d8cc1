import type { StorageSettings } from '../config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage, StorageWarn } from './storage';

/** The storage the settings ask for (see readStorageSettings): local disk by default, or an S3-compatible bucket. */
export function openStorage(settings: StorageSettings, warn?: StorageWarn): Storage & { destroy?(): void } {
  if (settings.kind === 'local') return new LocalDiskStorage(settings.dir, warn);
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
