import type { FastifyRequest } from 'fastify';
import { acceptUpload, type AcceptedUpload, type AcceptUploadOptions } from './accept-upload';
import { readMultipart } from './read-multipart';
import type { MediaLibrary } from './media-library';
import type { Storage } from './storage';
import { withoutMetadata } from './strip-metadata';

/** What one file field of a form may hold: its kinds (checked by content), size, formats, the name in messages. */
export type FileRule = AcceptUploadOptions;

export interface UploadForm<F extends string> {
  /** Text fields by their exact names. */
  fields: Record<string, string>;
  /** The files named in the rules, each already checked; absent when not sent. */
  files: Partial<Record<F, AcceptedUpload>>;
}

/**
 * The one upload API of the modules: read a multipart form with its files checked before anything is stored,
 * store a file, remove one, and store-then-write so a refused write leaves no orphan file behind.
 */
export interface Uploads {
  read<F extends string>(
    request: FastifyRequest,
    files: Record<F, FileRule>,
    options?: { maxFieldBytes?: number },
  ): Promise<UploadForm<F>>;
  /**
   * Stores an accepted file; answers its /uploads address (its storage key when private). A public file's
   * address carries its uploaded name after a fresh id; a private one's does not (candidates' file names are
   * personal data, kept in their record, not in storage keys).
   */
  save(
    file: Pick<AcceptedUpload, 'buffer' | 'ext' | 'uploadedBy'> & { filename?: string },
    folder: string,
    options?: { private?: boolean },
  ): Promise<string>;
  remove(urlOrKey: string): Promise<void>;
  /** Stores the file when there is one, runs the write with its address; when the write fails, removes the file again. */
  withFile<R>(
    file: AcceptedUpload | null | undefined,
    folder: string,
    write: (url: string | null) => Promise<R>,
  ): Promise<R>;
}

/** With a media library, public images are stored once per content and removed once nothing uses them. */
export function createUploads(storage: Storage, library?: MediaLibrary): Uploads {
  const uploads: Uploads = {
    async read(request, files, options = {}) {
      const rules = Object.entries(files) as Array<[keyof typeof files & string, FileRule]>;
      const limits = rules.map(([, rule]) => rule.maxBytes).filter((bytes): bytes is number => bytes !== undefined);
      const form = await readMultipart(request, {
        maxFileBytes: limits.length === rules.length && limits.length > 0 ? Math.max(...limits) : undefined,
        maxFiles: Math.max(rules.length, 1),
        maxFieldBytes: options.maxFieldBytes,
      });
      const accepted: Partial<Record<string, AcceptedUpload>> = {};
      for (const [name, rule] of rules) {
        const sent = form.files[name];
        if (sent)
          accepted[name] = {
            ...(await acceptUpload(sent, { field: name, ...rule })),
            uploadedBy: request.admin?.id ?? null,
          };
      }
      return { fields: form.fields, files: accepted };
    },
    async save(file, folder, options = {}) {
      if (library?.keeps(file.ext, folder, options))
        return (await library.store(file, folder, file.uploadedBy ?? null)).url;
      const name = options.private ? undefined : file.filename;
      // Outside the library too (profile pictures, private images) no photo keeps its EXIF or GPS position.
      const data = await withoutMetadata(file.buffer, file.ext);
      const stored = await storage.save({ data, folder, ext: file.ext, private: options.private, name });
      return stored.url ?? stored.key;
    },
    remove: (urlOrKey) => (library ? library.release(urlOrKey) : storage.remove(urlOrKey)),
    async withFile(file, folder, write) {
      const url = file ? await uploads.save(file, folder) : null;
      try {
        return await write(url);
      } catch (error) {
        if (url) await uploads.remove(url);
        throw error;
      }
    },
  };
  return uploads;
}
