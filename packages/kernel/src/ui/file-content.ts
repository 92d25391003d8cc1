/**
 * What a file really is, from its first bytes rather than its name or the type the browser guessed from
 * the name: a text file renamed .png is not a PNG. Returns a MIME type, or null when not recognised.
 */
export function contentTypeOf(bytes: Uint8Array): string | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  const ascii = (start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'image/webp';
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/msword';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'application/zip';
  // SVG is text: an <svg element near the start (after an optional XML declaration, doctype or comments).
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<') && /<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return null;
}

/** The content type of a file, read from its first 4 KB. */
export async function readContentType(file: Blob): Promise<string | null> {
  return contentTypeOf(new Uint8Array(await file.slice(0, 4096).arrayBuffer()));
}

/**
 * Whether a file's bytes agree with the type it claims: an image must be one (of the same kind when the
 * browser named one), a PDF a PDF, a Word file a Word file (.doc, or .docx which is a zip).
 */
export async function contentMatches(file: File): Promise<boolean> {
  const actual = await readContentType(file);
  if (!actual) return false;
  const claimed = file.type;
  if (claimed === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return actual === 'application/zip';
  if (claimed === 'image/jpg' || claimed === 'image/pjpeg') return actual === 'image/jpeg';
  if (!claimed || claimed === 'application/octet-stream') return true;
  return actual === claimed;
}
