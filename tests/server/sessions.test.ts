import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app';
import { createTestServer, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('the Sessions screens’ calls', () => {
  let server: TestServer;
  /** A second server on the same database: another process as far as sessions go. */
  let other: FastifyInstance;

  beforeAll(async () => {
    server = await createTestServer();
    other = await buildApp({ db: server.db, storage: server.storage, config: server.config });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const signIn = async (email: string, userAgent: string, ip = '203.0.113.7') => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response.headers['set-cookie']);
  };
  const call = (cookie: string, method: 'GET' | 'DELETE', url: string, app: FastifyInstance = server.app) =>
    app.inject({ method, url, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
  const profileStatus = async (cookie: string, app: FastifyInstance = server.app) =>
    (await call(cookie, 'GET', '/api/admin/profile', app)).statusCode;

  it('lists the own live sessions with device, address, times and this device', async () => {
    const { email } = await server.createAdmin('viewer');
    const laptop = await signIn(email, CHROME, '203.0.113.7');
    await signIn(email, IPHONE, '198.51.100.20');
    const answer = await call(laptop, 'GET', '/api/sessions');
    expect(answer.statusCode).toBe(200);
    const sessions = answer.json().data;
    expect(sessions).toHaveLength(2);
    const here = sessions.find((session: { current: boolean }) => session.current);
    expect(here).toMatchObject({ device: 'Chrome 156 on Linux', ip: '203.0.113.7', userAgent: CHROME, current: true });
    expect(here.id).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(here.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(here.lastSeen).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(sessions.find((session: { current: boolean }) => !session.current)).toMatchObject({
      device: 'Safari 17 on iOS (mobile)',
      ip: '198.51.100.20',
      current: false,
    });
  });

  it('ends one own session at once in every process; another admin’s session id is a 404', async () => {
    const { email } = await server.createAdmin('editor');
    const laptop = await signIn(email, CHROME);
    const phone = await signIn(email, IPHONE);
    expect(await profileStatus(phone, other)).toBe(200);
    const phoneId = (await call(laptop, 'GET', '/api/sessions'))
      .json()
      .data.find((session: { current: boolean }) => !session.current).id;

    const stranger = await server.signIn('superAdmin');
    expect((await call(stranger, 'DELETE', `/api/sessions/${phoneId}`)).statusCode).toBe(404);
    expect(await profileStatus(phone)).toBe(200);

    const ended = await call(laptop, 'DELETE', `/api/sessions/${phoneId}`);
    expect([ended.statusCode, ended.json()]).toEqual([200, { success: true, message: 'Session ended' }]);
    expect(await profileStatus(phone, other)).toBe(401);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop, other)).toBe(200);
    expect((await call(laptop, 'DELETE', `/api/sessions/${phoneId}`)).json()).toEqual({
      success: false,
      message: 'This session has already ended',
    });
  });

  it('ending this device’s own session signs it out and clears the cookie', async () => {
    const { email } = await server.createAdmin('viewer');
    const cookie = await signIn(email, CHROME);
    const id = (await call(cookie, 'GET', '/api/sessions')).json().data[0].id;
    const ended = await call(cookie, 'DELETE', `/api/sessions/${id}`);
    expect(ended.statusCode).toBe(200);
    expect(String(ended.headers['set-cookie'])).toMatch(/bo_session=;/);
    expect(await profileStatus(cookie)).toBe(401);
  });

  it('ends every other session but keeps this one, and logs it', async () => {
    const { id, email } = await server.createAdmin('admin');
    const here = await signIn(email, CHROME);
    const elsewhere = [await signIn(email, IPHONE), await signIn(email, CHROME, '192.0.2.1')];
    const answer = await call(here, 'DELETE', '/api/sessions');
    expect(answer.json()).toEqual({ success: true, message: '2 other sessions ended', data: { ended: 2 } });
    for (const cookie of elsewhere) expect(await profileStatus(cookie, other)).toBe(401);
    expect(await profileStatus(here)).toBe(200);
    const log = await server.db
      .selectFrom('activity')
      .select(['action', 'details'])
      .where('record_id', '=', id)
      .where('action', '=', 'sessions-revoked')
      .execute();
    expect(log).toEqual([expect.objectContaining({ details: expect.objectContaining({ sessions: 2 }) })]);
  });

  it('lets a super admin list and end all of a user’s sessions; others get 403', async () => {
    const { id, email } = await server.createAdmin('editor');
    const cookies = [await signIn(email, CHROME), await signIn(email, IPHONE)];
    const superAdmin = await server.signIn('superAdmin');
    const listed = await call(superAdmin, 'GET', `/api/admin/${id}/sessions`);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.map((session: { device: string; current: boolean }) => [session.device, session.current])
        .sort(),
    ).toEqual([
      ['Chrome 156 on Linux', false],
      ['Safari 17 on iOS (mobile)', false],
    ]);
    const admin = await server.signIn('admin');
    expect((await call(admin, 'GET', `/api/admin/${id}/sessions`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/admin/${id}/sessions`)).statusCode).toBe(403);

    const ended = await call(superAdmin, 'DELETE', `/api/admin/${id}/sessions`);
    expect(ended.json()).toEqual({ success: true, message: '2 sessions ended', data: { ended: 2 } });
    for (const cookie of cookies) expect(await profileStatus(cookie, other)).toBe(401);
    expect(await profileStatus(superAdmin)).toBe(200);
  });

  it('refuses bad ids with a 400 and unknown users with a 404', async () => {
    const superAdmin = await server.signIn('superAdmin');
    const bad = await call(superAdmin, 'DELETE', '/api/sessions/not-a-session');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sessionId/);
    expect((await call(superAdmin, 'GET', '/api/admin/not-a-uuid/sessions')).statusCode).toBe(400);
    const missing = await call(superAdmin, 'GET', '/api/admin/00000000-0000-4000-8000-000000000000/sessions');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'User not found']);
    expect((await server.rawInject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });
});
