import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { UPLOAD_KINDS } from './content-kinds';
import type { Storage } from './storage';
import { keyOf } from './storage-keys';
import { withoutMetadata } from './strip-metadata';

/** What the library keeps: public images and SVGs. Documents and private files never enter it. */
const LIBRARY_FORMATS: Record<string, string> = { ...UPLOAD_KINDS.image.formats, ...UPLOAD_KINDS.svg.formats };
/** Folders whose files are personal (admins' profile pictures): stored as before, outside the library. */
const PERSONAL_FOLDERS = new Set(['profiles']);

/** One row of the `media` table as the library writes it (module media, migration 800-media): the file's facts. */
export type NewMediaRow = Pick<
  Insertable<Database['media']>,
  'hash' | 'storage_key' | 'url' | 'name' | 'mime' | 'bytes' | 'width' | 'height' | 'uploaded_by'
>;

export interface MediaLibraryOptions {
  db: Kysely<Database>;
  storage: Storage;
  /** Whether any record still names this storage key (every module's `files.referenced`, the library's own aside). */
  isUsed(key: string): Promise<boolean>;
  /** Called once a new file joined the library (the media module queues its variants). */
  onAdded?(id: string): Promise<void>;
}

/**
 * The library behind every upload (issue 37): a public image is stored once per content (sha256), whichever form
 * sends it, and described by a `media` row; a second upload of the same bytes answers the stored address. A file
 * a write lets go of is removed only once no record uses it any more (removing it with its row and variants).
 */
export interface MediaLibrary {
  /** Whether the library keeps files of this kind in this folder. */
  keeps(ext: string, folder: string, options?: { private?: boolean }): boolean;
  /** Stores the bytes unless the library holds them already; answers the address (and the row's id). */
  store(
    file: { buffer: Buffer; ext: string; filename?: string },
    folder: string,
    /** The signed-in admin who uploads it, or null (a seed, a job). */
    uploadedBy: string | null,
  ): Promise<{ url: string; id: string; added: boolean }>;
  /** A record let go of this file: removes it when nothing uses it. Files outside the library are removed at once. */
  release(urlOrKey: string): Promise<void>;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Width and height of an image (SVG: its width/height or viewBox), or nulls when they cannot be read. */
export function dimensionsOf(data: Buffer): { width: number | null; height: number | null } {
  try {
    const size = imageSize(data);
    return { width: size.width ?? null, height: size.height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

export function createMediaLibrary({ db, storage, isUsed, onAdded }: MediaLibraryOptions): MediaLibrary {
  const library: MediaLibrary = {
    keeps: (ext, folder, options = {}) =>
      !options.private && ext in LIBRARY_FORMATS && !PERSONAL_FOLDERS.has(folder.split('/')[0]),
    async store(sent, folder, uploadedBy) {
      // What is stored, and hashed, is the image without its embedded metadata (stripping is idempotent, so the
      // same upload, or the stored file sent back from the library, always finds the same row).
      const file = { ...sent, buffer: await withoutMetadata(sent.buffer, sent.ext) };
      const hash = sha256(file.buffer);
      const known = await db
        .selectFrom('media')
        .select(['id', 'url', 'storage_key'])
        .where('hash', '=', hash)
        .executeTakeFirst();
      if (known) {
        // A row whose file is gone (swept as nobody's, its row not yet dropped by the backfill) is dropped now.
        const opened = await storage.open(known.storage_key);
        if (opened) {
          opened.stream.destroy();
          return { url: known.url, id: known.id, added: false };
        }
        await db.deleteFrom('media').where('id', '=', known.id).execute();
      }
      const stored = await storage.save({ data: file.buffer, folder, ext: file.ext, name: file.filename });
      const url = stored.url!;
      const { width, height } = dimensionsOf(file.buffer);
      const row: NewMediaRow = {
        hash,
        storage_key: stored.key,
        url,
        name: file.filename || url.slice(url.lastIndexOf('/') + 1),
        mime: LIBRARY_FORMATS[file.ext],
        bytes: file.buffer.length,
        width,
        height,
        uploaded_by: uploadedBy,
      };
      const inserted = await db
        .insertInto('media')
        .values(row)
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        // The same bytes arrived at the same moment from another request: keep the first, drop this copy.
        await storage.remove(stored.key);
        const first = await db
          .selectFrom('media')
          .select(['id', 'url'])
          .where('hash', '=', hash)
          .executeTakeFirstOrThrow();
        return { url: first.url, id: first.id, added: false };
      }
      await onAdded?.(inserted.id);
      return { url, id: inserted.id, added: true };
    },
    async release(urlOrKey) {
      const key = keyOf(urlOrKey);
      if (!key) return;
      const row = await db
        .selectFrom('media')
        .select(['id', 'variants'])
        .where('storage_key', '=', key)
        .executeTakeFirst();
      if (!row) return storage.remove(urlOrKey);
      if (await isUsed(key)) return;
      await db.deleteFrom('media').where('id', '=', row.id).execute();
      await storage.remove(key);
      for (const variant of row.variants) await storage.remove(variant.src);
    },
  };
  return library;
}
