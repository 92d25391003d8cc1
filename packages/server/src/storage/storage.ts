import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error';

/**
 * Where uploaded files live: local disk (LocalDiskStorage, the default) or any S3-compatible bucket
 * (S3Storage); `openStorage` picks one from the settings. Keys look like `uploads/<folder>/<uuid>.<ext>`
 * (public, served at `/uploads/<folder>/<uuid>.<ext>`; `<uuid>-<original-name>.<ext>` when the upload had a name) or `private/<folder>/<uuid>.<ext>` (never served;
 * read by the routes that are allowed to). Both backends pass the same suite (tests/server/storage.test.ts).
 *
 * Routes store the file first and write the database row after, removing the file when the write fails,
 * so a row never points at a file that was not stored; a failed save throws before any row is written.
 */
export interface Storage {
  /** Where the files are, for the start-up message (a folder, or s3://bucket/prefix). */
  readonly location: string;
  /** Stores new bytes under a fresh name, whole or not at all; `url` is null for private files. */
  save(input: NewFile): Promise<StoredFile>;
  /** The bytes of a stored file, or null when it does not exist. */
  read(urlOrKey: string): Promise<Buffer | null>;
  /** A stream of a stored file with its size, or null when it does not exist. */
  open(urlOrKey: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Deletes a stored file; unknown keys, foreign URLs and missing files are ignored. A failure is logged,
   * never thrown: the record is already gone, and a leftover file harms less than a failed delete.
   */
  remove(urlOrKey: string): Promise<void>;
  /** Every stored file (public and private) with when it was written, for the orphan sweep (orphan-sweep.ts). */
  list(): AsyncIterable<StoredEntry>;
  /** Where a browser may fetch a public file directly (S3_PUBLIC_URL), or null to serve it through the server. */
  directUrl(urlOrKey: string): string | null;
  /** Resolves when the store can be read and written; throws otherwise (for /readyz). */
  check(): Promise<void>;
}

/** What a backend is asked to store. */
export interface NewFile {
  data: Buffer;
  folder: string;
  /** The extension proved from the bytes, e.g. `png`. */
  ext: string;
  private?: boolean;
  /** The name the file was uploaded with: kept, made URL-safe, after the fresh id so people recognise it. */
  name?: string;
}

export interface StoredEntry {
  /** `uploads/<folder>/<name>` or `private/<folder>/<name>`. */
  key: string;
  modifiedAt: Date;
}

export interface StoredFile {
  key: string;
  url: string | null;
}

/** The URL prefix public files are served under. */
export const PUBLIC_URL_PREFIX = '/uploads/';

/** The store could not be reached: the request may be retried later (503, not a 500). */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, 'File storage is unavailable. Please try again in a moment.');
    this.cause = cause;
  }
}

/** How a backend reports a file it could not delete. */
export type StorageWarn = (message: string, error: unknown) => void;

export const warnOnConsole: StorageWarn = (message, error) =>
  console.warn(`${message}: ${error instanceof Error ? error.message : String(error)}`);
