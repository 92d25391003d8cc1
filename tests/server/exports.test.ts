import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportExpiryJob } from '../../packages/server/src/modules/collected-data/export-job';
import { createTestServer, type TestServer } from './helpers';

/**
 * Exports as background jobs (docs/jobs.md "Exports"): POST /api/exports starts one, GET /api/exports/:id
 * answers its progress, GET /api/exports/:id/file its file once written; the same permission as the data
 * (data:manage); files expire. The spec's direct downloads are untouched (collected-data tests).
 */

const ROWS = 2500;
let server: TestServer;
let admin: string;
let editor: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin');
  editor = await server.signIn('editor');
  await sql`
    insert into newsletter_subscribers (email, created_at, updated_at)
    select 'reader' || n || '@example.com', at, at
    from generate_series(1, ${ROWS}) as n, lateral (select timestamptz '2030-03-04 05:06:07+00' + n * interval '1 second' as at) as t`.execute(
    server.db,
  );
});
afterAll(async () => server?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

type Status = {
  id: string;
  state: string;
  rowsWritten: number;
  rowsTotal: number | null;
  file: string | null;
  fileName: string;
  error: string;
};

/** Polls the export until it is done or failed; answers every status seen. */
async function until(id: string, timeoutMs = 30_000): Promise<Status[]> {
  const seen: Status[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call('GET', `/api/exports/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const status = answer.json().data as Status;
    seen.push(status);
    if (status.state === 'done' || status.state === 'failed') return seen;
    if (Date.now() > deadline)
      throw new Error(`export ${id} still ${status.state} (${status.rowsWritten}/${status.rowsTotal})`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

async function sheetRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((value) => (value instanceof Date ? value.toISOString() : String(value))),
    ),
  );
  return rows;
}

describe('export jobs', () => {
  it('runs an export in the background, shows its progress, then serves a file holding every row', async () => {
    const started = await call('POST', '/api/exports', { collection: 'newsletter', all: true });
    expect(started.statusCode, started.body).toBe(202);
    const { id, state, file } = started.json().data as Status;
    expect([state, file]).toEqual(['queued', null]);
    // Not downloadable before it is written.
    const early = await call('GET', `/api/exports/${id}/file`);
    if (early.statusCode !== 200) expect(early.statusCode).toBe(409);

    const seen = await until(id);
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({
      state: 'done',
      rowsWritten: ROWS,
      rowsTotal: ROWS,
      file: `/api/exports/${id}/file`,
      error: '',
    });
    expect(last.fileName).toMatch(/^Newsletter-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // Progress only grows.
    const written = seen.map((status) => status.rowsWritten);
    expect(written).toEqual([...written].sort((a, b) => a - b));

    const download = await call('GET', last.file!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${last.fileName}"`);
    const rows = await sheetRows(download.rawPayload);
    expect(rows[0]).toEqual(['Email', 'Subscribed']);
    expect(rows.length).toBe(ROWS + 1);
    // Newest first, as the direct download.
    expect(rows[1]).toEqual([
      `reader${ROWS}@example.com`,
      new Date(Date.parse('2030-03-04T05:06:07Z') + ROWS * 1000).toISOString(),
    ]);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(ROWS);
  });

  it('exports the chosen records or a search only', async () => {
    const picked = await server.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', 'in', ['reader7@example.com', 'reader9@example.com'])
      .execute();
    const chosen = await call('POST', '/api/exports', {
      collection: 'newsletter',
      selectedIds: picked.map((row) => row.id),
    });
    expect(chosen.statusCode, chosen.body).toBe(202);
    const searched = await call('POST', '/api/exports', { collection: 'newsletter', all: true, q: 'reader24' });
    for (const [answer, expected] of [
      [chosen, ['reader9@example.com', 'reader7@example.com']],
      [searched, ['reader2499@example.com', 'reader2498@example.com']],
    ] as const) {
      const seen = await until(answer.json().data.id);
      const done = seen[seen.length - 1];
      expect(done.state).toBe('done');
      const rows = await sheetRows((await call('GET', done.file!)).rawPayload);
      expect(rows.slice(1, 3).map((row) => row[0])).toEqual(expected);
      if (answer === chosen) expect(done.rowsTotal).toBe(2);
      else expect(done.rowsTotal).toBe(111); // reader24, reader240-249, reader2400-2499
    }
  });

  it('is refused without the data:manage permission, for starting, watching and downloading', async () => {
    const started = await call('POST', '/api/exports', { collection: 'leads', all: true });
    const { id } = started.json().data as Status;
    await until(id);
    expect((await call('POST', '/api/exports', { collection: 'leads', all: true }, editor)).statusCode).toBe(403);
    expect((await call('GET', `/api/exports/${id}`, undefined, editor)).statusCode).toBe(403);
    expect((await call('GET', `/api/exports/${id}/file`, undefined, editor)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: `/api/exports/${id}/file` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown export and 400 for bad input, with a message', async () => {
    const unknown = '5d3f4a2e-9c1b-4e7a-8f00-123456789abc';
    for (const url of [`/api/exports/${unknown}`, `/api/exports/${unknown}/file`]) {
      const answer = await call('GET', url);
      expect([answer.statusCode, answer.json().message]).toEqual([404, 'This export does not exist or has expired']);
    }
    expect((await call('GET', '/api/exports/not-an-id')).statusCode).toBe(400);
    const exportsBefore = await server.db.selectFrom('exports').select('id').execute();
    for (const body of [
      {},
      { collection: 'users', all: true },
      { collection: 'newsletter' },
      { collection: 'newsletter', selectedIds: [] },
      { collection: 'newsletter', selectedIds: ['x'] },
      { collection: 'newsletter', all: true, q: 'x'.repeat(201) },
    ]) {
      const answer = await call('POST', '/api/exports', body);
      expect([JSON.stringify(body), answer.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    // A refused export records nothing, so no job writes a file for it.
    expect(await server.db.selectFrom('exports').select('id').execute()).toEqual(exportsBefore);
  });

  it('expires: an expired export is no longer served, and the daily job deletes it with its file', async () => {
    const { id } = (await call('POST', '/api/exports', { collection: 'newsletter', all: true, q: 'reader1' })).json()
      .data as Status;
    await until(id);
    const row = await server.db.selectFrom('exports').select('file_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await server.storage.read(row.file_key)).not.toBeNull();
    await server.db
      .updateTable('exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await call('GET', `/api/exports/${id}/file`)).statusCode).toBe(404);
    const job = exportExpiryJob({ db: server.db, storage: server.storage, log: server.app.log } as never);
    await job.run({}, { id: 'test', attempt: 1, last: true });
    expect(await server.db.selectFrom('exports').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await server.storage.read(row.file_key)).toBeNull();
  });
});
