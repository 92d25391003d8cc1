import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Small on purpose so an S3-compatible store can implement it later.
 * Keys look like `uploads/<folder>/<uuid>.<ext>` (public, served at `/uploads/<folder>/<uuid>.<ext>`)
 * or `private/<folder>/<uuid>.<ext>` (never served; read by the routes that are allowed to).
 */
export interface Storage {
  /** Stores new bytes under a fresh name; `url` is null for private files. */
  save(input: { data: Buffer; folder: string; ext: string; private?: boolean }): Promise<StoredFile>;
  /** The bytes of a stored file, or null when it does not exist. */
  read(urlOrKey: string): Promise<Buffer | null>;
  /** A stream of a stored file with its size, or null when it does not exist. */
  open(urlOrKey: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes a stored file; unknown keys, foreign URLs and missing files are ignored. */
  remove(urlOrKey: string): Promise<void>;
}

export interface StoredFile {
  key: string;
  url: string | null;
}

/** The URL prefix public files are served under. */
export const PUBLIC_URL_PREFIX = '/uploads/';
