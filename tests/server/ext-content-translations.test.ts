import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

// A plugin's declared content type: its plain string fields hold one value per locale (kind ext:<plugin>:<type>),
// edited through the translations routes and delivered by its public route in the asked locale.

let server: TestServer;
let dir: string;
let appConfigFile: string;
let cookie = '';

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
          author: { type: 'string', 'x-translatable': false },
          code: { type: 'string', enum: ['a', 'b'] },
          link: { type: 'string', format: 'uri' },
          stars: { type: 'number' },
        },
      },
    },
  ],
};
const writeConfig = (plugins: Record<string, boolean>) =>
  writeFileSync(
    appConfigFile,
    JSON.stringify({ plugins, externalPlugins: [{ id: 'guestbook', url: '/plugins/guestbook/index.js' }] }),
  );
const KIND = 'ext:guestbook:quotes';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backoffice-ext-translations-'));
  const pluginsDir = join(dir, 'plugins');
  mkdirSync(join(pluginsDir, 'guestbook'), { recursive: true });
  writeFileSync(join(pluginsDir, 'guestbook', 'manifest.json'), JSON.stringify(manifest));
  appConfigFile = join(dir, 'backoffice.config.json');
  writeConfig({});
  server = await createTestServer({ config: { appConfigFile, pluginsDir, contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('editor');
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({ method, url, payload: payload as never, headers: { cookie } });
const publicGet = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('a declared content type in several locales', () => {
  it('lists the kind with its translatable fields only', async () => {
    const locales = (await call('GET', '/api/translations/locales')).json().data;
    expect(locales.kinds[KIND]).toEqual({ fields: ['quote'], slug: false });
  });

  it('keeps per-locale values, delivers them with fallback, Content-Language and Vary, and lists complete locales', async () => {
    const record = (
      await call('POST', '/api/ext/guestbook/quotes', { quote: 'Great service', author: 'Ann', stars: 5 })
    ).json().data;
    const url = `/api/translations/${KIND}/${record._id}/fr`;
    const empty = await call('GET', url);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ fields: {}, complete: false });

    const saved = await call('PUT', url, { fields: { quote: 'Excellent service' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ fields: { quote: 'Excellent service' }, complete: true });
    const stale = await call('PUT', url, { fields: { quote: 'Autre' }, updatedAt: '2000-01-01T00:00:00.000Z' });
    expect(stale.statusCode).toBe(409);

    const refused = await call('PUT', url, { fields: { author: 'Anne' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('author');

    const fr = await publicGet('/api/content/ext/guestbook/quotes?locale=fr');
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-language']).toBe('fr');
    expect(String(fr.headers.vary)).toContain('Accept-Language');
    const item = fr.json().data.find((entry: { _id: string }) => entry._id === record._id);
    expect(item).toMatchObject({ quote: 'Excellent service', author: 'Ann', stars: 5, locales: ['en', 'fr'] });

    // Arabic has no translation: the default locale's text, per field.
    const ar = await publicGet('/api/content/ext/guestbook/quotes', { 'accept-language': 'ar-MA, en;q=0.5' });
    expect(ar.headers['content-language']).toBe('ar');
    expect(ar.json().data.find((entry: { _id: string }) => entry._id === record._id)).toMatchObject({
      quote: 'Great service',
    });

    expect((await publicGet('/api/content/ext/guestbook/quotes?locale=xx')).statusCode).toBe(400);

    const completeness = (await call('GET', `/api/translations/${KIND}`)).json().data;
    expect(completeness).toContainEqual({ id: record._id, complete: ['en', 'fr'] });
  });

  it('answers 404 while the plugin is off', async () => {
    const record = (await call('POST', '/api/ext/guestbook/quotes', { quote: 'Off soon' })).json().data;
    writeConfig({ guestbook: false });
    await server.app.inject({ method: 'GET', url: '/config.json' });
    expect((await call('GET', `/api/translations/${KIND}/${record._id}/fr`)).statusCode).toBe(404);
    expect((await call('GET', `/api/translations/${KIND}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/translations/locales')).json().data.kinds[KIND]).toBeUndefined();
    writeConfig({});
    await server.app.inject({ method: 'GET', url: '/config.json' });
    expect((await call('GET', `/api/translations/${KIND}/${record._id}/fr`)).statusCode).toBe(200);
  });
});
