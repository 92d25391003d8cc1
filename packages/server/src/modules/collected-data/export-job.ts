import { hostname } from 'node:os';
import type { Readable } from 'node:stream';
import { sql, type Updateable } from 'kysely';
import { defineJob, type JobRun } from '../../jobs/job-definition';
import type { JobContext } from '../module';
import type { AdminLanguageCode, ExportFormat } from '@backoffice/contracts';
import { isAdminLanguage } from '../preferences/admin-language';
import { countSelected, selectedRecords, type Row, type Selection } from './collection-queries';
import type { Collection } from './collections';
import { exportedCollection } from './export-collections';
import { candidatesZipStream, csvStream, xlsxStream } from './exports';
import type { Storage } from '../../storage/storage';
import type { ExportsTable } from './tables';

export const EXPORT_QUEUE = 'collected-export';
export const EXPORT_EXPIRY_QUEUE = 'export-expiry';
/** The storage folder of export files (private: read only through GET /api/exports/:id/file). */
export const EXPORTS_FOLDER = 'exports';

export interface ExportJob {
  exportId: string;
  /** The language of the admin who started it, decided then (their account's, else their browser's): the file's sheet and column names. Absent (a job queued before): English. */
  language?: AdminLanguageCode;
}

/** Which process runs an attempt (for the operator, and the restart test): host and pid. */
const RUNNER = `${hostname()}:${process.pid}`;

/** Candidates per progress step of a zip: their files, not their rows, take the time. */
const ZIP_BATCH = 100;

/**
 * The export's file as a stream: its rows pass through `counted`, which saves the progress after each batch.
 * A zip reads the selection twice (its index.xlsx, then each candidate's files): the second pass is the one
 * counted, so its progress follows the files.
 */
function exportStream(
  format: ExportFormat,
  db: JobContext['db'],
  storage: Storage,
  collection: Collection,
  selection: Selection,
  language: AdminLanguageCode,
  counted: (batches: AsyncIterable<Row[]>) => AsyncIterable<Row[]>,
): Readable {
  if (format === 'zip') {
    let passes = 0;
    return candidatesZipStream(
      collection,
      storage,
      () =>
        passes++ === 0
          ? selectedRecords(db, collection, selection)
          : counted(selectedRecords(db, collection, selection, ZIP_BATCH)),
      language,
    );
  }
  return (format === 'csv' ? csvStream : xlsxStream)(
    collection,
    counted(selectedRecords(db, collection, selection)),
    language,
  );
}

/** An attempt that no longer owns its export (another attempt took it over): it stops without writing more. */
class Superseded extends Error {}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The export job: writes the whole file (.xlsx, .csv, or the candidates' .zip with their files; from the first
 * row: an attempt handed back by a stopping process is started over by the next), stores it in private storage, then marks the export done with its key. Progress
 * (rows written) is saved after every batch. Every write names the attempt that owns the row, so an attempt
 * handed back but still running in a stopping process cannot overwrite the progress or result of the next.
 */
export function exportJob({ db, storage }: JobContext) {
  async function run({ exportId, language }: ExportJob, attempt: JobRun): Promise<void> {
    const taken = await db
      .updateTable('exports')
      .set({
        state: 'running',
        attempt: attempt.attempt,
        runner: RUNNER,
        rows_written: 0,
        error: '',
        updated_at: new Date(),
      })
      .where('id', '=', exportId)
      .where('state', 'in', ['queued', 'running'])
      .returning(['collection', 'selection', 'format', 'file_name'])
      .executeTakeFirst();
    // Gone (expired and deleted), or already done or failed by an earlier attempt.
    if (!taken) return;
    const owned = async (values: Updateable<ExportsTable>) => {
      const result = await db
        .updateTable('exports')
        .set(values)
        .where('id', '=', exportId)
        .where('attempt', '=', attempt.attempt)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw new Superseded(`export ${exportId}: attempt ${attempt.attempt} was superseded`);
    };
    try {
      const collection = exportedCollection(taken.collection);
      if (!collection) throw new Error(`unknown collection ${taken.collection}`);
      const selection = (
        typeof taken.selection === 'string' ? JSON.parse(taken.selection) : taken.selection
      ) as Selection;
      await owned({ rows_total: await countSelected(db, collection, selection), updated_at: new Date() });
      const format = taken.format as ExportFormat;
      let written = 0;
      async function* counted(batches: AsyncIterable<Row[]>): AsyncGenerator<Row[]> {
        for await (const rows of batches) {
          yield rows;
          written += rows.length;
          await owned({ rows_written: written, updated_at: new Date() });
        }
      }
      const data = await bytesOf(
        exportStream(format, db, storage, collection, selection, isAdminLanguage(language) ? language : 'en', counted),
      );
      const stored = await storage.save({
        data,
        folder: EXPORTS_FOLDER,
        ext: format,
        private: true,
        name: taken.file_name.replace(/\.[a-z]+$/, ''),
      });
      try {
        await owned({
          state: 'done',
          rows_written: written,
          file_key: stored.key,
          finished_at: new Date(),
          updated_at: new Date(),
        });
      } catch (error) {
        await storage.remove(stored.key);
        throw error;
      }
    } catch (error) {
      if (error instanceof Superseded) throw error;
      const message = error instanceof Error ? error.message : String(error);
      // The last attempt's failure is the export's; an earlier one is retried (the screen keeps showing progress).
      await owned(
        attempt.last
          ? { state: 'failed', error: message, finished_at: new Date(), updated_at: new Date() }
          : ({ error: message, updated_at: new Date() } satisfies Updateable<ExportsTable>),
      ).catch(() => {});
      throw error;
    }
  }

  return defineJob<ExportJob>({
    queue: EXPORT_QUEUE,
    retries: 3,
    retryDelaySeconds: 2,
    // 150,000 rows take about a minute: an attempt still active after five belongs to a process that was killed.
    expireInSeconds: 300,
    concurrency: 2,
    run,
  });
}

/** Once a day: exports past their expiry are deleted with their files (the files first: a leftover row is harmless). */
export function exportExpiryJob({ db, storage, log }: JobContext) {
  return defineJob({
    queue: EXPORT_EXPIRY_QUEUE,
    daily: true,
    retries: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 3600,
    async run() {
      const expired = await db
        .selectFrom('exports')
        .select(['id', 'file_key'])
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      for (const row of expired) {
        if (row.file_key) await storage.remove(row.file_key);
        await db.deleteFrom('exports').where('id', '=', row.id).execute();
      }
      if (expired.length > 0) log.info(`Exports: ${expired.length} expired export(s) deleted`);
    },
  });
}
