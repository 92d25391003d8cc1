/* eslint-disable @typescript-eslint/no-explicit-any -- the answers and documents read here are plain JSON, checked by the assertions. */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineModule } from '../../packages/server/src/modules/module';
import { changedFields } from '../../packages/server/src/modules/activity/changes';
import { pruneActivity } from '../../packages/server/src/modules/activity/retention';
import { sessionCookieOf, TEST_PASSWORD } from './helpers';
import { serverForFile } from './support/server-for-file';

/** Fails any write of a FAQ asking "boom?" after the activity log has added its row: both must roll back. */
const failingSubscriber = defineModule({
  name: 'failing-subscriber',
  writeHooks: () => ({
    async inTransaction(_tx, write) {
      if (write.after?.question === 'boom?') throw new Error('subscriber failed');
    },
  }),
  routes() {},
});

const file = serverForFile(['admin', 'editor'], { extraModules: [failingSubscriber] });

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie: string | null = file.cookies.admin,
) {
  const response = await file.server.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
  return {
    status: response.statusCode,
    body: String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null,
    raw: response.rawPayload,
    headers: response.headers,
  };
}

const logOf = async (query = '') =>
  (await call('GET', `/activity?pageSize=200${query}`)).body.data.data as Array<Record<string, any>>;
const rowsFor = async (recordId: string) =>
  file.server.db.selectFrom('activity').selectAll().where('record_id', '=', recordId).orderBy('created_at').execute();

describe('activity log: content writes', () => {
  it('records a create, an update with exactly the changed fields, and a delete, with who and where', async () => {
    const created = await call(
      'POST',
      '/faq/add',
      { question: 'What is COD?', answer: 'Cash on delivery.', row: 1 },
      file.cookies.editor,
    );
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    const edited = await call(
      'PUT',
      `/faq/edit/${id}`,
      { question: 'What is COD?', answer: 'Cash on delivery, paid to the courier.', row: 1 },
      file.cookies.editor,
    );
    expect(edited.status).toBe(200);
    // Saved again without a change: nothing to record.
    await call(
      'PUT',
      `/faq/edit/${id}`,
      { question: 'What is COD?', answer: 'Cash on delivery, paid to the courier.', row: 1 },
      file.cookies.editor,
    );

    const history = (await call('GET', `/activity/history/faqs/${id}`, undefined, file.cookies.editor)).body.data;
    expect(history.map((entry: any) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      group: 'faqs',
      table: 'faqs',
      recordId: id,
      label: 'What is COD?',
      adminName: 'Test editor',
      adminRole: 'editor',
      recordExists: true,
    });
    expect(history[0].changes).toEqual([
      { field: 'answer', before: 'Cash on delivery.', after: 'Cash on delivery, paid to the courier.' },
    ]);
    // Client addresses are for super admins only (tests/server/activity-privacy.test.ts).
    expect(history[0]).not.toHaveProperty('ip');

    expect((await call('DELETE', `/faq/delete/${id}`, undefined, file.cookies.editor)).status).toBe(200);
    const rows = await rowsFor(id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    const afterDelete = (await call('GET', `/activity/history/faqs/${id}`)).body.data;
    expect(afterDelete.every((entry: any) => entry.recordExists === false)).toBe(true);
  });

  it('names the right admin for every one of many writes made at once by two admins, between reads', async () => {
    // Writes run in the request context, reads outside it (it switches off while no write is being served):
    // interleaved, every write must still be attributed to the admin who made it.
    const writes = Array.from({ length: 12 }, (_, index) => ({
      question: `Concurrent ${index}?`,
      by: index % 2 === 0 ? file.cookies.admin : file.cookies.editor,
    }));
    const answers = await Promise.all([
      ...writes.map((write) =>
        call('POST', '/faq/add', { question: write.question, answer: 'Yes.', row: 1 }, write.by),
      ),
      ...writes.map(() => call('GET', '/faq')),
    ]);
    const created = answers.slice(0, writes.length);
    expect(created.map((answer) => answer.status)).toEqual(writes.map(() => 201));
    for (const [index, answer] of created.entries()) {
      const [row] = await rowsFor(answer.body.data._id);
      expect([writes[index].question, row.admin_name, row.action]).toEqual([
        writes[index].question,
        index % 2 === 0 ? 'Test admin' : 'Test editor',
        'create',
      ]);
    }
    // And a write after them all (the context switched off in between) is named too.
    const last = await call(
      'POST',
      '/faq/add',
      { question: 'After the rest?', answer: 'Yes.', row: 1 },
      file.cookies.editor,
    );
    expect((await rowsFor(last.body.data._id))[0].admin_name).toBe('Test editor');
  });

  it('commits the write and its activity row together, and rolls both back together', async () => {
    const before = Number(
      (await sql<{ n: string }>`select count(*) as n from activity`.execute(file.server.db)).rows[0].n,
    );
    const failed = await call(
      'POST',
      '/faq/add',
      { question: 'boom?', answer: 'never stored', row: 1 },
      file.cookies.editor,
    );
    expect(failed.status).toBe(500);
    expect(await file.server.db.selectFrom('faqs').selectAll().where('question', '=', 'boom?').execute()).toEqual([]);
    const after = Number(
      (await sql<{ n: string }>`select count(*) as n from activity`.execute(file.server.db)).rows[0].n,
    );
    expect(after).toBe(before);

    const kept = await call('POST', '/faq/add', { question: 'Kept?', answer: 'Yes', row: 1 }, file.cookies.editor);
    const rows = await rowsFor(kept.body.data._id);
    expect(rows.map((row) => row.action)).toEqual(['create']);
    // An update that fails on the subscriber leaves both the row and the log as they were.
    const boom = await call(
      'PUT',
      `/faq/edit/${kept.body.data._id}`,
      { question: 'boom?', answer: 'Yes', row: 1 },
      file.cookies.editor,
    );
    expect(boom.status).toBe(500);
    expect(
      (
        await file.server.db
          .selectFrom('faqs')
          .select('question')
          .where('id', '=', kept.body.data._id)
          .executeTakeFirstOrThrow()
      ).question,
    ).toBe('Kept?');
    expect(await rowsFor(kept.body.data._id)).toHaveLength(1);
  });

  it("records a draft save with the before and after of the draft's fields, then its publish with the live change", async () => {
    const created = await call('POST', '/faq/add', { question: 'Do you ship to Kenya?', answer: 'Yes.', row: 500 });
    const id = created.body.data._id;
    // An editor's change to a published FAQ is a draft: the site keeps the published answer.
    const drafted = await call('PUT', `/faq/edit/${id}`, { answer: 'Yes, within 3 days.' }, file.cookies.editor);
    expect(drafted.body.data).toMatchObject({ state: 'changed' });
    // A second draft save compares with the first draft, not the published answer.
    await call('PUT', `/faq/edit/${id}`, { answer: 'Yes, within 2 days.' }, file.cookies.editor);
    const history = (await call('GET', `/activity/history/faqs/${id}`)).body.data;
    expect(history[1].changes).toEqual([{ field: 'answer (draft)', before: 'Yes.', after: 'Yes, within 3 days.' }]);
    expect(history[0].changes).toEqual([
      { field: 'answer (draft)', before: 'Yes, within 3 days.', after: 'Yes, within 2 days.' },
    ]);

    expect((await call('POST', `/publishing/faqs/${id}/publish`)).status).toBe(200);
    const published = (await call('GET', `/activity/history/faqs/${id}`)).body.data[0];
    expect(published.changes).toEqual([{ field: 'answer', before: 'Yes.', after: 'Yes, within 2 days.' }]);
  });

  it('keeps rich text as a size and an excerpt, and never a secret', () => {
    const html = `<p>${'Lorem ipsum dolor sit amet. '.repeat(20)}</p>`;
    const changes = changedFields(
      { id: 'x', content: '<p>Short</p>', password_hash: 'old-hash', title: 'A', updated_at: new Date(1), row: 1 },
      { id: 'x', content: html, password_hash: 'new-hash', title: 'A', updated_at: new Date(2), row: 2 },
    );
    expect(changes).toEqual([
      {
        field: 'content',
        before: { size: 12, excerpt: 'Short' },
        after: { size: html.length, excerpt: expect.stringMatching(/^Lorem ipsum dolor sit amet\. .*…$/) },
      },
      { field: 'password_hash', before: '(hidden)', after: '(hidden)' },
      { field: 'row', before: 1, after: 2 },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/old-hash|new-hash/);
  });
});

describe('activity log: single-row heroes', () => {
  it("records the dashboard cover's create and update with the changed field, like any write", async () => {
    const { gradientPng } = await import('../../packages/server/src/seed/demo-images');
    const { multipartBody } = await import('./helpers');
    // Two different images: the library keeps one file per content, so the same bytes again would change nothing.
    const cover = (index: number) =>
      multipartBody(
        {},
        { cover: { data: gradientPng(60, 40, [10 + index * 40, 120, 80]), filename: 'cover.png', type: 'image/png' } },
      );
    for (let index = 0; index < 2; index += 1) {
      const form = cover(index);
      const answer = await file.server.app.inject({
        method: 'POST',
        url: '/api/dashboard-hero/edit',
        payload: form.payload,
        headers: { ...form.headers, cookie: file.cookies.editor },
      });
      expect(answer.statusCode).toBe(200);
    }
    const rows = await file.server.db
      .selectFrom('activity')
      .selectAll()
      .where('record_table', '=', 'dashboard_hero')
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => [row.action, row.label, row.admin_role])).toEqual([
      ['create', 'Dashboard cover', 'editor'],
      ['update', 'Dashboard cover', 'editor'],
    ]);
    expect((rows[1].changes as Array<{ field: string }>).map((change) => change.field)).toEqual(['cover']);
  });
});

describe('activity log: sessions and users', () => {
  it('records sign-in, failed sign-in (without the password) and sign-out', async () => {
    const { id, email } = await file.server.createAdmin('viewer');
    const wrong = await call('POST', '/admin/signin', { email, password: 'Wrong-password-1' }, null);
    expect(wrong.status).toBe(401);
    const ok = await file.server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = sessionCookieOf(ok.headers['set-cookie']);
    expect((await call('POST', '/admin/signout', undefined, cookie)).status).toBe(200);
    const rows = await rowsFor(id);
    expect(rows.map((row) => [row.action, row.admin_id, row.label])).toEqual([
      ['signin-failed', null, email],
      ['signin', id, 'Test viewer'],
      ['signout', id, 'Test viewer'],
    ]);
    const all = JSON.stringify(await file.server.db.selectFrom('activity').selectAll().execute());
    expect(all).not.toContain('Wrong-password-1');
    expect(all).not.toContain(TEST_PASSWORD);
  });

  it('records a role change with before and after, and the sessions a password change ended', async () => {
    const superAdmin = await file.server.signIn('superAdmin');
    const { id, email } = await file.server.createAdmin('editor');
    const changed = await call(
      'PUT',
      `/admin/update/${id}`,
      { FName: 'Test', LName: 'editor', email, role: 'admin' },
      superAdmin,
    );
    expect(changed.status).toBe(200);
    await call(
      'PUT',
      `/admin/update/${id}`,
      { FName: 'Test', LName: 'editor', email, role: 'admin', password: 'Another-password-9' },
      superAdmin,
    );
    const rows = await rowsFor(id);
    expect(rows.map((row) => row.action)).toEqual(['role-change', 'update', 'sessions-revoked']);
    expect(rows[0].changes).toEqual([{ field: 'role', before: 'editor', after: 'admin' }]);
    expect(rows[1].changes).toEqual([{ field: 'password_hash', before: '(hidden)', after: '(hidden)' }]);
    expect(JSON.stringify(rows)).not.toContain('Another-password-9');
  });
});

describe('activity screen API', () => {
  it('is newest first, paged by cursor, filtered by person, group, action and dates', async () => {
    for (let index = 0; index < 5; index += 1)
      await call('POST', '/faq/add', { question: `Paged ${index}?`, answer: 'a', row: 1 }, file.cookies.editor);
    const first = (await call('GET', '/activity?pageSize=3&group=faqs&action=create')).body.data;
    expect(first.data).toHaveLength(3);
    expect(first.data.map((entry: any) => entry.label)).toEqual(['Paged 4?', 'Paged 3?', 'Paged 2?']);
    const next = (
      await call(
        'GET',
        `/activity?pageSize=3&group=faqs&action=create&page=2&total=${first.total}&after=${first.after}`,
      )
    ).body.data;
    expect(next.data.map((entry: any) => entry.label).slice(0, 2)).toEqual(['Paged 1?', 'Paged 0?']);
    expect(next.total).toBe(first.total);

    const editorId = (
      await file.server.db
        .selectFrom('activity')
        .select('admin_id')
        .where('label', '=', 'Paged 0?')
        .executeTakeFirstOrThrow()
    ).admin_id;
    const byPerson = await logOf(`&adminId=${editorId}`);
    expect(byPerson.length).toBeGreaterThan(5);
    expect(byPerson.every((entry) => entry.adminId === editorId)).toBe(true);
    const createdAts = byPerson.map((entry) => entry.createdAt);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);

    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf(`&from=${today}&to=${today}&group=faqs`)).length).toBeGreaterThan(5);
    expect(await logOf('&from=2001-01-01&to=2001-01-02')).toEqual([]);
    expect((await call('GET', '/activity?action=nonsense')).status).toBe(400);
    expect((await call('GET', '/activity?after=not-a-cursor')).status).toBe(400);
  });

  it('is for admins only and cannot be edited or deleted through the API', async () => {
    expect((await call('GET', '/activity', undefined, file.cookies.editor)).status).toBe(403);
    expect((await call('GET', '/activity', undefined, null)).status).toBe(401);
    const writes = file.server.app.apiRoutes.filter(
      (route) => route.url.startsWith('/api/activity') && route.method !== 'GET',
    );
    expect(writes.map((route) => `${route.method} ${route.url}`)).toEqual(['POST /api/activity/export']);
    expect((await call('DELETE', '/activity')).status).toBe(404);
    // People's history (sign-ins, addresses) is not for an editor; content history is.
    const someone = await file.server.createAdmin('viewer');
    expect((await call('GET', `/activity/history/admins/${someone.id}`, undefined, file.cookies.editor)).status).toBe(
      403,
    );
    expect((await call('GET', `/activity/history/admins/${someone.id}`)).status).toBe(200);
    expect(
      (await call('GET', '/activity/history/faqs/00000000-0000-4000-8000-000000000000', undefined, file.cookies.editor))
        .status,
    ).toBe(200);
    expect((await call('PUT', '/activity/history/faqs/x')).status).toBe(404);
  });

  it('exports the filtered log to .xlsx, and records the export', async () => {
    const answer = await call('POST', '/activity/export', { group: 'faqs', action: 'create' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw as never);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'When',
      'Who',
      'Role',
      'Action',
      'Screen group',
      'Record',
      'Record id',
      'Changes',
    ]);
    const labels: string[] = [];
    sheet.eachRow((row, index) => index > 1 && labels.push(String(row.getCell(6).value)));
    expect(labels).toContain('Paged 4?');
    expect(labels.every((label) => !label.startsWith('boom'))).toBe(true);
    const recorded = (await logOf('&action=export'))[0];
    expect(recorded).toMatchObject({ label: 'Activity.xlsx', group: 'activity', adminRole: 'admin' });
  });

  it('records deletes and exports of collected data without their values', async () => {
    await call(
      'POST',
      '/public/leads',
      {
        firstName: 'Ama',
        lastName: 'Owusu',
        companyName: 'Kumasi Co',
        email: 'ama@example.com',
        phoneNumber: '+233',
        numOfOrders: '10',
        countriesInterested: 'Ghana',
      },
      null,
    );
    const lead = await file.server.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'ama@example.com')
      .executeTakeFirstOrThrow();
    expect((await call('POST', '/download/leads/Contact', { selectedIds: [lead.id] })).status).toBe(200);
    expect((await call('DELETE', `/delete/leads/Contact/${lead.id}`)).status).toBe(200);
    const rows = await logOf('&group=collected-data');
    expect(rows.map((row) => row.action).slice(0, 3)).toEqual(['delete', 'export', 'create']);
    expect(rows[0].label).toBe(`Lead ${lead.id.slice(0, 8)}`);
    // The public intake's create, by nobody signed in, from the visitor's address.
    expect(rows[2]).toMatchObject({
      recordId: lead.id,
      adminId: null,
      adminName: 'Anonymous',
      label: `Lead ${lead.id.slice(0, 8)}`,
      changes: [],
    });
    expect(JSON.stringify(rows)).not.toContain('ama@example.com');
  });
});

describe('activity retention', () => {
  it('prunes only entries older than the retention', async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    const edge = new Date(Date.now() - 300 * 24 * 60 * 60 * 1000);
    await file.server.db
      .insertInto('activity')
      .values([
        { action: 'update', label: 'ancient', created_at: old },
        { action: 'update', label: 'recent enough', created_at: edge },
      ] as never)
      .execute();
    const countBefore = Number(
      (await sql<{ n: string }>`select count(*) as n from activity`.execute(file.server.db)).rows[0].n,
    );
    expect(await pruneActivity(file.server.db, 365)).toBe(1);
    const labels = (await file.server.db.selectFrom('activity').select('label').execute()).map((row) => row.label);
    expect(labels).not.toContain('ancient');
    expect(labels).toContain('recent enough');
    const countAfter = Number(
      (await sql<{ n: string }>`select count(*) as n from activity`.execute(file.server.db)).rows[0].n,
    );
    expect(countAfter).toBe(countBefore - 1);
    // The maintained count (the unfiltered page's total) follows.
    expect((await call('GET', '/activity?pageSize=1')).body.data.total).toBe(countAfter + 0);
  });
});
