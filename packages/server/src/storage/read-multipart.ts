import type { FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { AppError } from '../http/app-error';
import { formatBytes } from '../http/error-handler';
import { badTextError } from '../http/input-layer';
import { FORM_FIELD_LIMITS, jsonLimitError, jsonValueProblem } from '../http/json-limits';
import { badCharacterAt, findBadText, printableName, TEXT_PROBLEM } from '../http/text-rules';
import { rememberFormVersion } from '../http/version-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** UPLOAD_MAX_BYTES, decorated by buildApp: the ceiling for every upload. */
    uploadMaxBytes: number;
  }
}

export interface FormFile {
  buffer: Buffer;
  /** The name the browser sent (for display only; never trusted for the type). */
  filename: string;
  /** The type the browser claimed (never trusted; see acceptUpload). */
  mimetype: string;
}

export interface MultipartForm {
  /** Text fields by their exact names (`generalSection.heading`, `cardImageIndex_0`...); a repeated name keeps the last value. */
  fields: Record<string, string>;
  /** Files by field name (`image`, `cardImage_0`...); a repeated name keeps the last file. */
  files: Record<string, FormFile>;
}

export interface ReadMultipartOptions {
  /** Largest accepted file; defaults to the app's UPLOAD_MAX_BYTES. Cannot raise it above that. */
  maxFileBytes?: number;
  /** Largest text field (default 2 MB, enough for rich-text HTML and JSON-encoded card lists). */
  maxFieldBytes?: number;
  maxFiles?: number;
  /** Most text fields (default 500). */
  maxFields?: number;
}

const DEFAULT_MAX_FIELD_BYTES = 2 * 1024 * 1024;

export function tooLargeMessage(maxBytes: number): string {
  return `File is too large (max ${formatBytes(maxBytes)})`;
}

/** A field read as latin1, decoded as the UTF-8 it must be (a 400 naming the field otherwise). */
function utf8Field(name: string, latin1: string): string {
  const bytes = Buffer.from(latin1, 'latin1');
  if (!isUtf8(bytes))
    throw new AppError(400, `${name.replace(/[^\x20-\x7e]/g, '?').slice(0, 100)} is not valid UTF-8 text`, name);
  return bytes.toString('utf8');
}

/** The 400 for a file whose name holds a control character or an unpaired surrogate. */
function fileNameError(field: string): AppError {
  return new AppError(400, `The file name of ${printableName(field)} ${TEXT_PROBLEM}`, printableName(field));
}

/**
 * A part sent with `Content-Type: application/json`, which the multipart library parses itself: back to text,
 * once it is known to be within the JSON limits (JSON.stringify overflows the stack on a nesting bomb).
 */
function jsonPartText(name: string, value: unknown): string {
  const problem = jsonValueProblem(value, FORM_FIELD_LIMITS);
  if (problem) throw jsonLimitError(name, problem);
  return JSON.stringify(value);
}

/**
 * Reads a whole multipart form into memory: fields as strings, files as buffers. A file over the limit
 * answers 413 with the limit in the message (a truncated part is never taken as the whole file).
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadMultipartOptions = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(400, 'This call expects a multipart form (multipart/form-data)');
  const appLimit = request.server.uploadMaxBytes;
  const maxFileBytes = Math.min(options.maxFileBytes ?? appLimit, appLimit);
  const form: MultipartForm = { fields: Object.create(null), files: Object.create(null) };
  // throwFileSizeLimit is off app-wide: a cut file is detected below through `truncated`.
  const parts = request.parts({
    // Fields are decoded as latin1 (one character per byte) so their bytes can be checked as UTF-8 below:
    // decoded as UTF-8 straight away, invalid bytes would silently become U+FFFD.
    defCharset: 'latin1',
    limits: {
      fileSize: maxFileBytes,
      fieldSize: options.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
      files: options.maxFiles ?? 20,
      fields: options.maxFields ?? 500,
      parts: (options.maxFields ?? 500) + (options.maxFiles ?? 20),
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) throw new AppError(413, tooLargeMessage(maxFileBytes));
        // An empty file input still sends a part with no name and no bytes: that is "no file".
        if (chunks.length === 0 && !part.filename) continue;
        // A file name is stored and shown (a candidate's resume name, an article's cover name): its text follows the
        // rules of any text field (PostgreSQL refused the NUL of 'cv\u0000.pdf' with a 500).
        if (badCharacterAt(part.filename) !== -1) throw fileNameError(part.fieldname);
        form.files[part.fieldname] = {
          buffer: Buffer.concat(chunks),
          filename: part.filename,
          mimetype: part.mimetype,
        };
      } else {
        if (part.valueTruncated) throw new AppError(413, `The field ${part.fieldname} is too long`);
        form.fields[part.fieldname] =
          typeof part.value === 'string'
            ? utf8Field(part.fieldname, part.value)
            : jsonPartText(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // busboy's own errors ('Unexpected end of multipart data'...) carry no status: the client sent a broken form.
    throw new AppError(400, 'The form could not be read (incomplete or malformed multipart data)');
  }
  const bad = findBadText(form.fields);
  if (bad !== null) throw badTextError(bad, 'The form');
  // The version an update form was based on, for the write seam's check (records.update reads it there).
  rememberFormVersion(request, form.fields);
  return form;
}
