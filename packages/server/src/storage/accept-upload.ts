import { AppError } from '../http/app-error';
import { UPLOAD_KINDS, detectContent, svgProblem, type UploadKind } from './content-kinds';
import { checkImage, type ImageSize } from './image-check';
import { tooLargeMessage, type FormFile } from './read-multipart';
import { cleanSvg } from '../sanitize/markup-pool';
import { NotAnSvg } from './not-an-svg';

export interface AcceptedUpload {
  buffer: Buffer;
  /** From the bytes: png, jpg, webp, gif, svg, pdf, docx, doc. */
  ext: string;
  mime: string;
  filename: string;
  /** Width and height of a PNG, JPEG, WebP or GIF (proved whole by checkImage); absent for others. */
  size?: ImageSize;
  /** The signed-in admin who sent it (the media library's uploader), set by `uploads.read`; none: nobody. */
  uploadedBy?: string | null;
}

export interface AcceptUploadOptions {
  kinds: readonly UploadKind[];
  /** A tighter limit than the app's, e.g. 1 MB for profile pictures. */
  maxBytes?: number;
  /** Names the file in messages, e.g. 'The logo'. */
  label?: string;
  /** Only these formats of the kinds (extensions: 'png', 'svg'...), e.g. images but no GIF. */
  formats?: readonly string[];
  /** The form field the file came in, named in refusals about its content (e.g. 'logo: the SVG is nested too deeply'). */
  field?: string;
  /** Cleans an SVG with active content (allowlist sanitiser) instead of refusing it. Every SVG is rebuilt either way. */
  cleanSvg?: boolean;
}

/** Every SVG stored is the allowlist sanitiser's rebuilt copy (made on a worker thread), never the bytes as sent. */
async function cleanedSvg(data: Buffer, field: string | undefined): Promise<Buffer> {
  try {
    return Buffer.from(await cleanSvg(data, field));
  } catch (error) {
    if (error instanceof NotAnSvg) throw new AppError(400, 'The file is not a valid SVG image');
    throw error;
  }
}

/**
 * Checks a file read by readMultipart: its size, and its type by its bytes (a text file renamed .png
 * is refused); SVGs must be free of scripts (or are cleaned, with `cleanSvg`). Answers 413/400 with a message a person understands.
 */
export async function acceptUpload(file: FormFile, options: AcceptUploadOptions): Promise<AcceptedUpload> {
  const label = options.label ?? 'The file';
  if (options.maxBytes !== undefined && file.buffer.length > options.maxBytes)
    throw new AppError(413, tooLargeMessage(options.maxBytes));
  if (file.buffer.length === 0) throw new AppError(400, `${label} is empty`);
  const detected = await detectContent(file.buffer);
  const allowed = options.kinds.find((kind) => detected && detected.ext in UPLOAD_KINDS[kind].formats);
  if (!detected || !allowed) {
    const expected = options.kinds.map((kind) => UPLOAD_KINDS[kind].label).join(' or ');
    throw new AppError(
      400,
      `${label} must be ${expected}; this file's content is ${detected ? detected.ext.toUpperCase() : 'not a recognised type'}`,
    );
  }
  if (options.formats && !options.formats.includes(detected.ext)) {
    throw new AppError(
      400,
      `${label} must be one of: ${options.formats.map((format) => format.toUpperCase()).join(', ')}`,
    );
  }
  let buffer = file.buffer;
  // Raster images are walked to their end: a cut file or an absurd size in its header is refused here.
  const size = detected.ext in UPLOAD_KINDS.image.formats ? checkImage(buffer, detected.ext, label) : undefined;
  if (detected.ext === 'svg') {
    // Without cleanSvg, an SVG with active content is refused with the reason; every SVG kept is then rebuilt
    // through the allowlist, so what a quick check cannot see (a prefixed <s:script>, entities) never gets stored.
    const problem = options.cleanSvg ? null : svgProblem(buffer);
    if (problem) throw new AppError(400, `${problem}; please upload a plain SVG`);
    buffer = await cleanedSvg(buffer, options.field);
  }
  return { buffer, ext: detected.ext, mime: detected.mime, filename: file.filename, ...(size ? { size } : {}) };
}
