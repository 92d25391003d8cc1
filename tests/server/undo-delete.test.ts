import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedRecords } from '../../packages/server/src/modules/undo/purge';
import { createTestServer, type TestServer } from './helpers';

/**
 * Undo after a delete (issue 34 item 3): a deleted content record is kept whole, with its files and versions,
 * for UNDO_SECONDS; the delete's answer carries an Undo-Token that restores it with its id; a restore that
 * would clash with a newer record answers 409; once the time is over it is gone, files and versions too.
 */
const UNDO_SECONDS = 2;
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer({ config: { undoSeconds: UNDO_SECONDS } });
  cookie = await server.signIn('admin');
}, 120_000);
afterAll(async () => server?.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = cookie) {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as never,
    headers: { cookie: as },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function sendForm(method: 'POST', url: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const encoded = new Response(body);
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
  });
  return { status: response.statusCode, body: response.json() };
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><rect width="100" height="40" fill="#0a5"/></svg>';
const storedFile = (url: string) => existsSync(join(server.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
const faqs = async () =>
  (await call('GET', '/faq')).body.data as Array<{ _id: string; question: string; answer: string }>;
const versionsOf = async (id: string) =>
  (await call('GET', `/revisions?kind=faqs&id=${id}`)).body.data as Array<{ version: number; action: string }>;

describe('undo after a delete', () => {
  it('a delete answers an Undo-Token and the record’s name; the restore brings it back with its id, dates and versions', async () => {
    const added = (await call('POST', '/faq/add', { question: 'Can I undo?', answer: 'Yes', row: 1 })).body.data as {
      _id: string;
    };
    const stored = () => server.db.selectFrom('faqs').selectAll().where('id', '=', added._id).executeTakeFirst();
    const before = await stored();
    const deleted = await call('DELETE', `/faq/delete/${added._id}`);
    expect(deleted.status).toBe(200);
    expect(decodeURIComponent(String(deleted.headers['undo-label']))).toBe('Can I undo?');
    const token = String(deleted.headers['undo-token']);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect((await faqs()).some((faq) => faq._id === added._id)).toBe(false);

    const restored = await call('POST', `/deleted/${token}/restore`);
    expect(restored).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Restored Can I undo?',
        data: { kind: 'faqs', recordId: added._id, label: 'Can I undo?' },
      },
    });
    expect((await faqs()).find((faq) => faq._id === added._id)).toMatchObject({
      question: 'Can I undo?',
      answer: 'Yes',
    });
    // The whole row as it was: every column, its dates too.
    expect(await stored()).toEqual(before);
    // Its history came back with it, the restore a version of its own; the activity log says so.
    expect((await versionsOf(added._id)).map((version) => version.action)).toEqual(['create', 'create']);
    // A token is used once.
    expect(await call('POST', `/deleted/${token}/restore`)).toMatchObject({
      status: 404,
      body: { message: 'This delete can no longer be undone' },
    });
  });

  it('keeps a deleted record’s files until the time is over, so the restored record shows them', async () => {
    const added = await sendForm('POST', '/companies/add', {
      name: 'Undo Co',
      row: '1',
      logo: new File([LOGO], 'logo.svg', { type: 'image/svg+xml' }),
    });
    expect(added.status).toBe(201);
    const logo = added.body.data.url as string;
    const deleted = await call('DELETE', `/companies/${added.body.data._id}`);
    expect(storedFile(logo)).toBe(true);
    expect((await call('POST', `/deleted/${deleted.headers['undo-token']}/restore`)).status).toBe(200);
    const companies = (await call('GET', '/companies')).body.data.data as Array<{ _id: string; url: string }>;
    expect(companies.find((company) => company._id === added.body.data._id)?.url).toBe(logo);
    expect(storedFile(logo)).toBe(true);
  });

  it('a restore that would clash with a newer record of the same name answers 409 with a message and changes nothing', async () => {
    const first = (await call('POST', '/guides/add', { title: 'Undo terms', content: '<p>Old</p>' })).body.data as {
      _id: string;
    };
    const token = String((await call('DELETE', `/guides/delete/${first._id}`)).headers['undo-token']);
    expect((await call('POST', '/guides/add', { title: 'Undo terms', content: '<p>New</p>' })).status).toBe(201);
    const clash = await call('POST', `/deleted/${token}/restore`);
    expect(clash).toEqual({
      status: 409,
      headers: expect.anything(),
      body: {
        success: false,
        message:
          '"Undo terms" cannot be restored: another record now has the same name. Rename or delete that one first.',
      },
    });
    // Still kept: deleting the newer one lets the restore through.
    expect(
      await server.db.selectFrom('deleted_records').select('id').where('id', '=', token).executeTakeFirst(),
    ).toBeDefined();
  });

  it('after the undo time the record is gone for good: the restore answers 404, the purge removes its files', async () => {
    const added = await sendForm('POST', '/companies/add', {
      name: 'Gone Co',
      row: '1',
      logo: new File([LOGO], 'logo.svg', { type: 'image/svg+xml' }),
    });
    const id = added.body.data._id as string;
    const logo = added.body.data.url as string;
    const token = String((await call('DELETE', `/companies/${id}`)).headers['undo-token']);
    await new Promise((resolve) => setTimeout(resolve, UNDO_SECONDS * 1000 + 200));
    expect(await call('POST', `/deleted/${token}/restore`)).toMatchObject({
      status: 404,
      body: { success: false, message: 'This delete can no longer be undone' },
    });
    // The purge job sent with the delete runs once the time is over (run here too, not to wait for its poll).
    await purgeDeletedRecords(server.db, server.storage, UNDO_SECONDS);
    expect(
      await server.db.selectFrom('deleted_records').select('id').where('id', '=', token).executeTakeFirst(),
    ).toBeUndefined();
    await expect.poll(() => storedFile(logo), { timeout: 5000 }).toBe(false);
    expect((await call('GET', `/revisions?kind=companies&id=${id}`)).body.data).toEqual([]);
  });

  it('people’s records are deleted at once (no Undo); a malformed token is 400; undo needs content:write', async () => {
    const superAdmin = await server.signIn('superAdmin');
    const user = await call(
      'POST',
      '/admin/signup',
      {
        FName: 'Undo',
        LName: 'Person',
        email: 'undo.person@example.com',
        password: 'Another-password-123!',
        role: 'editor',
      },
      superAdmin,
    );
    expect(user.status).toBe(201);
    const deleted = await call('DELETE', `/admin/delete/${user.body.data._id}`, undefined, superAdmin);
    expect(deleted.status).toBe(200);
    expect(deleted.headers['undo-token']).toBeUndefined();
    expect((await call('POST', '/deleted/not-a-token/restore')).status).toBe(400);
    const faq = (await call('POST', '/faq/add', { question: 'Viewer undo?', answer: 'No', row: 1 })).body.data as {
      _id: string;
    };
    const token = String((await call('DELETE', `/faq/delete/${faq._id}`)).headers['undo-token']);
    const viewer = await server.signIn('viewer');
    expect((await call('POST', `/deleted/${token}/restore`, undefined, viewer)).status).toBe(403);
  });
});
