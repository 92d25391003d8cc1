import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../packages/server/src/auth/sessions';
import { createTestServer, multipartBody, TEST_PASSWORD, type TestServer } from './helpers';
import { signInWith } from './support/sign-in';

const WRONG = { success: false, message: 'Your current password is not correct', field: 'currentPassword' };

describe('own password and e-mail changes need the current password', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (email: string, password = TEST_PASSWORD) => signInWith(server, email, password);
  const profileForm = async (cookie: string, id: string, fields: Record<string, string>) => {
    const body = multipartBody(fields);
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/update/${id}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const profile = (cookie: string) =>
    server.app
      .inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } })
      .then((response) => response.statusCode);

  it('refuses a new own password without the current one, or with a wrong one, and keeps the old password', async () => {
    const { id, email } = await server.createAdmin('viewer');
    const cookie = (await signIn(email))!;
    for (const extra of [{}, { currentPassword: '' }, { currentPassword: 'not-my-password' }] as Array<
      Record<string, string>
    >) {
      const answer = await profileForm(cookie, id, {
        FName: 'A',
        LName: 'B',
        email,
        password: 'Brand-new-pass-3',
        ...extra,
      });
      expect(answer).toEqual({ status: 400, body: WRONG });
    }
    expect(await signIn(email, 'Brand-new-pass-3')).toBeNull();
    expect(await signIn(email)).not.toBeNull();
  });

  it('changes the own password with the current one: this session stays, the others end', async () => {
    const { id, email } = await server.createAdmin('editor');
    const here = (await signIn(email))!;
    const elsewhere = (await signIn(email))!;
    const changed = await profileForm(here, id, {
      FName: 'A',
      LName: 'B',
      email,
      password: 'Brand-new-pass-3',
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await profile(here)).toBe(200);
    expect(await profile(elsewhere)).toBe(401);
    expect(await signIn(email, 'Brand-new-pass-3')).not.toBeNull();
  });

  it('refuses an own e-mail change without the current password (JSON too); accepts it with; names need none', async () => {
    const { id, email } = await server.createAdmin('superAdmin');
    const cookie = (await signIn(email))!;
    const json = (payload: object) =>
      server.app.inject({ method: 'PUT', url: `/api/admin/update/${id}`, headers: { cookie }, payload });
    const refused = await json({ FName: 'A', LName: 'B', email: 'taken-over@example.com' });
    expect([refused.statusCode, refused.json()]).toEqual([400, WRONG]);
    expect((await profileForm(cookie, id, { FName: 'A', LName: 'B', email: 'taken-over@example.com' })).body).toEqual(
      WRONG,
    );
    // The same address in another case is no change.
    expect((await json({ FName: 'Renamed', LName: 'B', email: email.toUpperCase() })).statusCode).toBe(200);
    const moved = await json({ FName: 'A', LName: 'B', email: 'moved@example.com', currentPassword: TEST_PASSWORD });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.email).toBe('moved@example.com');
  });

  it('lets a super admin set someone else’s password without their current one', async () => {
    const cookie = await server.signIn('superAdmin');
    const other = await server.createAdmin('viewer');
    const answer = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/update/${other.id}`,
      headers: { cookie },
      payload: { FName: 'O', LName: 'P', email: other.email, password: 'Set-by-admin-4' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await signIn(other.email, 'Set-by-admin-4')).not.toBeNull();
  });
});

describe('idle sessions end', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ config: { sessionIdleHours: 12 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ends a session unused for SESSION_IDLE_HOURS, within its 7 days; a used one lives on', async () => {
    const idle = await server.signIn('viewer');
    const used = await server.signIn('viewer');
    const lastSeen = (cookie: string, hoursAgo: number) =>
      server.db
        .updateTable('sessions')
        .set({ last_seen: new Date(Date.now() - hoursAgo * 3600_000) })
        .where('id', '=', hashToken(cookie.split('=')[1]))
        .execute();
    await lastSeen(idle, 12.5);
    await lastSeen(used, 11.5);
    const ask = (cookie: string) =>
      server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } });
    const ended = await ask(idle);
    expect([ended.statusCode, ended.json()]).toEqual([401, { success: false, message: 'Please sign in' }]);
    expect((await ask(used)).statusCode).toBe(200);
    // Using it moved last_seen forward: it is good for another 12 hours.
    const row = await server.db
      .selectFrom('sessions')
      .select('last_seen')
      .where('id', '=', hashToken(used.split('=')[1]))
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(row.last_seen).getTime()).toBeLessThan(60_000);
  });
});
