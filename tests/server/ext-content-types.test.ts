import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION } from '../../packages/kernel/src/core/plugin-api-version';
import { contentTypesOf, SERVER_PLUGIN_API_VERSION } from '../../packages/server/src/plugins/plugin-manifests';
import { createTestServer, type TestServer } from './helpers';

// A plugin's folder may carry manifest.json declaring content types: the server checks it at start (a refused
// plugin is named in GET /api/plugins with the reason) and serves each type with the built-in groups' guarantees,
// without running any of the plugin's code.

let server: TestServer;
let dir: string;
let appConfigFile: string;
const cookies: Record<'superAdmin' | 'admin' | 'editor' | 'viewer', string> = {
  superAdmin: '',
  admin: '',
  editor: '',
  viewer: '',
};

const shipping = {
  id: 'shipping',
  version: '1.2.0',
  pluginApi: '^1.0',
  contentTypes: [
    {
      name: 'rates',
      label: 'Shipping rate',
      schema: {
        type: 'object',
        required: ['name', 'price'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          price: { type: 'number', minimum: 0 },
          zone: { type: 'string', enum: ['north', 'south'] },
          notes: { type: 'string', format: 'html', maxLength: 5000 },
        },
      },
    },
    {
      name: 'testimonials',
      label: 'Testimonial',
      public: true,
      read: ['superAdmin', 'admin', 'editor'],
      write: ['superAdmin', 'admin'],
      schema: {
        type: 'object',
        required: ['quote'],
        properties: { quote: { type: 'string', maxLength: 500 }, author: { type: 'string' } },
      },
    },
  ],
};

const type = (name: string, schema: unknown) => ({ name, label: name, schema });
const manifests: Record<string, unknown> = {
  shipping,
  'bad-schema': {
    id: 'bad-schema',
    version: '1.0.0',
    pluginApi: '^1.0',
    contentTypes: [type('things', { type: 'object', properties: { size: { type: 'strin' } } })],
  },
  unsupported: {
    id: 'unsupported',
    version: '1.0.0',
    pluginApi: '^1.0',
    contentTypes: [type('things', { type: 'object', properties: { a: { $ref: 'http://example.com/a.json' } } })],
  },
  clash: {
    id: 'clash',
    version: '1.0.0',
    pluginApi: '^1.0',
    contentTypes: [
      type('things', { type: 'object', properties: {} }),
      type('things', { type: 'object', properties: {} }),
    ],
  },
  future: {
    id: 'future',
    version: '1.0.0',
    pluginApi: '^2.0',
    contentTypes: [type('things', { type: 'object', properties: {} })],
  },
  dormant: {
    id: 'dormant',
    version: '1.0.0',
    pluginApi: '^1.0',
    contentTypes: [type('notes', { type: 'object', properties: { title: { type: 'string' } } })],
  },
};

function writeConfig(plugins: Record<string, boolean>, external = Object.keys(manifests)) {
  writeFileSync(
    appConfigFile,
    JSON.stringify({ plugins, externalPlugins: external.map((id) => ({ id, url: `/plugins/${id}/index.js` })) }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backoffice-ext-types-'));
  const pluginsDir = join(dir, 'plugins');
  for (const [id, manifest] of Object.entries(manifests)) {
    mkdirSync(join(pluginsDir, id), { recursive: true });
    writeFileSync(join(pluginsDir, id, 'manifest.json'), JSON.stringify(manifest));
  }
  appConfigFile = join(dir, 'backoffice.config.json');
  writeConfig({ dormant: false });
  server = await createTestServer({ config: { appConfigFile, pluginsDir } });
  for (const role of Object.keys(cookies) as Array<keyof typeof cookies>) cookies[role] = await server.signIn(role);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  role: keyof typeof cookies = 'superAdmin',
) => server.app.inject({ method, url, payload: payload as never, headers: { cookie: cookies[role] } });
const RATES = '/api/ext/shipping/rates';
const reloadConfig = () => server.app.inject({ method: 'GET', url: '/config.json' });

describe('a valid manifest', () => {
  it('is served: create, read, list, edit, delete, with the activity log and history', async () => {
    const created = await call('POST', RATES, { name: 'Express north', price: 12.5, zone: 'north' });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      name: 'Express north',
      price: 12.5,
      zone: 'north',
      _id: expect.any(String),
      updatedAt: expect.any(String),
    });

    expect((await call('GET', `${RATES}/${record._id}`)).json().data).toEqual(record);
    const edited = await call('PUT', `${RATES}/${record._id}`, { price: 14, updatedAt: record.updatedAt });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Express north', price: 14 });

    const history = await call('GET', `/api/activity/history/ext_records/${record._id}`);
    expect(history.statusCode).toBe(200);
    const entries = history.json().data as Array<{ action: string; label: string }>;
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0].label).toBe('Express north');

    expect((await call('DELETE', `${RATES}/${record._id}`)).statusCode).toBe(200);
    expect((await call('GET', `${RATES}/${record._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${RATES}/${record._id}`)).statusCode).toBe(404);
  });

  it('answers 409 to an edit based on a stale version', async () => {
    const record = (await call('POST', RATES, { name: 'Stale', price: 1 })).json().data;
    expect((await call('PUT', `${RATES}/${record._id}`, { price: 2, updatedAt: record.updatedAt })).statusCode).toBe(
      200,
    );
    const stale = await call('PUT', `${RATES}/${record._id}`, { price: 3, updatedAt: record.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed by someone else');
  });

  it('checks the fields against the schema with a 400 naming the field; rich text is sanitized', async () => {
    const cases: Array<[unknown, string]> = [
      [{ price: 1 }, 'name'],
      [{ name: 'A', price: -1 }, 'price'],
      [{ name: 'A', price: 'cheap' }, 'price'],
      [{ name: 'A', price: 1, zone: 'east' }, 'zone'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', RATES, body);
      expect({ body, status: response.statusCode, field: response.json().field }).toEqual({ body, status: 400, field });
      expect(response.json().message).toContain(field);
    }
    // A field the type does not declare is refused with its name (a misspelt field must not lose its value).
    const extra = await call('POST', RATES, { name: 'Extra', price: 1, colour: 'red' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ field: 'colour' });
    expect(extra.json().message).toMatch(/^"colour" is not a field of Shipping rate \(its fields: name, price/);
    const badText = await call('POST', RATES, { name: 'A\u0000B', price: 1 });
    expect(badText.statusCode).toBe(400);
    const record = (
      await call('POST', RATES, { name: 'Html', price: 1, notes: '<p>Hi<script>alert(1)</script></p>' })
    ).json().data;
    expect(record.notes).toBe('<p>Hi</p>');
    const editedBad = await call('PUT', `${RATES}/${record._id}`, { price: -5 });
    expect(editedBad.statusCode).toBe(400);
    expect(editedBad.json().field).toBe('price');
    const misspelt = await call('PUT', `${RATES}/${record._id}`, { prcie: 3, updatedAt: record.updatedAt });
    expect({ status: misspelt.statusCode, field: misspelt.json().field }).toEqual({ status: 400, field: 'prcie' });
    // A record sent back as it was read (with its own _id, createdAt, updatedAt) is an edit like any other.
    const sentBack = await call('PUT', `${RATES}/${record._id}`, { ...record, price: 2 });
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json().data).toMatchObject({ name: 'Html', price: 2 });
  });

  it('pages and searches on the server', async () => {
    for (let index = 1; index <= 7; index += 1)
      await call('POST', RATES, { name: `Paged rate ${index}`, price: index, zone: index % 2 ? 'north' : 'south' });
    const first = (await call('GET', `${RATES}?page=1&pageSize=3&q=paged rate`)).json();
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.data.map((row: { name: string }) => row.name)).toEqual([
      'Paged rate 7',
      'Paged rate 6',
      'Paged rate 5',
    ]);
    const third = (await call('GET', `${RATES}?page=3&pageSize=3&q=paged rate`)).json();
    expect(third.data.map((row: { name: string }) => row.name)).toEqual(['Paged rate 1']);
    expect((await call('GET', `${RATES}?q=RATE 4`)).json().data.map((row: { name: string }) => row.name)).toEqual([
      'Paged rate 4',
    ]);
    expect((await call('GET', `${RATES}?q=${encodeURIComponent('100%')}`)).json().total).toBe(0);
    // Rich text is searched by its words, never its markup.
    await call('POST', RATES, { name: 'Marked up', price: 1, notes: '<p><strong>Fragile</strong> goods</p>' });
    expect(
      (await call('GET', `${RATES}?q=fragile goods`)).json().data.map((row: { name: string }) => row.name),
    ).toEqual(['Marked up']);
    expect((await call('GET', `${RATES}?q=strong`)).json().total).toBe(0);
  });
});

describe('the role rules', () => {
  it('a viewer reads but never writes; the type`s read and write lists are honoured', async () => {
    expect((await call('GET', RATES, undefined, 'viewer')).statusCode).toBe(200);
    expect((await call('POST', RATES, { name: 'V', price: 1 }, 'viewer')).statusCode).toBe(403);
    expect((await call('POST', RATES, { name: 'E', price: 1 }, 'editor')).statusCode).toBe(201);

    const QUOTES = '/api/ext/shipping/testimonials';
    expect((await call('GET', QUOTES, undefined, 'viewer')).statusCode).toBe(403);
    expect((await call('GET', QUOTES, undefined, 'editor')).statusCode).toBe(200);
    expect((await call('POST', QUOTES, { quote: 'Great' }, 'editor')).statusCode).toBe(403);
    const quote = (await call('POST', QUOTES, { quote: 'Great', author: 'Amina' }, 'admin')).json().data;
    expect((await call('PUT', `${QUOTES}/${quote._id}`, { quote: 'Nope' }, 'editor')).statusCode).toBe(403);
    expect((await call('DELETE', `${QUOTES}/${quote._id}`, undefined, 'editor')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: RATES })).statusCode).toBe(401);
  });
});

describe('the public route', () => {
  it('shows only public types, and only their records, cacheable', async () => {
    await call('POST', '/api/ext/shipping/testimonials', { quote: 'Fast delivery', author: 'Sam' });
    const response = await server.app.inject({ method: 'GET', url: '/api/content/ext/shipping/testimonials' });
    expect(response.statusCode).toBe(200);
    const quotes = response.json().data as Array<Record<string, unknown>>;
    expect(quotes.map((row) => row.quote)).toContain('Fast delivery');
    expect(quotes.every((row) => 'quote' in row && !('price' in row))).toBe(true);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['cache-control']).toContain('max-age');
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/content/ext/shipping/testimonials',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await server.app.inject({ method: 'GET', url: '/api/content/ext/shipping/rates' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/content/ext/shipping/nothing' })).statusCode).toBe(404);
  });
});

describe('a refused manifest', () => {
  it('is named in the boot report with the reason, and its types are not served', async () => {
    const plugins = (await call('GET', '/api/plugins')).json().data as Array<{
      id: string;
      problem?: string | null;
      manifest?: unknown;
      contentTypes?: Array<{ name: string; count: number; public: boolean }>;
    }>;
    const byId = (id: string) => plugins.find((plugin) => plugin.id === id)!;
    expect(byId('shipping')).toMatchObject({
      kind: 'external',
      problem: null,
      manifest: { version: '1.2.0', pluginApi: '^1.0' },
    });
    expect(byId('shipping').contentTypes!.map((entry) => [entry.name, entry.public])).toEqual([
      ['rates', false],
      ['testimonials', true],
    ]);
    expect(byId('shipping').contentTypes![0].count).toBeGreaterThan(0);
    expect(byId('bad-schema').problem).toMatch(/content type "things": its schema is not valid/);
    expect(byId('unsupported').problem).toMatch(/uses "\$ref", which content types do not support/);
    expect(byId('clash').problem).toMatch(/the content type name "things" is taken/);
    expect(byId('future').problem).toMatch(/needs plugin API \^2.0, this server provides 1.3.0/);
    for (const id of ['bad-schema', 'unsupported', 'clash', 'future']) {
      expect((await call('GET', `/api/ext/${id}/things`)).statusCode).toBe(404);
    }
  });

  it('the server and the kernel speak the same plugin API version', () => {
    expect(SERVER_PLUGIN_API_VERSION).toBe(PLUGIN_API_VERSION);
  });

  it('accepts the manifest of examples/quote-editor', () => {
    const example = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../examples/quote-editor/manifest.json'), 'utf8'),
    );
    expect([...contentTypesOf('quote-editor', example).types.keys()]).toEqual(['testimonials']);
  });
});

describe('a plugin switched off or removed', () => {
  it('has its routes answer 404, signed in or not, and its records kept until it comes back', async () => {
    expect((await call('GET', '/api/ext/dormant/notes')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/api/ext/dormant/notes', payload: {} })).statusCode).toBe(
      404,
    );

    writeConfig({});
    await reloadConfig();
    const note = await call('POST', '/api/ext/dormant/notes', { title: 'Keep me' });
    expect(note.statusCode).toBe(201);

    writeConfig(
      {},
      Object.keys(manifests).filter((id) => id !== 'dormant'),
    );
    await reloadConfig();
    expect((await call('GET', '/api/ext/dormant/notes')).statusCode).toBe(404);
    expect((await call('GET', `/api/ext/dormant/notes/${note.json().data._id}`)).statusCode).toBe(404);
    const kept = await server.db.selectFrom('ext_records').select('data').where('plugin', '=', 'dormant').execute();
    expect(kept.map((row) => row.data)).toEqual([{ title: 'Keep me' }]);

    writeConfig({ dormant: false });
    await reloadConfig();
    expect((await call('GET', '/api/ext/dormant/notes')).statusCode).toBe(404);
    writeConfig({});
    await reloadConfig();
    expect(
      (await call('GET', '/api/ext/dormant/notes')).json().data.map((row: { title: string }) => row.title),
    ).toEqual(['Keep me']);
  });
});
