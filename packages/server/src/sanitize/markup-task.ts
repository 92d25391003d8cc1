import { AppError } from '../http/app-error';
import { NotAnSvg, sanitizeSvg } from '../storage/svg-sanitizer';
import { isRichTextEmpty, sanitizeRichText } from './rich-text';

/**
 * The work the markup pool's threads do (markup-pool.ts): the limits check, then the sanitiser; and the other
 * CPU-heavy check of sent text, a new password's strength estimate (its dictionaries load on a thread's first
 * password, ~0.2-0.6 s, and one estimate takes up to ~0.2 s on a busy machine). It runs off the event loop, so
 * its answer is plain data: a refusal crosses back as its status and message, not as an Error.
 */
export type MarkupTask =
  | { kind: 'richText'; html: string; field: string }
  | { kind: 'svg'; data: Uint8Array; field: string }
  | { kind: 'password'; password: string; userInputs: string[]; field: string };

export type MarkupResult =
  | { ok: true; text: string; empty: boolean }
  | { ok: true; passwordProblem: string | null }
  | { ok: false; refusal: { statusCode: number; message: string; field?: string } }
  | { ok: false; notAnSvg: true };

export default async function runMarkupTask(task: MarkupTask): Promise<MarkupResult> {
  if (task.kind === 'password') {
    // Loaded on a thread's first password only: sanitising threads never hold the dictionaries.
    const { ratePassword } = await import('@backoffice/contracts/password-strength');
    return { ok: true, passwordProblem: ratePassword(task.password, task.userInputs).problem };
  }
  try {
    if (task.kind === 'svg')
      return {
        ok: true,
        text: sanitizeSvg(Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength), task.field),
        empty: false,
      };
    const text = sanitizeRichText(task.html, task.field);
    return { ok: true, text, empty: isRichTextEmpty(text) };
  } catch (error) {
    if (error instanceof NotAnSvg) return { ok: false, notAnSvg: true };
    if (error instanceof AppError)
      return { ok: false, refusal: { statusCode: error.statusCode, message: error.message, field: error.field } };
    throw error;
  }
}
