import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../packages/server/src/http/version-check';
import { TEST_PASSWORD, createTestServer, sessionCookieOf, type TestServer } from './helpers';

/**
 * Revisions (issue 33 item 3) and presence (item 4): every saved version of a content record is kept, up to
 * REVISIONS_LIMIT per record; a restore is a save of old values through the kind's own route (a new version,
 * 409 when stale); who has a record open is seen by other admins, lapses without heartbeats, and is taken
 * over only on purpose.
 */
let server: TestServer;
let cookie: string;
let otherCookie: string;
const LIMIT = 4;
beforeAll(async () => {
  server = await createTestServer({ config: { revisionsLimit: LIMIT, presenceExpirySeconds: 1 } });
  cookie = await server.signIn('editor');
  otherCookie = await server.signIn('admin');
}, 120_000);
afterAll(async () => server?.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = cookie) {
  const response = await server.app.inject({ method, url, payload: payload as never, headers: { cookie: as } });
  return { status: response.statusCode, body: response.json() };
}

async function addFaq(question: string) {
  const added = await call('POST', '/api/faq/add', { question, answer: 'First answer', row: 1 });
  expect(added.status).toBe(201);
  return added.body.data as { _id: string; question: string; answer: string; updatedAt: string };
}

const versionsOf = async (id: string) =>
  (await call('GET', `/api/revisions?kind=faqs&id=${id}`)).body.data as Array<{
    _id: string;
    version: number;
    action: string;
    adminName: string;
    restoredFrom: number | null;
  }>;

describe('revisions', () => {
  it('keeps each saved version with who saved it, none for a save that changed nothing, and prunes beyond the limit', async () => {
    let faq = await addFaq('Versions?');
    for (const answer of ['Second', 'Third', 'Third', 'Fourth', 'Fifth']) {
      faq = (await call('PUT', `/api/faq/edit/${faq._id}`, { answer, updatedAt: faq.updatedAt })).body.data;
    }
    const versions = await versionsOf(faq._id);
    // Six saves, one without a change: versions 1 to 5, the oldest pruned at the limit of 4.
    expect(versions.map((version) => version.version)).toEqual([5, 4, 3, 2]);
    expect(versions[0]).toMatchObject({ action: 'update', adminName: 'Test editor', restoredFrom: null });
    const oldest = await call('GET', `/api/revisions/${versions[3]._id}`);
    expect(oldest.body.data.data).toMatchObject({ question: 'Versions?', answer: 'Second', row: 1 });
    expect(oldest.body.data.data).not.toHaveProperty('updatedAt');
  });

  it('a restore saves the old values through the update route as a new version that says which it restored; stale → 409', async () => {
    const faq = await addFaq('Restore me?');
    const changed = (
      await call('PUT', `/api/faq/edit/${faq._id}`, { answer: 'Changed answer', updatedAt: faq.updatedAt })
    ).body.data;
    const [, first] = await versionsOf(faq._id);
    const old = (await call('GET', `/api/revisions/${first._id}`)).body.data.data as {
      question: string;
      answer: string;
      row: number;
    };

    // Based on the version before the change: someone changed it since → 409, nothing restored.
    const stale = await call('PUT', `/api/faq/edit/${faq._id}`, {
      question: old.question,
      answer: old.answer,
      row: old.row,
      updatedAt: faq.updatedAt,
    });
    expect(stale).toEqual({ status: 409, body: { success: false, message: STALE_VERSION_MESSAGE } });

    const restored = await call('PUT', `/api/faq/edit/${faq._id}`, {
      question: old.question,
      answer: old.answer,
      row: old.row,
      updatedAt: changed.updatedAt,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.answer).toBe('First answer');
    const versions = await versionsOf(faq._id);
    expect(versions.map((version) => [version.version, version.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    // Logged as any save is.
    const history = (await call('GET', `/api/activity/history/faqs/${faq._id}`)).body.data as Array<{
      action: string;
      changes: Array<{ field: string; after: unknown }>;
    }>;
    expect(history[0]).toMatchObject({ action: 'update', changes: [{ field: 'answer', after: 'First answer' }] });
  });

  it('a record saved before revisions existed gets its previous state as a baseline; a deleted record keeps none', async () => {
    const faq = await addFaq('Older?');
    await server.db.deleteFrom('revisions').where('record_id', '=', faq._id).execute();
    await call('PUT', `/api/faq/edit/${faq._id}`, { answer: 'Newer', updatedAt: faq.updatedAt });
    expect((await versionsOf(faq._id)).map((version) => [version.version, version.action])).toEqual([
      [2, 'update'],
      [1, 'baseline'],
    ]);
    await server.app.inject({ method: 'DELETE', url: `/api/faq/delete/${faq._id}`, headers: { cookie } });
    expect(await versionsOf(faq._id)).toEqual([]);
  });

  it('answers 400 for a kind that keeps no revisions and 401 without a session', async () => {
    expect((await call('GET', '/api/revisions?kind=admins&id=0b0b0b0b-0000-4000-8000-000000000000')).status).toBe(400);
    expect((await call('GET', '/api/revisions?kind=faqs')).status).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/revisions?kind=faqs&id=1' })).statusCode).toBe(401);
    expect((await call('GET', '/api/revisions/0b0b0b0b-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('presence', () => {
  const body = (editorId: string, extra: Record<string, unknown> = {}) => ({
    kind: 'faqs',
    id: '11111111-2222-4333-8444-555555555555',
    editorId,
    ...extra,
  });

  it('the first editor holds the lock; another admin sees who; it lapses without heartbeats', async () => {
    const mine = await call('POST', '/api/presence', body('editor-one'));
    expect(mine.body.data).toMatchObject({ mine: true, lost: false, holder: { adminName: 'Test editor' } });
    const other = await call('POST', '/api/presence', body('editor-two'), otherCookie);
    expect(other.body.data).toMatchObject({ mine: false, lost: false, holder: { adminName: 'Test editor' } });
    // No heartbeat for longer than PRESENCE_EXPIRY_SECONDS (1 s here): the next editor takes it.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await call('POST', '/api/presence', body('editor-two'), otherCookie)).body.data).toMatchObject({
      mine: true,
      holder: { adminName: 'Test admin' },
    });
    expect((await call('POST', '/api/presence', body('editor-one'))).body.data).toMatchObject({
      mine: false,
      lost: false,
      holder: { adminName: 'Test admin' },
    });
    await call('POST', '/api/presence/leave', body('editor-two'), otherCookie);
  });

  it('taking over is explicit and the editor who lost the lock is told so', async () => {
    const one = body('editor-three', { id: '21111111-2222-4333-8444-555555555555' });
    const two = body('editor-four', { id: one.id });
    expect((await call('POST', '/api/presence', one)).body.data.mine).toBe(true);
    expect((await call('POST', '/api/presence', two, otherCookie)).body.data.mine).toBe(false);
    expect((await call('POST', '/api/presence', { ...two, takeOver: true }, otherCookie)).body.data).toMatchObject({
      mine: true,
      holder: { adminName: 'Test admin' },
    });
    expect((await call('POST', '/api/presence', one)).body.data).toMatchObject({
      mine: false,
      lost: true,
      holder: { adminName: 'Test admin' },
    });
    // Told once; it does not take the lock back by itself.
    expect((await call('POST', '/api/presence', one)).body.data).toMatchObject({ mine: false, lost: false });
  });

  it("the same admin's other tab or session is told the lock is theirs, another admin is not", async () => {
    const id = '41111111-2222-4333-8444-555555555555';
    // One admin signed in twice (two browsers), and another admin.
    const { email } = await server.createAdmin('editor');
    const signIn = async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return sessionCookieOf(response.headers['set-cookie']);
    };
    const firstSession = await signIn();
    const secondSession = await signIn();
    expect(secondSession).not.toBe(firstSession);
    const firstTab = body('editor-tab-one', { id });
    expect((await call('POST', '/api/presence', firstTab, firstSession)).body.data).toMatchObject({
      mine: true,
      holder: { adminName: 'Test editor', sameAdmin: true },
    });
    // A second tab of the same session, and a tab of the second session.
    expect((await call('POST', '/api/presence', body('editor-tab-two', { id }), firstSession)).body.data).toMatchObject(
      { mine: false, lost: false, holder: { adminName: 'Test editor', sameAdmin: true } },
    );
    expect(
      (await call('POST', '/api/presence', body('editor-tab-three', { id }), secondSession)).body.data,
    ).toMatchObject({ mine: false, holder: { sameAdmin: true } });
    expect((await call('POST', '/api/presence', body('editor-tab-four', { id }), otherCookie)).body.data).toMatchObject(
      { mine: false, holder: { adminName: 'Test editor', sameAdmin: false } },
    );
    // Taken over by the same admin's other tab: the first tab is told it was them.
    await call('POST', '/api/presence', body('editor-tab-two', { id, takeOver: true }), firstSession);
    expect((await call('POST', '/api/presence', firstTab, firstSession)).body.data).toMatchObject({
      mine: false,
      lost: true,
      holder: { sameAdmin: true },
    });
    // Taken over by another admin: the tab is told it was someone else.
    await call('POST', '/api/presence', body('editor-tab-four', { id, takeOver: true }), otherCookie);
    expect((await call('POST', '/api/presence', body('editor-tab-two', { id }), firstSession)).body.data).toMatchObject(
      { mine: false, lost: true, holder: { adminName: 'Test admin', sameAdmin: false } },
    );
    await call('POST', '/api/presence/leave', body('editor-tab-four', { id }), otherCookie);
  });

  it('leaving lets go of the lock at once; a viewer role may not hold one; bad input is a 400', async () => {
    const three = body('editor-five', { id: '31111111-2222-4333-8444-555555555555' });
    await call('POST', '/api/presence', three);
    await call('POST', '/api/presence/leave', three);
    expect(
      (await call('POST', '/api/presence', { ...three, editorId: 'editor-six' }, otherCookie)).body.data.mine,
    ).toBe(true);
    const viewer = await server.signIn('viewer');
    expect((await call('POST', '/api/presence', body('editor-seven'), viewer)).status).toBe(403);
    expect((await call('POST', '/api/presence', { kind: 'faqs', id: 'x', editorId: 'a' })).status).toBe(400);
    expect((await call('POST', '/api/presence', { ...body('editor-eight'), kind: 'admins' })).status).toBe(400);
  });
});
