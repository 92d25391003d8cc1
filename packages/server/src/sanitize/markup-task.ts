import { AppError } from '../http/app-error';
import { NotAnSvg, sanitizeSvg } from '../storage/svg-sanitizer';
import { isRichTextEmpty, sanitizeRichText } from './rich-text';

/**
 * The work the markup pool's threads do (markup-pool.ts): the limits check, then the sanitiser. It runs off the
 * event loop, so its answer is plain data: a refusal crosses back as its status and message, not as an Error.
 */
export type MarkupTask = { kind: 'richText'; html: string; field: string } | { kind: 'svg'; data: Uint8Array; field: string };

export type MarkupResult =
  | { ok: true; text: string; empty: boolean }
  | { ok: false; refusal: { statusCode: number; message: string; field?: string } }
  | { ok: false; notAnSvg: true };

export default function runMarkupTask(task: MarkupTask): MarkupResult {
  try {
    if (task.kind === 'svg') return { ok: true, text: sanitizeSvg(Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength), task.field), empty: false };
    const text = sanitizeRichText(task.html, task.field);
    return { ok: true, text, empty: isRichTextEmpty(text) };
  } catch (error) {
    if (error instanceof NotAnSvg) return { ok: false, notAnSvg: true };
    if (error instanceof AppError) return { ok: false, refusal: { statusCode: error.statusCode, message: error.message, field: error.field } };
    throw error;
  }
}
