import { PassThrough, type Readable, type Writable } from 'node:stream';
import { streamCsv } from '../../http/csv-stream';
import { makeRoom, streamXlsx, type SheetSpec } from '../../http/xlsx-stream';
import { sheetIn } from '../../http/sheet-texts';
import type { Storage } from '../../storage/storage';
import type { AdminLanguageCode } from '@backoffice/contracts';
import type { Collection } from './collections';

type Row = Record<string, unknown>;

/**
 * A collection's sheet: its fields under their screen headers, then the date and time it arrived (UTC), named in
 * the language of the admin who asked (English is the spec's names; the dates stay machine-readable in every one).
 */
export function sheetOf(collection: Collection, language: AdminLanguageCode = 'en'): SheetSpec {
  const columns = [
    ...collection.fields.map((field) => ({ header: field.header, key: field.column })),
    { header: collection.dateHeader, key: 'created_at', width: 22 },
  ];
  return sheetIn({ sheet: collection.sheet, columns, dates: ['created_at'] }, language);
}

/** A collection's .xlsx. */
export function xlsxStream(
  collection: Collection,
  batches: AsyncIterable<Row[]>,
  language: AdminLanguageCode = 'en',
): Readable {
  return streamXlsx(sheetOf(collection, language), batches);
}

/** A collection's .csv: the same columns as its .xlsx, formulas neutralised the same way. */
export function csvStream(
  collection: Collection,
  batches: AsyncIterable<Row[]>,
  language: AdminLanguageCode = 'en',
): Readable {
  return streamCsv(sheetOf(collection, language), batches);
}

/** `Newsletter-2026-11-23.xlsx`: the export's name with the day it was made (UTC), so downloads never overwrite each other. */
export function datedFileName(base: string, extension: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 10)}${extension}`;
}

/** A file name safe inside a zip: letters, digits, dots, dashes and underscores. */
export function safeName(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'file'
  );
}

type ZipModule = typeof import('fflate');

async function addFile(
  fflate: ZipModule,
  zip: InstanceType<ZipModule['Zip']>,
  output: Writable,
  name: string,
  source: Readable,
) {
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
 * storage), plus an `index.xlsx` listing them all (its headers in `language`). Files are copied as they are read, never held whole.
 */
export function candidatesZipStream(
  collection: Collection,
  storage: Storage,
  batches: () => AsyncIterable<Row[]>,
  language: AdminLanguageCode = 'en',
): Readable {
  const output = new PassThrough();
  void (async () => {
    try {
      const fflate = await import('fflate');
      const zip = new fflate.Zip((error, chunk, final) => {
        if (error) return output.destroy(error);
        output.write(Buffer.from(chunk));
        if (final) output.end();
      });
      await addFile(fflate, zip, output, 'index.xlsx', xlsxStream(collection, batches(), language));
      for await (const rows of batches()) {
        for (const row of rows) {
          if (output.destroyed) return;
          const folder = `${safeName(`${row.f_name}_${row.l_name}`)}_${String(row.id).slice(0, 8)}`;
          for (const kind of ['resume', 'portfolio'] as const) {
            const key = String(row[`${kind}_key`] ?? '');
            const opened = key ? await storage.open(key) : null;
            if (opened)
              await addFile(
                fflate,
                zip,
                output,
                `${folder}/${kind}_${safeName(String(row[`${kind}_name`] || kind))}`,
                opened.stream,
              );
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
