import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../packages/server/src/app';
import { openDatabase, type LoggedQuery, type OpenedDatabase } from '../../packages/server/src/database';
import { createTestServer, sessionCookieOf, TEST_DB, TEST_PASSWORD, type TestServer } from './helpers';

/**
 * The session check answers from memory (auth/session-cache.ts) and every change that ends or alters a session
 * reaches every process at once (migration 985's notifications). On PostgreSQL the second server has a database
 * connection pool and a listener of its own, as another process would; on PGlite it shares the one database.
 */
describe('the session check kept in memory', () => {
  let server: TestServer;
  let otherDatabase: OpenedDatabase | null = null;
  let other: FastifyInstance;
  const statements: LoggedQuery[] = [];

  beforeAll(async () => {
    server = await createTestServer({ onQuery: (query) => statements.push(query) });
    let db = server.db;
    if (TEST_DB === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
      otherDatabase = await openDatabase({ url: server.databaseUrl, schema: rows[0].schema, migrate: false });
      db = otherDatabase.db;
    }
    other = await buildApp({ db, storage: server.storage, config: server.config });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await server?.close();
  });

  const signIn = async (email: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response.headers['set-cookie']);
  };
  const get = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } });
  /** Until both servers listen (they start listening in the background) a request asks the database. */
  const warm = async (cookie: string) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      statements.length = 0;
      expect((await get(server.app, cookie)).statusCode).toBe(200);
      if (!statements.some((query) => /"sessions"/.test(query.sql))) return;
      await new Promise((done) => setTimeout(done, 20));
    }
    throw new Error('The session was never answered from memory');
  };

  it('answers a known session without asking the database', async () => {
    const cookie = await signIn((await server.createAdmin('viewer')).email);
    await warm(cookie);
    statements.length = 0;
    const answer = await get(server.app, cookie);
    expect(answer.statusCode).toBe(200);
    expect(statements.filter((query) => /"sessions"/.test(query.sql))).toEqual([]);
  });

  it('with SESSION_CACHE=off asks the database on every request', async () => {
    const uncached = await buildApp({
      db: server.db,
      storage: server.storage,
      config: { ...server.config, sessionCache: false },
    });
    try {
      const cookie = await signIn((await server.createAdmin('viewer')).email);
      for (let round = 0; round < 3; round += 1) {
        statements.length = 0;
        expect((await get(uncached, cookie)).statusCode).toBe(200);
        expect(statements.some((query) => /"sessions"/.test(query.sql))).toBe(true);
      }
    } finally {
      await uncached.close();
    }
  });

  it('a sign-out in one process is refused by every process at once, every time', async () => {
    const { email } = await server.createAdmin('editor');
    for (let round = 0; round < 10; round += 1) {
      const cookie = await signIn(email);
      await warm(cookie);
      expect((await get(other, cookie)).statusCode).toBe(200);
      expect((await get(other, cookie)).statusCode).toBe(200);
      const signOut = await other.inject({
        method: 'POST',
        url: '/api/admin/signout',
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(signOut.statusCode).toBe(200);
      expect((await get(server.app, cookie)).statusCode).toBe(401);
      expect((await get(other, cookie)).statusCode).toBe(401);
    }
  });

  // Written in the database directly (not through a request, which answers only once its process has applied it):
  // each process applies it when the notification arrives, within milliseconds.
  it('a session deleted or aged in the database, or a role changed there, takes effect in every process as the notification arrives', async () => {
    const status = (app: FastifyInstance, cookie: string) =>
      expect.poll(async () => (await get(app, cookie)).statusCode, { timeout: 1000, interval: 5 });
    const admin = await server.createAdmin('admin');
    let cookie = await signIn(admin.email);
    await warm(cookie);
    expect((await get(other, cookie)).statusCode).toBe(200);
    await sql`delete from sessions where admin_id = ${admin.id}`.execute(server.db);
    await status(server.app, cookie).toBe(401);
    await status(other, cookie).toBe(401);

    cookie = await signIn(admin.email);
    await warm(cookie);
    expect((await get(other, cookie)).statusCode).toBe(200);
    await sql`update sessions set last_seen = now() - interval '13 hours' where admin_id = ${admin.id}`.execute(
      server.db,
    );
    await status(server.app, cookie).toBe(401);
    await status(other, cookie).toBe(401);

    cookie = await signIn(admin.email);
    await warm(cookie);
    expect((await get(other, cookie)).statusCode).toBe(200);
    await sql`update admins set role = 'viewer' where id = ${admin.id}`.execute(server.db);
    for (const app of [server.app, other]) {
      await expect
        .poll(async () => (await get(app, cookie)).json().data.role, { timeout: 1000, interval: 5 })
        .toBe('viewer');
    }
  });
});
