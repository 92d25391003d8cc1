import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../packages/server/src/http/version-check';
import { registeredModules } from '../../packages/server/src/modules/index';
import { seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, multipartBody, type TestServer } from './helpers';
import { testPluginFolder } from './test-plugin';

/**
 * Every update honours the version it was based on: `updatedAt` in the JSON body or form, `If-Match` or
 * `If-Unmodified-Since`. Stale → 409 with the reload message, malformed → 400 naming it (docs/api.md, "Updates").
 */
let server: TestServer;
let cookie: string;
// A plugin's declared content type, whose update route is walked too.
const plugin = testPluginFolder();
beforeAll(async () => {
  server = await createTestServer({ config: plugin.config });
  cookie = await server.signIn('superAdmin');
  await server.app.inject({
    method: 'POST',
    url: '/api/ext/notes/items',
    payload: { title: 'A note' },
    headers: { cookie },
  });
  // Demo content gives every update route a record to edit (the home hero, reviews, FAQs...).
  const context = seedContext(server.db, server.storage);
  for (const module of registeredModules) {
    if (module.demoSeed && !(await module.demoSeed.hasContent(server.db))) await module.demoSeed.seed(context);
  }
}, 300_000);
afterAll(async () => {
  await server?.close();
  plugin.remove();
});

const OLD = '2001-02-03T04:05:06.000Z';
const OLD_HTTP_DATE = 'Sat, 03 Feb 2001 04:05:06 GMT';

type Sent = { json?: Record<string, unknown>; form?: Record<string, string>; headers?: Record<string, string> };
async function put(url: string, { json, form, headers = {} }: Sent) {
  const multipart = form ? multipartBody(form) : undefined;
  const response = await server.app.inject({
    method: 'PUT',
    url,
    payload: multipart ? multipart.payload : json,
    headers: { cookie, ...(multipart?.headers ?? {}), ...headers },
  });
  return { status: response.statusCode, body: response.json() };
}

async function firstFaq() {
  const list = await server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie } });
  return list.json().data[0] as { _id: string; question: string; updatedAt: string };
}

describe('FAQ edits honour the version (issue 30: a body updatedAt was silently dropped)', () => {
  it('a stale updatedAt is a 409 with the reload message, "not-a-date" a 400 naming updatedAt, the current one saves', async () => {
    const faq = await firstFaq();
    const url = `/api/faq/edit/${faq._id}`;
    expect(await put(url, { json: { question: 'Changed?', updatedAt: OLD } })).toEqual({
      status: 409,
      body: { success: false, message: STALE_VERSION_MESSAGE },
    });
    expect(await put(url, { json: { question: 'Changed?', updatedAt: 'not-a-date' } })).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringContaining('updatedAt') },
    });
    expect((await firstFaq()).question).toBe(faq.question);
    const saved = await put(url, { json: { question: 'Changed?', updatedAt: faq.updatedAt } });
    expect([saved.status, saved.body.data.question]).toEqual([200, 'Changed?']);
    expect(saved.body.data.updatedAt).not.toBe(faq.updatedAt);
    // The version just replaced is stale now: a second admin who loaded the same FAQ cannot overwrite the change.
    expect((await put(url, { json: { question: 'Overwritten', updatedAt: faq.updatedAt } })).status).toBe(409);
  });

  it('honours If-Match and If-Unmodified-Since; malformed ones are a 400 naming the header', async () => {
    const faq = await firstFaq();
    const url = `/api/faq/edit/${faq._id}`;
    expect((await put(url, { json: { answer: 'Stale' }, headers: { 'if-match': `"${OLD}"` } })).status).toBe(409);
    expect(
      (await put(url, { json: { answer: 'Stale' }, headers: { 'if-unmodified-since': OLD_HTTP_DATE } })).status,
    ).toBe(409);
    expect(await put(url, { json: { answer: 'Bad' }, headers: { 'if-match': '"not-a-date"' } })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('If-Match') },
    });
    expect(await put(url, { json: { answer: 'Bad' }, headers: { 'if-unmodified-since': 'not-a-date' } })).toMatchObject(
      { status: 400, body: { message: expect.stringContaining('If-Unmodified-Since') } },
    );
    const matched = await put(url, { json: { answer: 'Matched' }, headers: { 'if-match': `"${faq.updatedAt}"` } });
    expect([matched.status, matched.body.data.answer]).toEqual([200, 'Matched']);
    const since = await put(url, {
      json: { answer: 'Since' },
      headers: { 'if-unmodified-since': new Date(Date.now() + 60_000).toUTCString() },
    });
    expect([since.status, since.body.data.answer]).toEqual([200, 'Since']);
  });
});

describe('reviews carry their version and honour it (issue 30: no updatedAt at all)', () => {
  it('lists and answers updatedAt; an edit with a stale one is a 409, with the current one saves', async () => {
    const list = await server.app.inject({ method: 'GET', url: '/api/reviews', headers: { cookie } });
    const review = list.json().data[0] as { _id: string; title: string; updatedAt: string };
    expect(review.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const url = `/api/reviews/edit/${review._id}`;
    expect(await put(url, { form: { title: 'Stale edit', updatedAt: OLD } })).toEqual({
      status: 409,
      body: { success: false, message: STALE_VERSION_MESSAGE },
    });
    expect((await put(url, { form: { title: 'Bad', updatedAt: 'not-a-date' } })).status).toBe(400);
    const saved = await put(url, { form: { title: 'Fresh edit', updatedAt: review.updatedAt } });
    expect([saved.status, saved.body.data.title]).toEqual([200, 'Fresh edit']);
    expect(saved.body.data.updatedAt).not.toBe(review.updatedAt);
  });
});

/** Where each update route's record lives, and the URL that edits one: a new PUT route must be added here. */
/**
 * Updates that are not content records: an admin's own passkey name, a webhook endpoint, their own preferences, a
 * library file's alt text and tags. A stale `updatedAt` in
 * the body, If-Match or If-Unmodified-Since answers 409 there too, tested where they live (their records belong
 * to one admin or are made by the test itself).
 */
const OWN_VERSION_RULES: Record<string, string> = {
  '/api/admin/passkeys/:id': 'tests/server/passkeys.test.ts',
  '/api/webhooks/endpoints/:id': 'tests/server/webhooks.test.ts',
  '/api/admin/preferences': 'tests/server/preferences.test.ts',
  '/api/translations/:kind/:id/:locale': 'tests/server/content-translations.test.ts',
  '/api/media/:id': 'tests/server/media.test.ts',
};

const EDITED: Record<string, { table: string; param?: 'id' | 'title'; where?: string; form?: Record<string, string> }> =
  {
    '/api/admin/update/:id': { table: 'admins', param: 'id', where: "role = 'editor'" },
    '/api/editCountry/:id': { table: 'countries', param: 'id' },
    '/api/pricingModel/update/:id': { table: 'pricing_plans', param: 'id' },
    '/api/pricingModel/media/:id': { table: 'pricing_plans', param: 'id', form: { removeMedia: 'true' } },
    '/api/companies/edit/:id': { table: 'companies', param: 'id' },
    '/api/section/update/:id': { table: 'sections', param: 'id' },
    '/api/hero/update-general-section': { table: 'home_hero' },
    '/api/blog/edit/:id': { table: 'articles', param: 'id' },
    '/api/card/edit/:id': { table: 'about_cards', param: 'id' },
    '/api/reviews/edit/:id': { table: 'reviews', param: 'id' },
    '/api/sections/seo-update/:title': { table: 'seo_pages', param: 'title' },
    '/api/podcast/edit/:id': { table: 'podcasts', param: 'id' },
    '/api/job/edit/:id': { table: 'jobs', param: 'id' },
    '/api/faq/edit/:id': { table: 'faqs', param: 'id' },
    '/api/guides/edit/:id': { table: 'legal_pages', param: 'id' },
    '/api/ext/:plugin/:type/:id': { table: 'ext_records', param: 'id' },
  };

describe('every update route (found automatically) honours a version', () => {
  const updateRoutes = () =>
    server.app.apiRoutes.filter(
      (route) => (route.method === 'PUT' || route.method === 'PATCH') && !(route.url in OWN_VERSION_RULES),
    );

  it('knows every update route', () => {
    expect(
      updateRoutes()
        .map((route) => route.url)
        .sort(),
    ).toEqual(Object.keys(EDITED).sort());
    const others = server.app.apiRoutes.filter(
      (route) => (route.method === 'PUT' || route.method === 'PATCH') && route.url in OWN_VERSION_RULES,
    );
    expect(others.map((route) => route.url).sort()).toEqual(Object.keys(OWN_VERSION_RULES).sort());
  });

  it('answers 409 to a stale version (body or form updatedAt, If-Match, If-Unmodified-Since) and 400 to a malformed one, storing nothing', async () => {
    const outcomes: string[] = [];
    for (const route of updateRoutes()) {
      const { table, param, where, form } = EDITED[route.url];
      const rows = await sql<{
        id: string;
        title?: string;
        updated_at: Date;
      }>`select * from ${sql.table(table)} where ${sql.raw(where ?? 'true')} limit 1`.execute(server.db);
      expect({ route: route.url, found: rows.rows.length }).toEqual({ route: route.url, found: 1 });
      const row = rows.rows[0];
      const url = plugin.path(
        param ? route.url.replace(`:${param}`, encodeURIComponent(String(row[param]))) : route.url,
      );
      const multipart = route.bodyKind === 'multipart' || route.bodyKind === 'json-or-multipart';
      const withVersion = (updatedAt: string): Sent =>
        multipart ? { form: { ...form, updatedAt } } : { json: { updatedAt } };
      // A form always sends some field: an empty updatedAt is "none sent", so the headers count.
      const noVersion = (): Sent => (multipart ? { form: { ...form, updatedAt: '' } } : { json: {} });
      const attempts: Array<[string, Sent, number]> = [
        ['stale updatedAt', withVersion(OLD), 409],
        ['stale If-Match', { ...noVersion(), headers: { 'if-match': `"${OLD}"` } }, 409],
        ['stale If-Unmodified-Since', { ...noVersion(), headers: { 'if-unmodified-since': OLD_HTTP_DATE } }, 409],
        ['malformed updatedAt', withVersion('not-a-date'), 400],
        ['malformed If-Match', { ...noVersion(), headers: { 'if-match': '"not-a-date"' } }, 400],
        ['malformed If-Unmodified-Since', { ...noVersion(), headers: { 'if-unmodified-since': 'not-a-date' } }, 400],
      ];
      for (const [what, sent, expected] of attempts) {
        const answer = await put(url, sent);
        // A module may word its reload message its own way ('This country was changed by someone else...').
        const named =
          expected === 409
            ? /changed by someone else/.test(answer.body.message)
            : /updatedAt|If-Match|If-Unmodified-Since/.test(answer.body.message);
        outcomes.push(`${route.url} ${what}: ${answer.status}${named ? '' : ` ${answer.body.message}`}`);
      }
      const after = await sql<{
        updated_at: Date;
      }>`select updated_at from ${sql.table(table)} where ${sql.ref(param ?? 'id')} = ${param ? row[param] : row.id}`.execute(
        server.db,
      );
      expect({
        route: route.url,
        unchanged: new Date(after.rows[0].updated_at).getTime() === new Date(row.updated_at).getTime(),
      }).toEqual({ route: route.url, unchanged: true });
    }
    const expected = updateRoutes().flatMap((route) =>
      [
        'stale updatedAt: 409',
        'stale If-Match: 409',
        'stale If-Unmodified-Since: 409',
        'malformed updatedAt: 400',
        'malformed If-Match: 400',
        'malformed If-Unmodified-Since: 400',
      ].map((what) => `${route.url} ${what}`),
    );
    expect(outcomes).toEqual(expected);
  }, 120_000);
});
