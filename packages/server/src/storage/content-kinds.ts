import { fileTypeFromBuffer } from 'file-type';

/** What an upload may be. Each kind lists the formats recognised by their bytes. */
export const UPLOAD_KINDS = {
  image: {
    label: 'an image (PNG, JPEG, WebP or GIF)',
    formats: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' },
  },
  svg: { label: 'an SVG image', formats: { svg: 'image/svg+xml' } },
  pdf: { label: 'a PDF document', formats: { pdf: 'application/pdf' } },
  word: {
    label: 'a Word document (.doc or .docx)',
    formats: {
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      doc: 'application/msword',
    },
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export interface DetectedContent {
  ext: string;
  mime: string;
}

/** `.doc` files are OLE compound documents; file-type reports them as `cfb`. */
const OLE_MIME = 'application/x-cfb';

/** Recognises a file by its bytes (never by its name or the browser's claim); null when unknown. */
export async function detectContent(data: Buffer): Promise<DetectedContent | null> {
  const found = await fileTypeFromBuffer(data);
  // file-type calls any XML document 'xml'; an SVG is XML, so look closer before trusting that.
  if (found && found.ext !== 'xml') {
    if (found.mime === OLE_MIME) return { ext: 'doc', mime: 'application/msword' };
    return { ext: found.ext === 'jpeg' ? 'jpg' : found.ext, mime: found.mime };
  }
  if (looksLikeSvg(data)) return { ext: 'svg', mime: 'image/svg+xml' };
  return null;
}

/** Text whose first element (after an XML declaration, comments and a doctype) is <svg ...>. */
function looksLikeSvg(data: Buffer): boolean {
  if (data.includes(0)) return false;
  const text = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const start = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(start);
}

/**
 * An SVG is shown by browsers as a document, so scripts in it would run on our origin. Refuse the
 * active parts rather than guess at cleaning them: scripts, event handlers, foreign objects,
 * javascript: links and external references.
 */
export function svgProblem(data: Buffer): string | null {
  const text = data.toString('utf8');
  if (/<script[\s>]/i.test(text)) return 'The SVG contains a script';
  if (/\son[a-z]+\s*=/i.test(text)) return 'The SVG contains event handlers (on...= attributes)';
  if (/<foreignObject[\s>]/i.test(text)) return 'The SVG contains embedded HTML (foreignObject)';
  if (/javascript:/i.test(text)) return 'The SVG contains a javascript: link';
  if (/<!ENTITY/i.test(text)) return 'The SVG declares XML entities';
  if (/(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)/i.test(text)) return 'The SVG links to outside resources';
  return null;
}

/** The extension of a recognised type ('image/png' → 'png'), or null. */
export function extensionOf(mime: string): string | null {
  for (const kind of Object.values(UPLOAD_KINDS)) {
    for (const [ext, type] of Object.entries(kind.formats)) if (type === mime) return ext;
  }
  return null;
}
