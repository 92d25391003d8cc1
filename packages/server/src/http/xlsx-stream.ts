import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { spreadsheetText } from './spreadsheet-text';

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
  while (output.writableNeedDrain && !output.destroyed) await Promise.race([once(output, 'drain'), once(output, 'close')]);
}

export interface SheetSpec {
  sheet: string;
  columns: Array<{ header: string; key: string; width?: number }>;
  /** Keys whose values are timestamps (written as dates shown `yyyy-mm-dd hh:mm:ss`, UTC). */
  dates?: string[];
}

/** Dates in ISO order with their time, whatever the reader's locale. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** `A1:H1`: the header row, where the filters sit. */
function headerRange(columnCount: number): string {
  let name = '';
  for (let index = columnCount; index > 0; index = Math.floor((index - 1) / 26)) name = String.fromCharCode(65 + ((index - 1) % 26)) + name;
  return `A1:${name}1`;
}

/**
 * Streams an .xlsx workbook (a header row, then one row per record) as the batches arrive: exceljs's
 * streaming writer commits each row, so memory stays flat whatever the number of rows. exceljs loads on the
 * first export, not at start.
 */
export function streamXlsx(spec: SheetSpec, batches: AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
      // The header row stays in view while scrolling and carries the filters.
      const sheet = workbook.addWorksheet(spec.sheet, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
      sheet.autoFilter = headerRange(spec.columns.length);
      const dates = new Set(spec.dates ?? []);
      sheet.columns = spec.columns.map((column) => ({
        header: column.header,
        key: column.key,
        width: column.width ?? 24,
        ...(dates.has(column.key) ? { style: { numFmt: DATE_FORMAT } } : {}),
      }));
      sheet.getRow(1).font = { bold: true };
      for await (const rows of batches) {
        for (let index = 0; index < rows.length; index += 1) {
          const row: Row = {};
          for (const column of spec.columns) row[column.key] = spreadsheetText(rows[index][column.key]);
          for (const key of spec.dates ?? []) if (rows[index][key] != null) row[key] = new Date(rows[index][key] as Date);
          sheet.addRow(row).commit();
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
