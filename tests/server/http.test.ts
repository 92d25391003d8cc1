import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MARKER, createTestServer, type TestServer } from './helpers';
import { probeModule } from './probe-module';

describe('errors, envelope, config.json and the app', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer({ extraModules: [probeModule] });
    cookie = await server.signIn('editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (url: string, body: string | object | undefined, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': contentType }) },
      payload: body as string,
    });

  it('answers 400 with a sentence for malformed JSON, missing fields and wrong types', async () => {
    // A problem with one body field names it (`field`), so the form can show the message on that field.
    const cases: Array<[string | object | undefined, string, string?]> = [
      ['{"name": "x", ', 'The request body is not valid JSON'],
      [{ row: 1 }, 'name is required', 'name'],
      [{ name: 'box' }, 'row is required', 'row'],
      [{ name: 'box', row: 'first' }, 'row must be a number', 'row'],
      [{ name: '', row: 1 }, 'name must not be empty', 'name'],
      [{ name: 'x'.repeat(21), row: 1 }, 'name must be at most 20 characters', 'name'],
      [{ name: 'box', row: 1, tags: { one: 1 } }, 'tags must be a list', 'tags'],
      [[1, 2], 'The request body must be an object'],
    ];
    for (const [body, message, field] of cases) {
      const response = await post('/api/probe/typed', body);
      const answer = field ? { success: false, message, field } : { success: false, message };
      expect({ body, status: response.statusCode, answer: response.json() }).toEqual({ body, status: 400, answer });
    }
  });

  it('sign-in validates its body too', async () => {
    const missing = await server.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email: 'a@b.c' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'password is required', field: 'password' });
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);
  });

  it('answers 400 for a bad id in the address or a text body, 415 for an unexpected content type', async () => {
    const badId = await server.app.inject({
      method: 'DELETE',
      url: '/api/podcast/delete/not-a-uuid',
      headers: { cookie },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ success: false, message: 'id must be a valid id' });
    const text = await post('/api/probe/typed', 'hello', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ success: false, message: 'The request body must be an object' });
    const xml = await post('/api/probe/typed', '<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ success: false, message: 'This content type is not accepted here' });
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const response = await post(
      '/api/probe/typed',
      JSON.stringify({ name: 'x', row: 1, tags: ['y'.repeat(3 * 1024 * 1024)] }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large' });
  });

  it('hides unexpected errors behind 500 "Internal error"', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/probe/crash', headers: { cookie } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal error' });
  });

  it('answers 409 "try again" when PostgreSQL reports a deadlock or serialization failure', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/probe/deadlock', headers: { cookie } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Another change was being saved at the same moment. Please try again.',
    });
  });

  it('answers 404 JSON for unknown /api routes, signed in or not', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing-here' },
      { method: 'POST' as const, url: '/api/admin/nothing', headers: { cookie } },
      { method: 'GET' as const, url: '/api' },
    ]) {
      const response = await server.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('serves /config.json from the APP_CONFIG file', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    // The file's settings, and the server's PLUGIN_ORIGINS (none set here) whatever the file says.
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      plugins: { countries: true },
      pluginOrigins: [],
      sso: { enabled: false },
    });
  });

  it('serves the app: real files as they are, screen routes through index.html', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    for (const url of ['/', '/dashboard', '/explore/countries-covered/edit?id=3', '/edit-seo/home']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect({ url, status: page.statusCode, type: page.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(page.body).toContain(APP_MARKER);
    }
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/uploads/flags/missing.png' })).statusCode).toBe(404);
  });

  it('dashboard sums the counters modules declare, with keys', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.general).toEqual(
      expect.arrayContaining([
        { key: 'countries', title: 'Countries Covered', count: 0 },
        { key: 'podcasts', title: 'Podcasts', count: 0 },
      ]),
    );
    const admins = Number(
      (
        await server.db
          .selectFrom('admins')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(body.data).toEqual(
      expect.arrayContaining([
        { key: 'probe-admins', title: 'Admins (probe)', count: admins },
        { key: 'newsletter', title: 'Newsletter', count: 0 },
      ]),
    );
  });

  it('list options: all rows by default, or one page with the total; q searches', async () => {
    for (let index = 0; index < 4; index += 1) await server.createAdmin('viewer', `listed-${index}@list.example.com`);
    const all = (
      await server.app.inject({ method: 'GET', url: '/api/probe/admins?q=LIST.example', headers: { cookie } })
    ).json();
    expect(all).toMatchObject({ success: true, total: 4 });
    expect(all.data).toHaveLength(4);
    expect(all).not.toHaveProperty('page');
    const page = (
      await server.app.inject({
        method: 'GET',
        url: '/api/probe/admins?q=list.example&page=2&pageSize=3',
        headers: { cookie },
      })
    ).json();
    expect(page).toMatchObject({ success: true, total: 4, page: 2, pageSize: 3 });
    expect(page.data.map((row: { email: string }) => row.email)).toEqual(['listed-3@list.example.com']);
    const bad = await server.app.inject({ method: 'GET', url: '/api/probe/admins?page=0', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('page must be at least 1');
  });

  it('optimistic concurrency: a stale updatedAt gets 409, the current one passes, none skips the check', async () => {
    const { id } = await server.createAdmin('viewer');
    const row = await server.db
      .selectFrom('admins')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const put = (body: object) =>
      server.app.inject({ method: 'PUT', url: `/api/probe/admins/${id}`, headers: { cookie }, payload: body });
    const first = await put({ lastName: 'One', updatedAt: row.updated_at.toISOString() });
    expect(first.statusCode).toBe(200);
    const stale = await put({ lastName: 'Two', updatedAt: row.updated_at.toISOString() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      message: 'This record was changed by someone else. Reload to see the latest version.',
    });
    expect((await put({ lastName: 'Three', updatedAt: first.json().data.updatedAt })).statusCode).toBe(200);
    expect((await put({ lastName: 'Four' })).statusCode).toBe(200);
    expect((await put({ lastName: 'Five', updatedAt: 'yesterday' })).statusCode).toBe(400);
  });

  it('without a built app, screen routes answer a page saying to build it', async () => {
    rmSync(join(server.dataDir, 'app', 'index.html'));
    const page = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('npm run build');
  });
});
