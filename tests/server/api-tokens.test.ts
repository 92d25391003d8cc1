import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../packages/server/src/app';
import { openDatabase, type OpenedDatabase } from '../../packages/server/src/database';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import { createTestServer, TEST_DB, TEST_PASSWORD, sessionCookieOf, type TestServer } from './helpers';
import { probeModule } from './probe-module';

const PERMISSION_ROUTES = ['read', 'content-write', 'data-manage', 'users-manage', 'tokens-manage'];
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
const faq = (question: string) => ({ question, answer: 'An answer.', row: 1 });

describe('API tokens', () => {
  let server: TestServer;
  let superCookie: string;
  let superId: string;

  beforeAll(async () => {
    server = await createTestServer({ extraModules: [probeModule] });
    const { id, email } = await server.createAdmin('superAdmin');
    superId = id;
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    superCookie = sessionCookieOf(signedIn.headers['set-cookie']);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Creates a token through the API with a session (as the app does). */
  async function createToken(body: Record<string, unknown>, cookie = superCookie) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { expiresAt: inDays(30), ...body },
    });
    return response;
  }
  async function tokenOf(body: Record<string, unknown>, cookie = superCookie): Promise<{ token: string; id: string }> {
    const response = await createToken(body, cookie);
    expect(response.statusCode, response.body).toBe(201);
    return { token: response.json().data.token, id: response.json().data._id };
  }
  /** A request as a script sends it: the token, no cookie, no Origin or Sec-Fetch-Site. */
  const withToken = (
    token: string,
    options: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> },
  ) =>
    server.rawInject({
      method: (options.method ?? 'GET') as 'GET',
      url: options.url,
      payload: options.payload as never,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
    });

  it('answers the secret once, starting with bo_, and keeps only its SHA-256', async () => {
    const response = await createToken({ name: 'Stored hashed', scopes: ['read'] });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created.token).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Stored hashed',
      role: null,
      scopes: ['read'],
      permissions: ['read'],
      lastUsedAt: null,
      expired: false,
      prefix: created.token.slice(0, 10),
    });
    const row = await server.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await server.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: superCookie } });
    expect(listed.body).not.toContain(created.token);
    expect(listed.json().data.find((token: { _id: string }) => token._id === created._id)).not.toHaveProperty('token');
  });

  it('reads and writes with Authorization: Bearer, never sets a cookie, and shows the last use', async () => {
    const { token, id } = await tokenOf({ name: 'Script', scopes: ['content'] });
    const read = await withToken(token, { url: '/api/faq' });
    expect(read.statusCode).toBe(200);
    const write = await withToken(token, { method: 'POST', url: '/api/faq/add', payload: faq('Written by a script') });
    expect(write.statusCode, write.body).toBe(201);
    for (const response of [read, write]) expect(response.headers['set-cookie']).toBeUndefined();
    expect(await server.db.selectFrom('sessions').select('id').where('admin_id', '=', superId).execute()).toHaveLength(
      1,
    );
    const listed = (
      await server.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: superCookie } })
    ).json().data;
    expect(new Date(listed.find((entry: { _id: string }) => entry._id === id).lastUsedAt).getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    // What the token holds, as the profile answers it to a script.
    const profile = await withToken(token, { url: '/api/admin/profile' });
    expect(profile.json().data.permissions).toEqual(['read', 'content:write', 'content:publish']);
  });

  it('allows what its role or scopes allow, per kind of route, and refuses the rest', async () => {
    const grants: Array<[Record<string, unknown>, string[]]> = [
      [{ scopes: ['read'] }, ['read']],
      [{ scopes: ['content'] }, ['read', 'content-write']],
      [{ scopes: ['collected-data'] }, ['read', 'data-manage']],
      [{ scopes: ['content', 'collected-data'] }, ['read', 'content-write', 'data-manage']],
      [{ role: 'viewer' }, ['read']],
      [{ role: 'editor' }, ['read', 'content-write']],
      [{ role: 'admin' }, ['read', 'content-write', 'data-manage']],
      [{ role: 'superAdmin' }, ['read', 'content-write', 'data-manage', 'users-manage']],
    ];
    for (const [index, [grant, allowed]] of grants.entries()) {
      const { token } = await tokenOf({ name: `Grant ${index}`, ...grant });
      for (const permission of PERMISSION_ROUTES) {
        const response = await withToken(token, { method: 'POST', url: `/api/probe/needs/${permission}` });
        expect({ grant, permission, status: response.statusCode }).toEqual({
          grant,
          permission,
          status: allowed.includes(permission) ? 200 : 403,
        });
      }
    }
    // The real routes of each kind, with a read-only token: reads pass, every write is refused before its body is read.
    const { token } = await tokenOf({ name: 'Read only', scopes: ['read'] });
    expect((await withToken(token, { url: '/api/getAllCountries' })).statusCode).toBe(200);
    const refused = await withToken(token, { method: 'POST', url: '/api/faq/add', payload: faq('Not allowed') });
    expect(refused.json()).toEqual({
      success: false,
      message: 'This API token cannot do this (its role or scopes do not allow it)',
    });
    expect((await withToken(token, { url: '/api/activity' })).statusCode).toBe(403);
    const { token: data } = await tokenOf({ name: 'Data', scopes: ['collected-data'] });
    expect((await withToken(data, { url: '/api/activity' })).statusCode).toBe(200);
    expect(
      (await withToken(data, { method: 'POST', url: '/api/faq/add', payload: faq('Not content') })).statusCode,
    ).toBe(403);
    // Not even a super admin's token manages tokens (a leaked one must not mint more).
    const { token: everything } = await tokenOf({ name: 'Everything', role: 'superAdmin' });
    const minted = await withToken(everything, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Minted', role: 'viewer', expiresAt: inDays(1) },
    });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().message).toBe('API tokens cannot manage API tokens: sign in to the app to do this');
  });

  it('records every write under the token’s name, with its owner and id', async () => {
    const { token, id } = await tokenOf({ name: 'Nightly import', scopes: ['content'] });
    const created = await withToken(token, {
      method: 'POST',
      url: '/api/faq/add',
      payload: faq('From the nightly import'),
    });
    const faqId = created.json().data._id;
    const removed = await withToken(token, { method: 'DELETE', url: `/api/faq/delete/${faqId}` });
    expect(removed.statusCode).toBe(200);
    const history = (
      await server.app.inject({
        method: 'GET',
        url: `/api/activity/history/faqs/${faqId}`,
        headers: { cookie: superCookie },
      })
    ).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
    for (const entry of history) {
      expect(entry).toMatchObject({
        adminId: superId,
        adminName: 'Nightly import (API token)',
        adminRole: 'admin',
        details: { apiToken: { id, name: 'Nightly import' } },
      });
    }
    // Creating and revoking a token are in the log too, under the admin who did it.
    const log = (
      await server.app.inject({
        method: 'GET',
        url: '/api/activity?group=api-tokens',
        headers: { cookie: superCookie },
      })
    ).json().data.data;
    expect(
      log.some(
        (entry: { action: string; label: string; adminName: string }) =>
          entry.action === 'create' && entry.label === 'Nightly import' && entry.adminName === 'Test superAdmin',
      ),
    ).toBe(true);
  });

  it('is exempt from the cross-site check (not ambient), and is the only credential when sent', async () => {
    const { token } = await tokenOf({ name: 'Cross-site', scopes: ['content'] });
    const fromAnywhere = await withToken(token, {
      method: 'POST',
      url: '/api/faq/add',
      payload: faq('Bearer from elsewhere'),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromAnywhere.statusCode).toBe(201);
    // The same from that origin with the cookie is refused, as before.
    const withCookie = await server.rawInject({
      method: 'POST',
      url: '/api/faq/add',
      payload: faq('Cookie from elsewhere'),
      headers: { cookie: superCookie, origin: 'https://evil.example' },
    });
    expect(withCookie.statusCode).toBe(403);
    // A bad token with a good cookie is refused: the cookie is not a fallback that would skip the origin check.
    const badToken = await server.rawInject({
      method: 'POST',
      url: '/api/faq/add',
      payload: faq('Bad token'),
      headers: { cookie: superCookie, authorization: 'Bearer bo_nope', origin: 'https://evil.example' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(badToken.json()).toEqual({
      success: false,
      message: 'This API token is not valid (it was revoked, or never issued)',
    });
    // Public routes need no credential and keep their own checks: a token does not lift the origin check of sign-in.
    const signInElsewhere = await server.rawInject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email: 'x@example.com', password: 'x' },
      headers: { authorization: `Bearer ${token}`, cookie: superCookie, origin: 'https://evil.example' },
    });
    expect(signInElsewhere.statusCode).toBe(403);
    // Another scheme (a proxy's Basic auth in front of the app) is not a token: the cookie counts, with its checks.
    const basic = await server.app.inject({
      method: 'GET',
      url: '/api/tokens',
      headers: { cookie: superCookie, authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(200);
  });

  it('stops working once expired, and refuses expiries in the past or more than 366 days ahead', async () => {
    const { token, id } = await tokenOf({ name: 'Short-lived', scopes: ['read'] });
    expect((await withToken(token, { url: '/api/faq' })).statusCode).toBe(200);
    await server.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const expired = await withToken(token, { url: '/api/faq' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API token has expired');
    const listed = (
      await server.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: superCookie } })
    ).json().data;
    expect(listed.find((entry: { _id: string }) => entry._id === id).expired).toBe(true);

    const past = await createToken({ name: 'Past', scopes: ['read'], expiresAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('expiresAt must be in the future');
    const far = await createToken({ name: 'Far', scopes: ['read'], expiresAt: inDays(400) });
    expect(far.json().message).toBe('expiresAt must be at most 366 days ahead');
    expect((await createToken({ name: 'Not a date', scopes: ['read'], expiresAt: 'soon' })).statusCode).toBe(400);
  });

  it('refuses unclear grants and a second token of the same name', async () => {
    expect((await createToken({ name: 'Both', role: 'viewer', scopes: ['read'] })).json().message).toBe(
      'Give the token either a role or scopes (not both)',
    );
    expect((await createToken({ name: 'Neither' })).statusCode).toBe(400);
    expect((await createToken({ name: 'Bad scope', scopes: ['everything'] })).statusCode).toBe(400);
    expect((await createToken({ name: '   ', scopes: ['read'] })).statusCode).toBe(400);
    await tokenOf({ name: 'Deploy', scopes: ['read'] });
    const again = await createToken({ name: 'deploy', scopes: ['read'] });
    expect(again.statusCode).toBe(409);
  });

  it('is revoked at once, and a token goes with its owner or follows a lowered role', async () => {
    const { token, id } = await tokenOf({ name: 'To revoke', scopes: ['read'] });
    expect((await withToken(token, { url: '/api/faq' })).statusCode).toBe(200);
    const revoked = await server.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${id}`,
      headers: { cookie: superCookie },
    });
    expect(revoked.json()).toEqual({ success: true, message: 'API token revoked' });
    expect((await withToken(token, { url: '/api/faq' })).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: { cookie: superCookie } }))
        .statusCode,
    ).toBe(404);

    const editor = await server.createAdmin('editor');
    const { token: editorsToken } = await tokenOf({ name: 'Editor’s', role: 'editor', ownerId: editor.id });
    expect((await withToken(editorsToken, { method: 'POST', url: '/api/probe/needs/content-write' })).statusCode).toBe(
      200,
    );
    await server.db.updateTable('admins').set({ role: 'viewer' }).where('id', '=', editor.id).execute();
    expect((await withToken(editorsToken, { method: 'POST', url: '/api/probe/needs/content-write' })).statusCode).toBe(
      403,
    );
    await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete/${editor.id}`,
      headers: { cookie: superCookie },
    });
    expect((await withToken(editorsToken, { url: '/api/faq' })).statusCode).toBe(401);
  });

  it('lets admins manage their own tokens within their role only; editors and viewers none', async () => {
    const admin = await server.createAdmin('admin');
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    const adminCookie = sessionCookieOf(signedIn.headers['set-cookie']);
    const { id: own } = await tokenOf({ name: 'Admin’s own', scopes: ['content', 'collected-data'] }, adminCookie);
    await tokenOf({ name: 'Admin role', role: 'admin' }, adminCookie);
    const above = await createToken({ name: 'Above', role: 'superAdmin' }, adminCookie);
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe('A token cannot do more than your role (admin) allows');
    const forOthers = await createToken({ name: 'For someone else', scopes: ['read'], ownerId: superId }, adminCookie);
    expect(forOthers.statusCode).toBe(403);
    const listed = (
      await server.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: adminCookie } })
    ).json().data;
    expect(listed.map((token: { owner: { _id: string } }) => token.owner._id)).toEqual([admin.id, admin.id]);
    // A super admin's token is not the admin's to revoke (nor to know of); their own is.
    const supers = (
      await server.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: superCookie } })
    ).json().data;
    const someoneElses = supers.find((token: { owner: { _id: string } }) => token.owner._id === superId)._id;
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/api/tokens/${someoneElses}`,
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/tokens/${own}`, headers: { cookie: adminCookie } }))
        .statusCode,
    ).toBe(200);
    // A super admin gives someone a token within that person's role only.
    const viewer = await server.createAdmin('viewer');
    const beyond = await createToken({ name: 'Beyond', scopes: ['content'], ownerId: viewer.id });
    expect(beyond.json().message).toBe("A token cannot do more than its owner's role (viewer) allows");
    expect((await createToken({ name: 'Viewer’s', scopes: ['read'], ownerId: viewer.id })).statusCode).toBe(201);
    for (const role of ['editor', 'viewer'] as const) {
      const cookie = await server.signIn(role);
      expect((await server.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).statusCode).toBe(
        403,
      );
      expect((await createToken({ name: 'Mine', scopes: ['read'] }, cookie)).statusCode).toBe(403);
    }
  });

  it.runIf(TEST_DB === 'postgres')(
    'is refused by a second server on the same PostgreSQL right after revocation there',
    async () => {
      const [{ schema }] = (await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db)).rows;
      let second: FastifyInstance | null = null;
      let database: OpenedDatabase | null = null;
      try {
        database = await openDatabase({ url: server.databaseUrl, schema });
        second = await buildApp({
          db: database.db,
          storage: new LocalDiskStorage(server.dataDir),
          config: server.config,
        });
        await second.ready();
        const { token, id } = await tokenOf({ name: 'Two servers', scopes: ['content'] });
        const bearer = { authorization: `Bearer ${token}` };
        expect((await second.inject({ method: 'GET', url: '/api/faq', headers: bearer })).statusCode).toBe(200);
        expect((await server.rawInject({ method: 'GET', url: '/api/faq', headers: bearer })).statusCode).toBe(200);
        await server.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: { cookie: superCookie } });
        const refused = await second.inject({
          method: 'POST',
          url: '/api/faq/add',
          headers: bearer,
          payload: faq('After revocation'),
        });
        expect(refused.statusCode).toBe(401);
      } finally {
        await second?.close();
        await database?.close();
      }
    },
  );
});
