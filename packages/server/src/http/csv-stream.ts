import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { makeRoom, type SheetSpec } from './xlsx-stream';
import { spreadsheetText } from './spreadsheet-text';

type Row = Record<string, unknown>;

/** Timestamps as the .xlsx shows them: `2026-11-27 10:00:00` (UTC), whatever the reader's locale. */
const csvDate = (value: unknown) => new Date(value as Date).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Streams a CSV file (RFC 4180, UTF-8 with a byte-order mark so Excel reads accents; a header row, then one row
 * per record) as the batches arrive, through csv-stringify. Every text cell is quoted, and text a spreadsheet
 * would run as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) gets a leading `'`, as
 * OWASP's CSV injection advice says (spreadsheet-text.ts; phone numbers and plain signed numbers stay as typed).
 */
export function streamCsv(spec: SheetSpec, batches: AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  const dates = new Set(spec.dates ?? []);
  const csv = stringify({
    bom: true,
    header: true,
    quoted_string: true,
    columns: spec.columns.map((column) => ({ key: column.key, header: column.header })),
  });
  csv.on('error', (error) => output.destroy(error));
  csv.pipe(output);
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const record of rows) {
          const row: Row = {};
          for (const column of spec.columns) {
            const value = record[column.key];
            row[column.key] =
              value == null ? '' : dates.has(column.key) ? csvDate(value) : spreadsheetText(String(value));
          }
          csv.write(row);
        }
        if (output.destroyed) return; // the reader went away: stop reading the database
        await makeRoom(csv);
      }
      csv.end();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
