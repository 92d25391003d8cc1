import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Zip, ZipPassThrough } from 'fflate';
import type { Storage } from '../../storage/storage';
import type { Collection } from './collections';

type Row = Record<string, unknown>;

/**
 * Streams an .xlsx workbook (a header row, then one row per record) as the batches arrive: exceljs's
 * streaming writer commits each row, so memory stays flat whatever the number of rows.
 */
export function xlsxStream(collection: Collection, batches: AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(collection.sheet);
  sheet.columns = [...collection.fields.map((field) => ({ header: field.header, key: field.column, width: 24 })), { header: 'Date', key: 'created_at', width: 22 }];
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const row of rows) sheet.addRow({ ...row, created_at: new Date(row.created_at as Date) }).commit();
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

async function addFile(zip: Zip, name: string, source: Readable) {
  const entry = new ZipPassThrough(name);
  zip.add(entry);
  for await (const chunk of source) entry.push(new Uint8Array(chunk as Buffer), false);
  entry.push(new Uint8Array(0), true);
}

/**
 * Streams a .zip of job candidates: a folder per candidate with their resume and portfolio (read from private
 * storage), plus an `index.xlsx` listing them all. Files are copied as they are read, never held whole.
 */
export function candidatesZipStream(collection: Collection, storage: Storage, batches: () => AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return output.destroy(error);
    output.write(Buffer.from(chunk));
    if (final) output.end();
  });
  void (async () => {
    try {
      await addFile(zip, 'index.xlsx', xlsxStream(collection, batches()));
      for await (const rows of batches()) {
        for (const row of rows) {
          const folder = `${safeName(`${row.f_name}_${row.l_name}`)}_${String(row.id).slice(0, 8)}`;
          for (const kind of ['resume', 'portfolio'] as const) {
            const key = String(row[`${kind}_key`] ?? '');
            const opened = key ? await storage.open(key) : null;
            if (opened) await addFile(zip, `${folder}/${kind}_${safeName(String(row[`${kind}_name`] || kind))}`, opened.stream);
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
