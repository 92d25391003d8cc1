import { createHmac, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_CACHE_SECONDS } from '../../packages/server/src/config';
import { jsonb } from '../../packages/server/src/db/record';
import { demoSeeds, seedContext } from '../../packages/server/src/seed/seed-context';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import { testPluginFolder } from './test-plugin';
import type { Storage } from '../../packages/server/src/storage/storage';
import { createTestServer, multipartBody, type TestServer } from './helpers';

const SITE = 'https://site.example';
const SECRET = 'webhook-secret-for-tests';

/** A webhook receiver on a free port: records every call; `status` is what it answers ('hang' never answers). */
async function startReceiver(status: number | 'hang') {
  const calls: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (status !== 'hang') response.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    calls,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 25));
  }
}

let server: TestServer;
/** Writes content that goes live at once (kinds with drafts need content:publish, which editors lack). */
let writer: string;
let good: Awaited<ReturnType<typeof startReceiver>>;
let failing: Awaited<ReturnType<typeof startReceiver>>;
let hanging: Awaited<ReturnType<typeof startReceiver>>;

// A plugin with a declared public content type: its content route is walked too.
const plugin = testPluginFolder();

beforeAll(async () => {
  [good, failing, hanging] = await Promise.all([startReceiver(204), startReceiver(500), startReceiver('hang')]);
  server = await createTestServer({
    config: {
      publicSiteOrigins: [SITE],
      publicUrl: 'https://admin.example.com',
      contentCacheSeconds: { ...DEFAULT_CONTENT_CACHE_SECONDS, articles: 30 },
      contentWebhookUrls: [good.url, failing.url, hanging.url],
      contentWebhookSecret: SECRET,
      // The receivers run on loopback, which webhooks refuse unless WEBHOOK_ALLOW_PRIVATE.
      webhookAllowPrivate: true,
      // One retry, a second or two after the first try (pg-boss's delays are whole seconds).
      webhookRetries: 1,
      webhookRetryDelaySeconds: 1,
      ...plugin.config,
    },
  });
  // Every module's demo content, as `npm run seed -- --demo` adds it.
  const context = seedContext(server.db, server.storage);
  for (const seed of demoSeeds) await seed.seed(context);
  writer = await server.signIn('admin');
  await server.app.inject({
    method: 'POST',
    url: '/api/ext/notes/items',
    payload: { title: 'A public note' },
    headers: { cookie: writer },
  });
  // An inactive section, and a section whose author is an admin's address: neither may leak.
  await server.db
    .insertInto('sections')
    .values([
      {
        page: 'home',
        title: 'Hidden draft section',
        order: 0,
        section_type: 'general',
        is_active: false,
        created_by: 'secret-editor@example.com',
        body: jsonb({ heading: 'Hidden' }),
      },
      {
        page: 'home',
        title: 'Third',
        order: 3,
        section_type: 'general',
        created_by: 'secret-editor@example.com',
        body: jsonb({
          heading: 'Third',
          description: 'Third text',
          caption: 'Third caption',
          image: '/uploads/sections/x.png',
          buttons: [],
          imageDimensions: {},
        }),
      },
    ])
    .execute();
});

afterAll(async () => {
  await server?.close();
  plugin.remove();
  await Promise.all([good?.close(), failing?.close(), hanging?.close()]);
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const admin = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: { cookie: writer },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function articleForm(extra: Record<string, string>) {
  return multipartBody({
    subtitle: 'Sub',
    title: 'A title',
    creator: 'Amina Benali',
    date: '2030-01-01',
    readTime: '5',
    description: 'About it.',
    category: 'Shipping',
    content: '<p>Body <img src="/uploads/articles/inline.png"></p>',
    slug: 'a-title',
    metaDescription: 'Meta.',
    ...extra,
  });
}

async function createArticle(extra: Record<string, string>) {
  const form = articleForm(extra);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/blog/create',
    headers: { cookie: writer, ...form.headers },
    payload: form.payload,
  });
  return response;
}

/** Keys a visitor must never see, at any depth. */
const DENIED = [
  'createdBy',
  'created_by',
  'email',
  'password',
  'passwordHash',
  'password_hash',
  'adminId',
  'admin_id',
  'admin',
  'role',
  'sessionId',
  'session',
  'isActive',
  'is_active',
  'mediaName',
  'mediaSize',
  'token',
];

function deniedKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => deniedKeysIn(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(DENIED.includes(key) ? [`${path}.${key}`] : []),
    ...deniedKeysIn(item, `${path}.${key}`),
  ]);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('public content API', () => {
  it('walks every public content route: 200 without a session, content present, no denied key, no admin address or id, absolute media', async () => {
    const blogs = (await get('/api/content/articles/blog')).json();
    const jobs = (await get('/api/content/jobs')).json();
    const legal = (await get('/api/content/legal')).json();
    expect(blogs.data.length).toBeGreaterThan(0);
    expect(jobs.data.length).toBeGreaterThan(0);
    expect(legal.data.length).toBeGreaterThan(0);
    const walk: Record<string, string> = {
      '/api/content/sections/:page': '/api/content/sections/home',
      '/api/content/articles/:kind': '/api/content/articles/guide',
      '/api/content/articles/:kind/:slug': `/api/content/articles/blog/${blogs.data[0].slug}`,
      '/api/content/pricing': '/api/content/pricing',
      '/api/content/faqs': '/api/content/faqs',
      '/api/content/jobs': '/api/content/jobs',
      '/api/content/jobs/:id': `/api/content/jobs/${jobs.data[0].id}`,
      '/api/content/countries': '/api/content/countries',
      '/api/content/podcasts': '/api/content/podcasts',
      '/api/content/legal': '/api/content/legal',
      '/api/content/legal/:slug': `/api/content/legal/${legal.data[0].slug}`,
      '/api/content/seo/:page': '/api/content/seo/about-us',
      '/api/content/companies': '/api/content/companies',
      '/api/content/reviews': '/api/content/reviews',
      '/api/content/about-cards': '/api/content/about-cards',
      '/api/content/home-hero': '/api/content/home-hero',
      '/api/content/dashboard-hero': '/api/content/dashboard-hero',
      '/api/content/ext/:plugin/:type': '/api/content/ext/notes/items',
    };
    // The walk covers every registered content route, and they are all public GETs.
    const registered = server.app.apiRoutes.filter((route) => route.url.startsWith('/api/content'));
    expect(registered.map((route) => route.url).sort()).toEqual(Object.keys(walk).sort());
    expect(registered.every((route) => route.method === 'GET' && route.public)).toBe(true);

    const admins = await server.db.selectFrom('admins').select(['id', 'email']).execute();
    for (const url of Object.values(walk)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(body.success, url).toBe(true);
      expect(body.data, url).toBeTruthy();
      expect(Array.isArray(body.data) ? body.data.length : Object.keys(body.data).length, url).toBeGreaterThan(0);
      expect(deniedKeysIn(body), url).toEqual([]);
      const strings = stringsIn(body);
      for (const { id, email } of admins) {
        expect(
          strings.some((text) => text.includes(id) || text.toLowerCase().includes(email.toLowerCase())),
          url,
        ).toBe(false);
      }
      expect(
        strings.some((text) => text.includes('secret-editor@example.com')),
        url,
      ).toBe(false);
      // Media addresses work from another origin: none is left relative to this server.
      expect(
        strings.filter((text) => /(^|["'])\/uploads\//.test(text)),
        url,
      ).toEqual([]);
    }
  });

  it('answers the active sections of a page key only, in order, with absolute image addresses', async () => {
    const body = (await get('/api/content/sections/home')).json();
    expect(body.data.map((section: { title: string }) => section.title)).toEqual(['Hero', 'How it works', 'Third']);
    expect(body.data.map((section: { order: number }) => section.order)).toEqual([1, 2, 3]);
    expect(body.data[2].body.image).toBe('https://admin.example.com/uploads/sections/x.png');
    expect(body.data[0].body.image).toMatch(/^https:\/\/admin\.example\.com\/uploads\/sections\/.+\.png$/);
    expect((await get('/api/content/sections/no-such-area')).json()).toEqual({
      success: true,
      data: [],
      total: 0,
      page: 1,
      pageSize: 0,
    });
    expect((await get('/api/content/sections/bad%20key')).statusCode).toBe(400);
  });

  it('lists articles with paging, a category filter and search; one by slug with previous and next; bounded page size', async () => {
    const all = (await get('/api/content/articles/blog?pageSize=50')).json();
    expect(all.total).toBe(all.data.length);
    const page2 = (await get('/api/content/articles/blog?pageSize=2&page=2')).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page2.data.map((item: { slug: string }) => item.slug)).toEqual(
      all.data.slice(2, 4).map((item: { slug: string }) => item.slug),
    );
    const pastTheEnd = (await get('/api/content/articles/blog?pageSize=2&page=99')).json();
    expect(pastTheEnd).toMatchObject({ data: [], total: all.total, page: 99 });
    const category = (await get('/api/content/articles/blog?category=Call%20Center')).json();
    expect(category.data.length).toBeGreaterThan(0);
    expect(category.data.every((item: { category: string }) => item.category === 'Call Center')).toBe(true);
    const search = (await get('/api/content/articles/blog?q=refusal')).json();
    expect(search.data.map((item: { title: string }) => item.title)).toEqual(['Five ways to cut your refusal rate']);

    const middle = all.data[1];
    const one = (await get(`/api/content/articles/blog/${middle.slug.toUpperCase()}`)).json();
    expect(one.data).toMatchObject({
      slug: middle.slug,
      next: { slug: all.data[0].slug },
      previous: { slug: all.data[2].slug },
    });
    expect(one.data.content).toContain('<h2>');
    expect((await get(`/api/content/articles/blog/${all.data[0].slug}`)).json().data.next).toBeNull();
    expect((await get('/api/content/articles/blog/no-such-article')).statusCode).toBe(404);

    for (const bad of ['?pageSize=51', '?pageSize=0', '?page=0', '?category=Nonsense', '?q=' + 'x'.repeat(101)]) {
      const response = await get(`/api/content/articles/blog${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await get('/api/content/articles/podcast')).statusCode).toBe(400);
  });

  it('delivers drafts never, published at once, and scheduled ones exactly once their time has come; the admin list shows the state', async () => {
    const draft = await createArticle({ slug: 'draft-one', title: 'Draft one', status: 'draft' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data).toMatchObject({ status: 'draft', state: 'draft', publishAt: null });
    // Far enough ahead that the two saves below (each now also queues its webhook deliveries) come first on a busy machine.
    const publishAt = new Date(Date.now() + 3000).toISOString();
    const scheduled = await createArticle({
      slug: 'scheduled-one',
      title: 'Scheduled one',
      status: 'scheduled',
      publishAt,
    });
    // Older forms' 'scheduled' saves a draft that goes live at its time (docs/editorial-workflow.md).
    expect(scheduled.json().data).toMatchObject({ status: 'draft', state: 'scheduled', publishAt });
    const published = await createArticle({ slug: 'published-one', title: 'Published one', status: 'published' });
    expect(published.json().data.status).toBe('published');

    const slugs = async () =>
      (await get('/api/content/articles/blog?pageSize=50')).json().data.map((item: { slug: string }) => item.slug);
    expect(await slugs()).toContain('published-one');
    expect(await slugs()).not.toContain('draft-one');
    expect(await slugs()).not.toContain('scheduled-one');
    expect((await get('/api/content/articles/blog/draft-one')).statusCode).toBe(404);
    expect((await get('/api/content/articles/blog/scheduled-one')).statusCode).toBe(404);
    const published1 = (await get('/api/content/articles/blog/published-one')).json().data;
    expect(published1.content).toContain('src="https://admin.example.com/uploads/articles/inline.png"');

    await new Promise((wait) => setTimeout(wait, Math.max(0, new Date(publishAt).getTime() - Date.now() + 200)));
    expect(await slugs()).toContain('scheduled-one');
    expect((await get('/api/content/articles/blog/scheduled-one')).statusCode).toBe(200);
    expect(await slugs()).not.toContain('draft-one');
    const states = Object.fromEntries(
      (await admin('GET', '/api/blog/get'))
        .json()
        .map((item: { slug: string; state: string }) => [item.slug, item.state]),
    );
    expect(states).toMatchObject({ 'draft-one': 'draft', 'published-one': 'published' });
    // The scheduled one is published by its job (the API delivered it at its second already).
    expect(states['scheduled-one']).toMatch(/^(scheduled|published)$/);

    // Publishing the draft later delivers it; unpublishing (back to draft) takes it away again.
    const form = articleForm({
      slug: 'draft-one',
      title: 'Draft one',
      status: 'published',
      updatedAt: draft.json().data.updatedAt,
    });
    const edit = await server.app.inject({
      method: 'PUT',
      url: `/api/blog/edit/${draft.json().data._id}`,
      headers: { cookie: writer, ...form.headers },
      payload: form.payload,
    });
    expect(edit.statusCode).toBe(200);
    expect(await slugs()).toContain('draft-one');

    for (const [extra, message] of [
      [{ status: 'scheduled' }, 'Choose the date and time to publish the article'],
      [{ status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }, 'The publish time must be in the future'],
      [{ status: 'hidden' }, 'status must be one of: draft, published, scheduled'],
    ] as const) {
      const refused = await createArticle({ slug: 'refused', ...extra });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, message });
    }
  });

  it('existing articles (made before states) count as published', async () => {
    const rows = await server.db
      .selectFrom('articles')
      .select(['published', 'draft', 'publish_at'])
      .where('slug', '=', 'why-cash-on-delivery-still-wins-in-africa')
      .execute();
    expect(rows).toEqual([{ published: true, draft: null, publish_at: null }]);
  });

  it('sends a strong ETag, Last-Modified and Cache-Control per kind; 304 on revalidation; a change gives a new ETag', async () => {
    const first = await get('/api/content/faqs');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers['last-modified']).toMatch(/GMT$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    expect((await get('/api/content/pricing')).headers['cache-control']).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=3000',
    );
    expect((await get('/api/content/articles/blog')).headers['cache-control']).toBe(
      'public, max-age=30, s-maxage=30, stale-while-revalidate=300',
    );

    const again = await get('/api/content/faqs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toMatch(/max-age=60/);
    expect((await get('/api/content/faqs', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/api/content/faqs', { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const added = await admin('POST', '/api/faq/add', { question: 'Do you ship on Sundays?', answer: 'No.', row: 1 });
    expect(added.statusCode).toBe(201);
    const changed = await get('/api/content/faqs', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data[0].question).toBe('Do you ship on Sundays?');

    const missing = await get('/api/content/legal/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('allows the public site origin (CORS) and refuses another; admin routes stay closed to it', async () => {
    const allowed = await get('/api/content/faqs', { origin: SITE });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
    expect(allowed.headers.vary).toMatch(/Origin/i);
    expect(allowed.headers['access-control-expose-headers']).toBe('ETag, Last-Modified, Retry-After');
    const refused = await get('/api/content/faqs', { origin: 'https://evil.example' });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/content/faqs',
      headers: { origin: SITE, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/faq', headers: { origin: SITE, cookie: writer } })).headers[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/content/faqs', headers: { origin: SITE } })).statusCode,
    ).toBe(404);
  });

  it('calls every webhook with a signed change after a save; a failing receiver is retried and a hanging one does not slow or fail the save', async () => {
    good.calls.length = 0;
    failing.calls.length = 0;
    const started = Date.now();
    const saved = await createArticle({ slug: 'hooked-article', title: 'Hooked' });
    expect(saved.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    const id = saved.json().data._id;

    const call = await until(() => good.calls.find((item) => JSON.parse(item.body).id === id), 'the signed call');
    const expected = `sha256=${createHmac('sha256', SECRET).update(call.body).digest('hex')}`;
    expect(call.headers['x-content-signature']).toBe(expected);
    expect(JSON.parse(call.body)).toMatchObject({
      event: 'content.changed',
      kind: 'article',
      action: 'create',
      id,
      slug: 'hooked-article',
      articleKind: 'blog',
    });

    // The failing receiver got the call, then the retry (the same webhook-id), and the article is saved all the same.
    await until(
      () => (failing.calls.filter((item) => JSON.parse(item.body).id === id).length === 2 ? true : undefined),
      'two tries',
      10_000,
    );
    const tries = failing.calls.filter((item) => JSON.parse(item.body).id === id);
    expect(tries[1].headers['webhook-id']).toBe(tries[0].headers['webhook-id']);
    expect((await get('/api/content/articles/blog/hooked-article')).statusCode).toBe(200);

    // An edit names the new slug and the old one; a section names its page key; a delete still names the slug.
    const form = articleForm({ slug: 'hooked-renamed', title: 'Hooked', updatedAt: saved.json().data.updatedAt });
    await server.app.inject({
      method: 'PUT',
      url: `/api/blog/edit/${id}`,
      headers: { cookie: writer, ...form.headers },
      payload: form.payload,
    });
    const edited = await until(
      () =>
        good.calls
          .map((item) => JSON.parse(item.body))
          .find((change) => change.id === id && change.action === 'update'),
      'the edit',
    );
    expect(edited).toMatchObject({ slug: 'hooked-renamed', previousSlug: 'hooked-article' });
    await admin('DELETE', `/api/blog/delete/${id}`);
    expect(
      await until(
        () =>
          good.calls
            .map((item) => JSON.parse(item.body))
            .find((change) => change.id === id && change.action === 'delete'),
        'the delete',
      ),
    ).toMatchObject({ slug: 'hooked-renamed', kind: 'article' });

    const section = await server.db
      .selectFrom('sections')
      .select(['id', 'updated_at'])
      .where('title', '=', 'Third')
      .executeTakeFirstOrThrow();
    const sectionForm = multipartBody({
      title: 'Third',
      sectionType: 'general',
      isActive: 'true',
      order: '3',
      page: 'home',
      'generalSection.heading': 'Third again',
      'generalSection.description': 'Third text',
      'generalSection.caption': 'Third caption',
      'generalSection.buttons': '[]',
      'generalSection.imageDimensions': '{}',
      updatedAt: section.updated_at.toISOString(),
    });
    const sectionSave = await server.app.inject({
      method: 'PUT',
      url: `/api/section/update/${section.id}`,
      headers: { cookie: writer, ...sectionForm.headers },
      payload: sectionForm.payload,
    });
    expect(sectionSave.statusCode, sectionSave.body).toBe(200);
    expect(
      await until(
        () => good.calls.map((item) => JSON.parse(item.body)).find((change) => change.id === section.id),
        'the section',
      ),
    ).toMatchObject({ kind: 'section', pageKey: 'home', action: 'update' });

    // A hero written outside the record helpers is reported too.
    const hero = multipartBody({ heading: 'Ship with us', description: 'Everywhere.' });
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: '/api/hero/update-general-section',
          headers: { cookie: writer, ...hero.headers },
          payload: hero.payload,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await until(
        () => good.calls.map((item) => JSON.parse(item.body)).find((change) => change.kind === 'home-hero'),
        'the hero',
      ),
    ).toMatchObject({ action: 'update', id: '1' });

    // A scheduled article is announced when its job publishes it, not when its draft is saved.
    const soon = new Date(Date.now() + 600).toISOString();
    const scheduled = await createArticle({
      slug: 'due-soon',
      title: 'Due soon',
      status: 'scheduled',
      publishAt: soon,
    });
    const scheduledId = scheduled.json().data._id;
    const due = await until(
      () =>
        good.calls
          .map((item) => JSON.parse(item.body))
          .find((change) => change.id === scheduledId && change.action === 'update'),
      'the due announcement',
    );
    expect(due).toMatchObject({ kind: 'article', slug: 'due-soon', articleKind: 'blog' });
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(soon).getTime());
    expect(
      good.calls
        .map((item) => JSON.parse(item.body))
        .filter((change) => change.id === scheduledId && change.action === 'create'),
    ).toEqual([]);

    // Writes that are not content (an admin's profile) are never sent.
    expect(good.calls.map((item) => JSON.parse(item.body).kind)).not.toContain('admin');
    expect(hanging.calls.length).toBeGreaterThan(0);
  });

  it('announces the records of a plugin`s public declared content type as ext/<plugin>/<type>', async () => {
    const note = (
      await server.app.inject({
        method: 'POST',
        url: '/api/ext/notes/items',
        payload: { title: 'Hooked note' },
        headers: { cookie: writer },
      })
    ).json().data;
    expect(
      await until(
        () => good.calls.map((item) => JSON.parse(item.body)).find((change) => change.id === note._id),
        'the note',
      ),
    ).toMatchObject({ kind: 'ext/notes/items', action: 'create' });
    await server.app.inject({ method: 'DELETE', url: `/api/ext/notes/items/${note._id}`, headers: { cookie: writer } });
    expect(
      await until(
        () =>
          good.calls
            .map((item) => JSON.parse(item.body))
            .find((change) => change.id === note._id && change.action === 'delete'),
        'the delete',
      ),
    ).toMatchObject({ kind: 'ext/notes/items' });
  });
});

describe('public content API limits and storage addresses', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // A storage with a public bucket address (S3_PUBLIC_URL): media point there.
    const disk = new LocalDiskStorage(`/tmp/content-api-${process.pid}`);
    const bucket: Storage = {
      location: disk.location,
      save: (input) => disk.save(input),
      read: (key) => disk.read(key),
      open: (key) => disk.open(key),
      remove: (key) => disk.remove(key),
      check: () => disk.check(),
      list: () => disk.list(),
      directUrl: (url) => `https://cdn.example/${url.replace(/^\/uploads\//, 'uploads/')}`,
    };
    limited = await createTestServer({ config: { contentRequestsPerMinute: 3 }, storage: bucket });
    await limited.db
      .insertInto('companies')
      .values({ name: 'Acme', logo: '/uploads/companies/acme.svg', row: 1 })
      .execute();
  });
  afterAll(async () => {
    await limited?.close();
    rmSync(`/tmp/content-api-${process.pid}`, { recursive: true, force: true });
  });

  it('uses the storage public address for media, and limits requests per address (429 with Retry-After)', async () => {
    const first = await limited.app.inject({ method: 'GET', url: '/api/content/companies' });
    const logo = 'https://cdn.example/uploads/companies/acme.svg';
    expect(first.json().data).toEqual([
      { name: 'Acme', logo, logoImage: expect.objectContaining({ src: logo }), row: 1 },
    ]);
    await limited.app.inject({ method: 'GET', url: '/api/content/faqs' });
    await limited.app.inject({ method: 'GET', url: '/api/content/faqs' });
    const over = await limited.app.inject({ method: 'GET', url: '/api/content/faqs' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json()).toEqual({
      success: false,
      message: 'Too many requests from your address. Please wait a minute and try again.',
    });
    const other = await limited.app.inject({ method: 'GET', url: '/api/content/faqs', remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(200);
  });
});

describe('public content API limit shared through Redis', () => {
  it('counts requests to either server process together (REDIS_URL)', async () => {
    const config = {
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: `backoffice-test:${randomBytes(6).toString('hex')}:`,
      contentRequestsPerMinute: 3,
    };
    const [first, second] = await Promise.all([createTestServer({ config }), createTestServer({ config })]);
    try {
      // A server counts in its own memory until its Redis connection is ready (start-up waits at most 3 s for it, and
      // two servers starting on a busy machine can take longer): wait until both say Redis is up.
      for (const server of [first, second]) {
        const deadline = Date.now() + 30_000;
        while ((await server.app.inject({ method: 'GET', url: '/readyz' })).json().redis !== 'up') {
          if (Date.now() > deadline) throw new Error('Redis never became ready for a test server');
          await new Promise((wait) => setTimeout(wait, 50));
        }
      }
      const statuses = [];
      for (const server of [first, second, first, second])
        statuses.push((await server.app.inject({ method: 'GET', url: '/api/content/faqs' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
