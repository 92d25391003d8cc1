import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { acceptUpload } from '../storage/accept-upload';
import { UPLOAD_KINDS, type UploadKind } from '../storage/content-kinds';
import { readMultipart } from '../storage/read-multipart';
import { NotAnSvg, sanitizeSvg } from './companies/svg-sanitizer';
import type { Storage } from '../storage/storage';

/**
 * A one-file-form convenience over the core helpers (readMultipart + acceptUpload + Storage), used by
 * the countries and podcasts routes. New modules may use it or the core helpers directly.
 */
export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  /** The type found in the bytes (not the browser's claim). */
  mimetype: string;
}

export interface UploadSupport {
  /** Reads the form; `fileField` must hold one of `types` (checked by content) or be absent. */
  readForm(
    request: FastifyRequest,
    options: { fileField: string; maxBytes: number; types: string[] },
  ): Promise<{ fields: Record<string, string>; file: UploadedFile | null }>;
  /** Stores the file publicly; returns its /uploads URL. */
  store(file: UploadedFile, folder: string): Promise<string>;
  remove(url: string): Promise<void>;
}

const EXTENSION_BY_MIME = new Map<string, string>(
  Object.values(UPLOAD_KINDS).flatMap((kind) => Object.entries(kind.formats).map(([ext, mime]) => [mime as string, ext])),
);

function kindsFor(types: string[]): UploadKind[] {
  return (Object.keys(UPLOAD_KINDS) as UploadKind[]).filter((kind) => Object.values(UPLOAD_KINDS[kind].formats).some((mime) => types.includes(mime)));
}

/** Content SVGs (logos, flags) are cleaned with the allowlist sanitiser rather than refused. */
function cleanSvg(data: Buffer): Buffer {
  try {
    return Buffer.from(sanitizeSvg(data));
  } catch (error) {
    if (error instanceof NotAnSvg) throw new AppError(400, 'The file is not a valid SVG image');
    throw error;
  }
}

export function createUploadSupport(storage: Storage): UploadSupport {
  return {
    async readForm(request, options) {
      const form = await readMultipart(request, { maxFileBytes: options.maxBytes, maxFiles: 1 });
      const sent = form.files[options.fileField];
      if (!sent) return { fields: form.fields, file: null };
      const accepted = await acceptUpload(sent, { kinds: kindsFor(options.types), maxBytes: options.maxBytes, cleanSvg });
      if (!options.types.includes(accepted.mime)) {
        const allowed = options.types.map((type) => EXTENSION_BY_MIME.get(type)?.toUpperCase() ?? type).join(', ');
        throw new AppError(400, `The file must be one of: ${allowed}`);
      }
      return { fields: form.fields, file: { buffer: accepted.buffer, filename: accepted.filename, mimetype: accepted.mime } };
    },
    async store(file, folder) {
      const ext = EXTENSION_BY_MIME.get(file.mimetype);
      if (!ext) throw new Error(`No extension known for ${file.mimetype}`);
      const stored = await storage.save({ data: file.buffer, folder, ext });
      return stored.url!;
    },
    remove: (url) => storage.remove(url),
  };
}

/**
 * Stores the new file (when one was sent) and runs the write with its address. When the write fails the
 * new file is removed again, so a refused or stale edit leaves no orphan upload behind.
 */
export async function writeWithFile<R>(uploads: UploadSupport, file: UploadedFile | null, folder: string, write: (url: string | null) => Promise<R>): Promise<R> {
  const url = file ? await uploads.store(file, folder) : null;
  try {
    return await write(url);
  } catch (error) {
    if (url) await uploads.remove(url);
    throw error;
  }
}
