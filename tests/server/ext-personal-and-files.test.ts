/* eslint-disable @typescript-eslint/no-explicit-any -- the answers read here are plain JSON, checked by the assertions. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypesOf } from '../../packages/server/src/plugins/plugin-manifests';
import { sweepOrphanFiles } from '../../packages/server/src/storage/orphan-sweep';
import { extContentModule } from '../../packages/server/src/modules/ext-content';
import { startS3TestServer } from '../support/s3-test-server';
import { createTestServer, multipartBody, pngImage, type TestServer } from './helpers';

// Declared content types reach the personal-data requests (fields marked "x-personal") and take files through
// the built-in upload checks (fields of "format": "file").

let server: TestServer;
let dir: string;
let cookie = '';

const crm = {
  id: 'crm',
  version: '1.0.0',
  pluginApi: '^1.0',
  contentTypes: [
    {
      name: 'contacts',
      label: 'Contact',
      schema: {
        type: 'object',
        required: ['name', 'email'],
        properties: {
          name: { type: 'string', maxLength: 100, 'x-personal': 'name' },
          email: { type: 'string', format: 'email', 'x-personal': 'email' },
          phone: { type: 'string', 'x-personal': 'phone' },
          note: { type: 'string' },
          photo: {
            type: 'string',
            format: 'file',
            'x-accept': ['image/png', 'image/jpeg'],
            'x-maxBytes': 20_000,
            'x-maxWidth': 100,
            'x-maxHeight': 100,
          },
        },
      },
    },
    {
      name: 'banners',
      label: 'Banner',
      public: true,
      schema: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          contactEmail: { type: 'string', format: 'email', 'x-personal': 'email' },
          image: { type: 'string', format: 'file', 'x-accept': ['image/png'], 'x-width': 40, 'x-height': 30 },
          leaflet: { type: 'string', format: 'file', 'x-accept': ['application/pdf'] },
        },
      },
    },
  ],
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backoffice-ext-personal-'));
  const pluginsDir = join(dir, 'plugins');
  mkdirSync(join(pluginsDir, 'crm'), { recursive: true });
  writeFileSync(join(pluginsDir, 'crm', 'manifest.json'), JSON.stringify(crm));
  const appConfigFile = join(dir, 'backoffice.config.json');
  writeFileSync(
    appConfigFile,
    JSON.stringify({ plugins: {}, externalPlugins: [{ id: 'crm', url: '/plugins/crm/index.js' }] }),
  );
  server = await createTestServer({ config: { appConfigFile, pluginsDir, publicUrl: 'https://admin.example.com' } });
  cookie = await server.signIn('admin');
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({ method, url, payload: payload as never, headers: { cookie } });
const pdf = Buffer.from('%PDF-1.4\n% leaflet\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function upload(type: string, files: Record<string, { data: Buffer; filename: string; type?: string }>) {
  const form = multipartBody({}, files);
  return server.app.inject({
    method: 'POST',
    url: `/api/ext/crm/${type}/files`,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

describe('the manifest flags', () => {
  const manifestWith = (properties: Record<string, unknown>) => ({
    id: 'x',
    version: '1.0.0',
    pluginApi: '^1.0',
    contentTypes: [{ name: 't', label: 'T', schema: { type: 'object', properties } }],
  });
  const problem = (properties: Record<string, unknown>) => {
    try {
      contentTypesOf('x', manifestWith(properties));
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts personal and file fields, and refuses wrong ones with the reason', () => {
    expect(
      [...contentTypesOf('crm', crm).types.values()].map((type) => [
        type.name,
        type.personal?.emailFields ?? null,
        [...type.fileFields.keys()],
      ]),
    ).toEqual([
      ['contacts', ['email'], ['photo']],
      ['banners', ['contactEmail'], ['image', 'leaflet']],
    ]);
    expect(problem({ email: { type: 'string', format: 'email', 'x-personal': 'mail' } })).toMatch(
      /"x-personal": "mail" \(use "email", "name", "phone" or true\)/,
    );
    expect(problem({ name: { type: 'string', 'x-personal': 'name' } })).toMatch(
      /has personal fields \(name\) but none marked "x-personal": "email"/,
    );
    expect(problem({ email: { type: 'string', 'x-personal': 'email' } })).toMatch(/needs "format": "email"/);
    expect(problem({ age: { type: 'number', 'x-personal': true } })).toMatch(
      /"age" is marked "x-personal" but is not a string/,
    );
    expect(problem({ photo: { type: 'string', format: 'file', 'x-accept': ['text/html'] } })).toMatch(
      /"x-accept" lists "text\/html"/,
    );
    expect(problem({ photo: { type: 'string', format: 'file', 'x-maxBytes': -1 } })).toMatch(
      /"x-maxBytes" must be a whole number from 1/,
    );
    expect(problem({ title: { type: 'string', 'x-accept': ['image/png'] } })).toMatch(
      /only file fields \("format": "file"\) take/,
    );
    expect(problem({ photo: { type: 'number', format: 'file' } })).toMatch(
      /must be \{ "type": "string", "format": "file" \}/,
    );
  });
});

describe('file fields', () => {
  it('go through the upload checks: wrong type, too big, wrong size in pixels, then ok', async () => {
    const wrongType = await upload('contacts', {
      photo: { data: Buffer.from('just text'), filename: 'me.png', type: 'image/png' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/must be an image .*this file's content is not a recognised type/);
    const notAccepted = await upload('contacts', { photo: { data: pdf, filename: 'me.pdf', type: 'application/pdf' } });
    expect(notAccepted.statusCode).toBe(400);
    const tooBig = await upload('contacts', {
      photo: { data: Buffer.concat([pngImage(50, 50, [1, 2, 3]), Buffer.alloc(30_000)]), filename: 'big.png' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/too large/);
    const tooWide = await upload('contacts', { photo: { data: pngImage(120, 20, [1, 2, 3]), filename: 'wide.png' } });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json()).toMatchObject({
      field: 'photo',
      message: 'The image for photo must be at most 100 × 100 pixels; it is 120 × 20',
    });
    const exact = await upload('banners', { image: { data: pngImage(41, 30, [1, 2, 3]), filename: 'banner.png' } });
    expect(exact.json().message).toBe('The image for image must be 40 × 30 pixels; it is 41 × 30');
    const none = await upload('contacts', {});
    expect(none.statusCode).toBe(400);

    const ok = await upload('contacts', {
      photo: { data: pngImage(60, 60, [9, 9, 9]), filename: 'Kofi portrait.png' },
    });
    expect(ok.statusCode).toBe(200);
    const url = ok.json().data.photo as string;
    expect(url).toMatch(/^\/uploads\/ext\/[0-9a-f-]{36}-Kofi-portrait\.png$/);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('hold only a stored file of an accepted type; a replaced or deleted record`s file is removed', async () => {
    const made = await call('POST', '/api/ext/crm/contacts', {
      name: 'A',
      email: 'a@example.com',
      photo: '/uploads/ext/00000000-0000-4000-8000-000000000000.png',
    });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toMatchObject({ field: 'photo', message: 'The file of photo is not stored; upload it again' });
    expect(
      (
        await call('POST', '/api/ext/crm/contacts', {
          name: 'A',
          email: 'a@example.com',
          photo: 'https://evil.example/x.png',
        })
      ).json().field,
    ).toBe('photo');
    const leaflet = (await upload('banners', { leaflet: { data: pdf, filename: 'leaflet.pdf' } })).json().data.leaflet;
    const wrongKind = await call('POST', '/api/ext/crm/contacts', {
      name: 'A',
      email: 'a@example.com',
      photo: leaflet,
    });
    expect(wrongKind.json()).toMatchObject({ field: 'photo', message: 'photo must be a file of type PNG, JPG' });

    const first = (
      await upload('contacts', { photo: { data: pngImage(10, 10, [1, 1, 1]), filename: 'one.png' } })
    ).json().data.photo;
    const record = (
      await call('POST', '/api/ext/crm/contacts', { name: 'B', email: 'b@example.com', photo: first })
    ).json().data;
    expect(record.photo).toBe(first);
    const second = (
      await upload('contacts', { photo: { data: pngImage(10, 10, [2, 2, 2]), filename: 'two.png' } })
    ).json().data.photo;
    expect(
      (await call('PUT', `/api/ext/crm/contacts/${record._id}`, { photo: second, updatedAt: record.updatedAt }))
        .statusCode,
    ).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/ext/crm/contacts/${record._id}`)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('are delivered as usable addresses on a public type`s content route; the sweep removes files no record names', async () => {
    const image = (
      await upload('banners', { image: { data: pngImage(40, 30, [3, 3, 3]), filename: 'banner.png' } })
    ).json().data.image;
    const orphan = (
      await upload('banners', { image: { data: pngImage(40, 30, [4, 4, 4]), filename: 'orphan.png' } })
    ).json().data.image;
    expect(
      (await call('POST', '/api/ext/crm/banners', { title: 'Summer', image, contactEmail: 'ama@example.com' }))
        .statusCode,
    ).toBe(201);
    const delivered = (await server.app.inject({ method: 'GET', url: '/api/content/ext/crm/banners' })).json().data;
    const summer = delivered.find((row: any) => row.title === 'Summer');
    expect(summer.image).toBe(`https://admin.example.com${image}`);
    // Personal fields stay in the back-office: never on the public route.
    expect(summer).not.toHaveProperty('contactEmail');
    expect(
      (await call('GET', '/api/ext/crm/banners')).json().data.find((row: any) => row.title === 'Summer').contactEmail,
    ).toBe('ama@example.com');

    const swept = await sweepOrphanFiles({
      db: server.db,
      storage: server.storage,
      modules: [extContentModule],
      minAgeMs: 0,
    });
    expect(swept.removed).toContain(`uploads${orphan.slice('/uploads'.length)}`);
    expect(swept.removed).not.toContain(`uploads${image.slice('/uploads'.length)}`);
  });
});

describe('file fields on S3-compatible storage', () => {
  it('store the upload in the bucket and deliver the bucket`s public address on the content route', async () => {
    const s3 = await startS3TestServer();
    const other = await createTestServer({
      config: { appConfigFile: join(dir, 'backoffice.config.json'), pluginsDir: join(dir, 'plugins') },
      storage: s3.storage({ prefix: 'ext-test', publicUrl: 'https://cdn.example.com/media' }),
    });
    try {
      const admin = await other.signIn('admin');
      const form = multipartBody({}, { image: { data: pngImage(40, 30, [7, 7, 7]), filename: 'banner.png' } });
      const uploaded = await other.app.inject({
        method: 'POST',
        url: '/api/ext/crm/banners/files',
        payload: form.payload,
        headers: { ...form.headers, cookie: admin },
      });
      expect(uploaded.statusCode).toBe(200);
      const image = uploaded.json().data.image as string;
      expect(await other.storage.read(image)).not.toBeNull();
      const wrong = multipartBody({}, { image: { data: Buffer.from('<html></html>'), filename: 'banner.png' } });
      expect(
        (
          await other.app.inject({
            method: 'POST',
            url: '/api/ext/crm/banners/files',
            payload: wrong.payload,
            headers: { ...wrong.headers, cookie: admin },
          })
        ).statusCode,
      ).toBe(400);
      await other.app.inject({
        method: 'POST',
        url: '/api/ext/crm/banners',
        payload: { title: 'On S3', image },
        headers: { cookie: admin },
      });
      const delivered = (await other.app.inject({ method: 'GET', url: '/api/content/ext/crm/banners' })).json().data;
      expect(delivered.find((row: any) => row.title === 'On S3').image).toMatch(
        /^https:\/\/cdn\.example\.com\/media\/.*banner\.png$/,
      );
    } finally {
      await other.close();
      await s3.close();
    }
  });
});

describe('personal data in declared types', () => {
  it('is found by e-mail, exported and erased with its files; the activity entries are masked', async () => {
    const photo = (
      await upload('contacts', { photo: { data: pngImage(20, 20, [5, 6, 7]), filename: 'kofi.png' } })
    ).json().data.photo;
    const kofi = (
      await call('POST', '/api/ext/crm/contacts', {
        name: 'Kofi Mensah',
        email: 'Kofi@Example.com',
        phone: '+233 1',
        note: 'VIP',
        photo,
      })
    ).json().data;
    expect(kofi.email).toBe('kofi@example.com');
    await call('PUT', `/api/ext/crm/contacts/${kofi._id}`, { phone: '+233 2', updatedAt: kofi.updatedAt });
    await call('POST', '/api/ext/crm/contacts', { name: 'Abena', email: 'abena@example.com' });

    const found = (await call('POST', '/api/personal-data/find', { email: 'KOFI@example.com' })).json().data;
    const hits = found.collections.find((entry: any) => entry.collection === 'ext/crm/contacts');
    expect(hits).toMatchObject({
      source: 'plugin',
      plugin: 'crm',
      contentType: 'contacts',
      title: 'Contact (crm)',
      files: 1,
    });
    expect(hits.records).toEqual([
      expect.objectContaining({ id: kofi._id, name: 'Kofi Mensah', phone: '+233 2', note: 'VIP' }),
    ]);
    expect(found.collections.find((entry: any) => entry.collection === 'newsletter')).toMatchObject({
      source: 'built-in',
    });
    expect(found.collections.find((entry: any) => entry.collection === 'ext/crm/banners').records).toEqual([]);
    expect(found.total).toBe(1);

    const zip = await call('POST', '/api/personal-data/export', { email: 'kofi@example.com' });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(JSON.parse(strFromU8(files['ext-crm-contacts.json'])).map((row: any) => row.name)).toEqual(['Kofi Mensah']);
    expect(Object.keys(files).filter((name) => name.startsWith('files/ext-crm-contacts/'))).toHaveLength(1);
    expect(JSON.stringify(Object.keys(files).map((name) => strFromU8(files[name])))).not.toContain('Abena');

    const erased = await call('POST', '/api/personal-data/erase', { email: 'kofi@example.com' });
    expect(erased.json().data).toMatchObject({ ext: { 'ext/crm/contacts': 1 }, files: 1 });
    expect((await call('GET', `/api/ext/crm/contacts/${kofi._id}`)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    const entries = await server.db
      .selectFrom('activity')
      .select(['label', 'changes'])
      .where('record_id', '=', kofi._id)
      .execute();
    expect(entries.length).toBeGreaterThan(1);
    expect(JSON.stringify(entries)).not.toMatch(/Kofi|kofi|\+233/);
    expect(await server.db.selectFrom('revisions').select('id').where('record_id', '=', kofi._id).execute()).toEqual(
      [],
    );
    const left = (await call('GET', '/api/ext/crm/contacts')).json().data.map((row: any) => row.name);
    expect(left).toContain('Abena');
    expect((await call('POST', '/api/personal-data/find', { email: 'kofi@example.com' })).json().data.total).toBe(0);
  });
});
