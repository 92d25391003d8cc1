import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error';
import { NotAnSvg } from '../storage/not-an-svg';
import type { MarkupResult, MarkupTask } from './markup-task';

/**
 * Sanitising runs on worker threads (piscina), never on the event loop: even within the markup limits a large SVG
 * or article takes the sanitiser hundreds of milliseconds on a busy machine (10,000 elements: 0.4 s), which every
 * other request, /healthz included, would wait for. The threads run at a lower priority than the event loop (so
 * on a busy machine the loop gets the CPU first), one fewer than the cores and at most two (a back-office edits
 * one thing at a time); a task not done in MARKUP_TIME_LIMIT_MS (queue included) is given up, its thread ended.
 */
export const MARKUP_TIME_LIMIT_MS = 30_000;
const MAX_WAITING = 64;

/**
 * How much lower the threads' priority is (`nice` increment, 0-19; MARKUP_THREAD_NICE, default 10). The test
 * suite sets 0: beside dozens of busy processes a thread at +10 got so little CPU that starting it (and
 * ratePassword's first check) outlasted the 30 s limit, and the sign-in of a test server got a 503.
 */
function threadNiceness(): number {
  const value = Number(process.env.MARKUP_THREAD_NICE ?? 10);
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : 10;
}

/** The built server's worker is dist/markup-worker.js, beside main.js (this code may sit in dist/chunks/). */
function workerFile(): string {
  if (import.meta.url.endsWith('.ts'))
    return fileURLToPath(new URL('./markup-worker-from-source.mjs', import.meta.url));
  const candidates = ['./markup-worker.js', '../markup-worker.js'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`markup-pool: no markup-worker.js beside ${fileURLToPath(import.meta.url)}`);
  return found;
}

let pool: Piscina<MarkupTask, MarkupResult> | null = null;

function markupPool(): Piscina<MarkupTask, MarkupResult> {
  const threads = Math.min(2, Math.max(1, availableParallelism() - 1));
  pool ??= new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    maxQueue: MAX_WAITING,
    niceIncrement: threadNiceness(),
  });
  return pool;
}

async function run(task: MarkupTask): Promise<Exclude<MarkupResult, { ok: false }>> {
  let result: MarkupResult;
  try {
    result = await markupPool().run(task, { signal: AbortSignal.timeout(MARKUP_TIME_LIMIT_MS) });
  } catch (error) {
    const name = (error as Error)?.name;
    if (
      name === 'AbortError' ||
      name === 'TimeoutError' ||
      /queue is at limit/i.test((error as Error)?.message ?? '')
    ) {
      throw new AppError(
        503,
        `${task.field}: the server is too busy to check this now; please try again in a minute`,
        task.field,
      );
    }
    throw error;
  }
  if (result.ok) return result;
  if ('notAnSvg' in result) throw new NotAnSvg();
  throw new AppError(result.refusal.statusCode, result.refusal.message, result.refusal.field);
}

/** Editor HTML cleaned for storing (sanitizeRichText, on a worker thread), and whether it shows nothing. */
export async function cleanRichText(html: string, field = 'content'): Promise<{ html: string; empty: boolean }> {
  const { text, empty } = (await run({ kind: 'richText', html, field })) as { text: string; empty: boolean };
  return { html: text, empty };
}

/** Why a new password is refused (ratePassword, on a worker thread), or null when it is strong enough. */
export async function passwordProblemOffLoop(
  password: string,
  userInputs: string[],
  field = 'password',
): Promise<string | null> {
  return ((await run({ kind: 'password', password, userInputs, field })) as { passwordProblem: string | null })
    .passwordProblem;
}

/** An uploaded SVG rebuilt by sanitizeSvg on a worker thread; throws NotAnSvg, or a 400 naming `field`. */
export async function cleanSvg(data: Buffer, field = 'file'): Promise<string> {
  return ((await run({ kind: 'svg', data, field })) as { text: string }).text;
}
