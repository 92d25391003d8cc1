import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

// A plugin's declared content type searched and cached over its translations (issue 38;
// docs/content-in-several-languages.md "Plugins' declared content types"): the admin list's `q` finds a record by
// a translated field in any locale; the public route's `q` searches the text as delivered in the answer's locale
// (never a personal field); Last-Modified counts the translations; Content-Language is the site's default locale.

let server: TestServer;
let dir: string;
let cookie = '';
let quoteId = '';
let otherId = '';

const manifest = {
  id: 'guestbook',
  version: '1.0.0',
  pluginApi: '^1.0',
  contentTypes: [
    {
      name: 'quotes',
      label: 'Quote',
      public: true,
      schema: {
        type: 'object',
        required: ['quote'],
        properties: {
          quote: { type: 'string', maxLength: 500 },
          story: { type: 'string', format: 'html' },
          author: { type: 'string', 'x-translatable': false },
          writer: { type: 'string', maxLength: 100, 'x-personal': 'name' },
          email: { type: 'string', format: 'email', 'x-personal': 'email' },
        },
      },
    },
  ],
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backoffice-ext-search-'));
  const pluginsDir = join(dir, 'plugins');
  mkdirSync(join(pluginsDir, 'guestbook'), { recursive: true });
  writeFileSync(join(pluginsDir, 'guestbook', 'manifest.json'), JSON.stringify(manifest));
  const appConfigFile = join(dir, 'backoffice.config.json');
  writeFileSync(
    appConfigFile,
    JSON.stringify({ plugins: {}, externalPlugins: [{ id: 'guestbook', url: '/plugins/guestbook/index.js' }] }),
  );
  // French is the default here: a one-language answer says fr, not en.
  server = await createTestServer({ config: { appConfigFile, pluginsDir, contentLocales: ['fr', 'en', 'ar'] } });
  cookie = await server.signIn('editor');
  const created = await call('POST', '/api/ext/guestbook/quotes', {
    quote: 'Livraison rapide',
    story: '<p>Colis <strong>reçu</strong></p>',
    author: 'Ann',
    writer: 'Zoé Martin',
    email: 'zoe@example.com',
  });
  expect(created.statusCode, created.body).toBe(201);
  quoteId = created.json().data._id;
  otherId = (await call('POST', '/api/ext/guestbook/quotes', { quote: 'Bon service', author: 'Bob' })).json().data._id;
  const saved = await call('PUT', `/api/translations/ext:guestbook:quotes/${quoteId}/en`, {
    fields: { quote: 'Fast delivery', story: '<p>Parcel <em>received</em></p>' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(
    (await call('PUT', `/api/translations/ext:guestbook:quotes/${quoteId}/ar`, { fields: { quote: 'توصيل سريع' } }))
      .statusCode,
  ).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return server.app.inject({ method, url, payload: payload as never, headers: { cookie } });
}
const publicGet = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const adminIds = async (q: string) =>
  (
    (await call('GET', `/api/ext/guestbook/quotes?q=${encodeURIComponent(q)}`)).json().data as Array<{ _id: string }>
  ).map((record) => record._id);
const publicIds = async (q: string, locale?: string) => {
  const answer = await publicGet(
    `/api/content/ext/guestbook/quotes?q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ''}`,
  );
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as Array<{ _id: string }>).map((record) => record._id);
};

describe('a declared content type searched over its translations', () => {
  it("the admin list finds a record by a translated field in any locale, not by a translation's HTML tags", async () => {
    expect(await adminIds('fast delivery')).toEqual([quoteId]);
    expect(await adminIds('توصيل')).toEqual([quoteId]);
    // A rich text's words are found across its tags; its tags are not.
    expect(await adminIds('parcel received')).toEqual([quoteId]);
    expect(await adminIds('<em>')).toEqual([]);
    expect(await adminIds('em')).toEqual([]);
    // Its own text as before.
    expect(await adminIds('livraison')).toEqual([quoteId]);
    expect(await adminIds('bon service')).toEqual([otherId]);
  });

  it('the public route searches the text as delivered in the locale, field by field, never a personal field', async () => {
    expect(await publicIds('fast', 'en')).toEqual([quoteId]);
    // In English the quote is translated: its French text is not what is delivered.
    expect(await publicIds('livraison', 'en')).toEqual([]);
    // Not translated into English: the French text is delivered, and found.
    expect(await publicIds('bon service', 'en')).toEqual([otherId]);
    expect(await publicIds('Ann', 'en')).toEqual([quoteId]);
    expect(await publicIds('parcel received', 'en')).toEqual([quoteId]);
    expect(await publicIds('strong', 'en')).toEqual([]);
    // In the default locale: its own text only.
    expect(await publicIds('livraison')).toEqual([quoteId]);
    expect(await publicIds('fast')).toEqual([]);
    expect(await publicIds('colis reçu')).toEqual([quoteId]);
    // A personal field is never delivered, so never searched.
    expect(await publicIds('Zoé')).toEqual([]);
    expect(await publicIds('martin', 'en')).toEqual([]);
    expect(await publicIds('zoe@example')).toEqual([]);
    expect(await adminIds('Zoé')).toEqual([quoteId]);
  });

  it("sends Last-Modified from the translations too, and Content-Language is the site's default locale", async () => {
    const before = await publicGet('/api/content/ext/guestbook/quotes?locale=en');
    expect(before.headers['last-modified']).toBeTruthy();
    const fr = await publicGet('/api/content/ext/guestbook/quotes');
    expect(fr.headers['content-language']).toBe('fr');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const current = (await call('GET', `/api/translations/ext:guestbook:quotes/${quoteId}/en`)).json().data;
    expect(
      (
        await call('PUT', `/api/translations/ext:guestbook:quotes/${quoteId}/en`, {
          fields: { ...current.fields, quote: 'Very fast delivery' },
          updatedAt: current.updatedAt,
        })
      ).statusCode,
    ).toBe(200);
    const after = await publicGet('/api/content/ext/guestbook/quotes?locale=en');
    expect(new Date(String(after.headers['last-modified'])).getTime()).toBeGreaterThan(
      new Date(String(before.headers['last-modified'])).getTime(),
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The default locale's answer did not change: same ETag, and its Last-Modified is its records'.
    const frAgain = await publicGet('/api/content/ext/guestbook/quotes');
    expect(frAgain.headers.etag).toBe(fr.headers.etag);
    expect(frAgain.headers['last-modified']).toBe(fr.headers['last-modified']);
  });
});
