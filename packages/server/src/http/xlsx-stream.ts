import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { spreadsheetText } from './spreadsheet-text';
import type { FromXlsxWorker, ToXlsxWorker } from './xlsx-worker';

type Row = Record<string, unknown>;

/** Rows written between two turns of the event loop: small enough that other requests never wait long. */
const ROWS_PER_TURN = 200;

/**
 * Lets the rest of the server run (a PGlite query is synchronous WebAssembly, exceljs's row writing is
 * synchronous JavaScript), then waits while the reader is behind, so a slow download never piles the
 * file up in memory.
 */
export async function makeRoom(output: Writable): Promise<void> {
  await nextTurn();
  while (output.writableNeedDrain && !output.destroyed)
    await Promise.race([once(output, 'drain'), once(output, 'close')]);
}

export interface SheetSpec {
  sheet: string;
  columns: Array<{ header: string; key: string; width?: number }>;
  /** Keys whose values are timestamps (written as dates shown `yyyy-mm-dd hh:mm:ss`, UTC). */
  dates?: string[];
}

/** The built server's thread is dist/xlsx-worker.js, beside main.js (this code may sit in dist/chunks/). */
function workerFile(): string {
  if (import.meta.url.endsWith('.ts')) return fileURLToPath(new URL('./xlsx-worker-from-source.mjs', import.meta.url));
  const candidates = ['./xlsx-worker.js', '../xlsx-worker.js'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`xlsx-stream: no xlsx-worker.js beside ${fileURLToPath(import.meta.url)}`);
  return found;
}

/** How long a thread that wrote a workbook is kept for the next export (exceljs stays loaded in it). */
const IDLE_THREAD_MS = 60_000;
let idleThread: { worker: Worker; timer: NodeJS.Timeout } | null = null;

/** The idle writer thread, else a new one. */
function takeThread(): Worker {
  if (idleThread) {
    const { worker, timer } = idleThread;
    idleThread = null;
    clearTimeout(timer);
    worker.ref();
    return worker;
  }
  return new Worker(workerFile());
}

/** A thread that finished its workbook waits for the next export (one is kept; it never holds the process open). */
function keepThread(worker: Worker): void {
  if (idleThread) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const forget = () => {
    if (idleThread?.worker !== worker) return;
    clearTimeout(idleThread.timer);
    idleThread = null;
  };
  const timer = setTimeout(() => (forget(), void worker.terminate()), IDLE_THREAD_MS);
  timer.unref();
  idleThread = { worker, timer };
  worker.once('exit', forget); // a thread that stopped while idle is never handed out
}

/**
 * Streams an .xlsx workbook (a header row, then one row per record) as the batches arrive: exceljs's
 * streaming writer commits each row, so memory stays flat whatever the number of rows. exceljs runs on a
 * thread of its own (xlsx-worker.ts): loading it takes 0.5–2 s of synchronous work and styling the cells about
 * half an export's CPU, which no other request should wait for. One batch is with the thread at a time, and the
 * next is read only once the client has taken what was written (a slow download never piles the file up).
 */
export function streamXlsx(spec: SheetSpec, batches: AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  void (async () => {
    let worker: Worker | null = null;
    let reusable = false;
    try {
      worker = takeThread();
      const thread = worker;
      // Each message from the thread: a piece of the file, a written batch, the end, or why it failed.
      let acknowledged: () => void = () => {};
      let failure: ((error: Error) => void) | null = null;
      let broken: Error | null = null;
      const nextAck = () => {
        const ack = new Promise<void>((resolve, reject) =>
          broken ? reject(broken) : ((acknowledged = resolve), (failure = reject)),
        );
        ack.catch(() => {}); // awaited later (a failure then throws there), maybe after the thread already failed
        return ack;
      };
      let written = nextAck(); // the thread has loaded exceljs
      let onMessage: (message: FromXlsxWorker) => void = () => {};
      let onError: (error: Error) => void = () => {};
      let onExit: (code: number) => void = () => {};
      const finished = new Promise<void>((resolve, reject) => {
        const fail = (error: Error) => {
          broken ??= error;
          failure?.(error);
          reject(error);
        };
        onMessage = (message) => {
          if ('chunk' in message)
            output.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
          else if ('ack' in message) acknowledged();
          else if ('done' in message) resolve();
          else fail(new Error(`xlsx export: ${message.failed}`));
        };
        onError = fail;
        onExit = (code) => fail(new Error(`xlsx export: the writer thread stopped (exit ${code})`));
      });
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      const release = () => void thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      thread.postMessage({ start: spec } satisfies ToXlsxWorker);
      finished.catch(() => {}); // awaited below; a failure while a batch is out surfaces through its ack
      // The first batch is read while the thread loads exceljs; each next one once the last is written and the
      // client has taken it.
      for await (const rows of batches) {
        const prepared: Row[] = [];
        for (let index = 0; index < rows.length; index += 1) {
          const row: Row = {};
          for (const column of spec.columns) row[column.key] = spreadsheetText(rows[index][column.key]);
          for (const key of spec.dates ?? [])
            if (rows[index][key] != null) row[key] = new Date(rows[index][key] as Date);
          prepared.push(row);
          if ((index + 1) % ROWS_PER_TURN === 0) await nextTurn();
        }
        await written;
        await makeRoom(output);
        if (output.destroyed) return; // the client went away: stop reading the database (the thread ends)
        written = nextAck();
        thread.postMessage({ rows: prepared } satisfies ToXlsxWorker);
      }
      await written;
      thread.postMessage({ end: true } satisfies ToXlsxWorker);
      await finished;
      release();
      reusable = true;
      output.end();
    } catch (error) {
      output.destroy(error as Error);
    } finally {
      // A thread is kept only when its workbook ended cleanly; one left mid-file (a failure, a client gone) ends.
      if (worker && reusable) keepThread(worker);
      else void worker?.terminate();
    }
  })();
  return output;
}
