import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Storage } from '../../storage/storage';
import type { Collection } from './collections';
import { spreadsheetText } from './spreadsheet-text';

type Row = Record<string, unknown>;

/** Rows written between two turns of the event loop: small enough that other requests never wait long. */
const ROWS_PER_TURN = 200;

/**
 * Lets the rest of the server run (a PGlite query is synchronous WebAssembly, exceljs's row writing is
 * synchronous JavaScript), then waits while the reader is behind, so a slow download never piles the
 * file up in memory.
 */
async function makeRoom(output: Writable): Promise<void> {
  await nextTurn();
  while (output.writableNeedDrain && !output.destroyed) await Promise.race([once(output, 'drain'), once(output, 'close')]);
}

/**
 * Streams an .xlsx workbook (a header row, then one row per record) as the batches arrive: exceljs's
 * streaming writer commits each row, so memory stays flat whatever the number of rows. exceljs loads on the
 * first export, not at start.
 */
export function xlsxStream(collection: Collection, batches: AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(collection.sheet);
      sheet.columns = [...collection.fields.map((field) => ({ header: field.header, key: field.column, width: 24 })), { header: 'Date', key: 'created_at', width: 22 }];
      sheet.getRow(1).font = { bold: true };
      for await (const rows of batches) {
        for (let index = 0; index < rows.length; index += 1) {
          const row = rows[index];
          const cells = Object.fromEntries(collection.fields.map((field) => [field.column, spreadsheetText(row[field.column])]));
          sheet.addRow({ ...cells, created_at: new Date(row.created_at as Date) }).commit();
          if ((index + 1) % ROWS_PER_TURN === 0) await makeRoom(output);
        }
        if (output.destroyed) return; // the client went away: stop reading the database
        await makeRoom(output);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}

/** A file name safe inside a zip: letters, digits, dots, dashes and underscores. */
export function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 80) || 'file';
}

type ZipModule = typeof import('fflate');

async function addFile(fflate: ZipModule, zip: InstanceType<ZipModule['Zip']>, output: Writable, name: string, source: Readable) {
  const entry = new fflate.ZipPassThrough(name);
  zip.add(entry);
  for await (const chunk of source) {
    entry.push(new Uint8Array(chunk as Buffer), false);
    await makeRoom(output);
  }
  entry.push(new Uint8Array(0), true);
}

/**
 * Streams a .zip of job candidates: a folder per candidate with their resume and portfolio (read from private
 * storage), plus an `index.xlsx` listing them all. Files are copied as they are read, never held whole.
 */
export function candidatesZipStream(collection: Collection, storage: Storage, batches: () => AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  void (async () => {
    try {
      const fflate = await import('fflate');
      const zip = new fflate.Zip((error, chunk, final) => {
        if (error) return output.destroy(error);
        output.write(Buffer.from(chunk));
        if (final) output.end();
      });
      await addFile(fflate, zip, output, 'index.xlsx', xlsxStream(collection, batches()));
      for await (const rows of batches()) {
        for (const row of rows) {
          if (output.destroyed) return;
          const folder = `${safeName(`${row.f_name}_${row.l_name}`)}_${String(row.id).slice(0, 8)}`;
          for (const kind of ['resume', 'portfolio'] as const) {
            const key = String(row[`${kind}_key`] ?? '');
            const opened = key ? await storage.open(key) : null;
            if (opened) await addFile(fflate, zip, output, `${folder}/${kind}_${safeName(String(row[`${kind}_name`] || kind))}`, opened.stream);
          }
        }
      }
      zip.end();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
