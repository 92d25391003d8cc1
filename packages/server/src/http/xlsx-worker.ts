import { once } from 'node:events';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type { SheetSpec } from './xlsx-stream';

/**
 * The .xlsx writer's thread (see streamXlsx): exceljs loads here (0.5–2 s of synchronous require on a busy machine)
 * and styles each cell here (about half an export's CPU), so the event loop never waits for either. One workbook
 * at a time: `{ start }` with the sheet (answered `{ ack }` once exceljs is loaded), rows a batch at a time
 * (`{ rows }`, answered `{ ack }` once written), then `{ end }`. The file goes back a piece at a time (`{ chunk }`),
 * then `{ done }`, or `{ failed }` with the reason. The thread then waits for the next workbook.
 */
export type ToXlsxWorker = { start: SheetSpec } | { rows: Record<string, unknown>[] } | { end: true };
export type FromXlsxWorker = { ack: true } | { chunk: Uint8Array } | { done: true } | { failed: string };

/** Dates in ISO order with their time, whatever the reader's locale. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** `A1:H1`: the header row, where the filters sit. */
function headerRange(columnCount: number): string {
  let name = '';
  for (let index = columnCount; index > 0; index = Math.floor((index - 1) / 26))
    name = String.fromCharCode(65 + ((index - 1) % 26)) + name;
  return `A1:${name}1`;
}

type Port = NonNullable<typeof parentPort>;
type Workbook = InstanceType<(typeof import('exceljs'))['stream']['xlsx']['WorkbookWriter']>;
type Sheet = ReturnType<Workbook['addWorksheet']>;

function writer(port: Port) {
  // exceljs writes many small pieces: they go back together (a message each would cost the event loop more).
  let pieces: Buffer[] = [];
  let piecesBytes = 0;
  const flush = () => {
    if (piecesBytes === 0) return;
    // One copy the thread gives away whole (a Buffer may be a slice of a shared pool).
    const joined = new Uint8Array(piecesBytes);
    let offset = 0;
    for (const piece of pieces) {
      joined.set(piece, offset);
      offset += piece.length;
    }
    pieces = [];
    piecesBytes = 0;
    port.postMessage({ chunk: joined } satisfies FromXlsxWorker, [joined.buffer]);
  };
  const send = (message: FromXlsxWorker) => (flush(), port.postMessage(message));
  let current: { workbook: Workbook; sheet: Sheet; output: Writable } | null = null;

  async function start(spec: SheetSpec): Promise<void> {
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        pieces.push(Buffer.from(chunk));
        piecesBytes += chunk.length;
        if (piecesBytes >= 64 * 1024) flush();
        done();
      },
    });
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
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
    current = { workbook, sheet, output };
  }

  async function handle(message: ToXlsxWorker): Promise<void> {
    if ('start' in message) {
      await start(message.start);
      send({ ack: true });
      return;
    }
    if (!current) throw new Error('no workbook started');
    if ('rows' in message) {
      for (const row of message.rows) current.sheet.addRow(row).commit();
      send({ ack: true });
      return;
    }
    const { workbook, sheet, output } = current;
    current = null;
    sheet.commit();
    await workbook.commit();
    // exceljs ends the stream it writes to: the last pieces are sent once it has finished.
    if (!output.writableFinished) await once(output, 'finish');
    send({ done: true });
  }

  // Messages are handled one after the other (a batch may arrive while the last one's writing awaits).
  let queue = Promise.resolve();
  port.on('message', (message: ToXlsxWorker) => {
    queue = queue
      .then(() => handle(message))
      .catch((error: unknown) => {
        current = null;
        send({ failed: error instanceof Error ? error.message : String(error) });
      });
  });
}

if (parentPort) writer(parentPort);
