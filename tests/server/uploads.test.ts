import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, multipartBody, pngImage, type TestServer } from './helpers';
import { probeModule } from './probe-module';

const LIMIT = 64 * 1024;

describe('uploads: size, content checks, storage and serving', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer({ extraModules: [probeModule], config: { uploadMaxBytes: LIMIT } });
    cookie = await server.signIn('editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  const upload = (
    kinds: string,
    file: { data: Buffer; filename: string; type?: string },
    fields: Record<string, string> = {},
    query = '',
  ) => {
    const body = multipartBody(fields, { file });
    return server.app.inject({
      method: 'POST',
      url: `/api/probe/upload?kinds=${kinds}${query}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

  it('accepts a PNG as an image, stores it under /uploads and serves it with its type', async () => {
    const png = pngImage(20, 10, [10, 120, 200]);
    const response = await upload(
      'image',
      { data: png, filename: 'photo.PNG', type: 'image/png' },
      { 'generalSection.heading': 'Hello', cardImageIndex_0: '2' },
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.ext).toBe('png');
    expect(data.url).toMatch(/^\/uploads\/probe\/[0-9a-f-]{36}\.png$/);
    expect(data.fields).toEqual({ 'generalSection.heading': 'Hello', cardImageIndex_0: '2' });
    expect(existsSync(join(server.dataDir, data.key))).toBe(true);

    const served = await server.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it("a module's upload keeps its uploaded name after the fresh id; a candidate's private files do not", async () => {
    const logo = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
    const company = multipartBody(
      { name: 'Aramex', row: '1' },
      { logo: { data: logo, filename: 'Aramex Logo (2026).svg', type: 'image/svg+xml' } },
    );
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/companies/add',
      headers: { cookie, ...company.headers },
      payload: company.payload,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.url).toMatch(/^\/uploads\/companies\/[0-9a-f-]{36}-Aramex-Logo-2026\.svg$/);
    expect((await server.app.inject({ method: 'GET', url: added.json().data.url })).statusCode).toBe(200);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const application = multipartBody(
      { job: 'Driver', fName: 'Leila', lName: 'Haddad', email: 'leila@example.com', phone: '+212600000000' },
      { resume: { data: pdf, filename: 'Leila Haddad CV.pdf' } },
    );
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/public/job-applications',
          headers: application.headers,
          payload: application.payload,
        })
      ).statusCode,
    ).toBe(201);
    const privateFiles = readdirSync(join(server.dataDir, 'private/candidates'));
    expect(privateFiles.length).toBeGreaterThan(0);
    for (const name of privateFiles) expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('refuses a text file renamed .png, whatever the browser claims', async () => {
    const response = await upload('image', {
      data: Buffer.from('just some text, not a picture'),
      filename: 'fake.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "The file must be an image (PNG, JPEG, WebP or GIF); this file's content is not a recognised type",
    });
  });

  it('refuses a real PNG where only a PDF is allowed', async () => {
    const response = await upload('pdf', {
      data: pngImage(4, 4, [0, 0, 0]),
      filename: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The file must be a PDF document; this file's content is PNG");
  });

  it('accepts a plain SVG and refuses one with a script', async () => {
    const plain =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c00"/></svg>';
    const ok = await upload('svg', { data: Buffer.from(plain), filename: 'logo.svg', type: 'image/svg+xml' });
    expect(ok.statusCode).toBe(200);
    const served = await server.app.inject({ method: 'GET', url: ok.json().data.url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const refused = await upload('svg', { data: Buffer.from(evil), filename: 'logo.svg', type: 'image/svg+xml' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The SVG contains a script; please upload a plain SVG');
    const handler = await upload('svg', { data: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'a.svg' });
    expect(handler.statusCode).toBe(400);
  });

  it('answers 413 with the limit in the message for a file over UPLOAD_MAX_BYTES', async () => {
    const big = Buffer.concat([pngImage(4, 4, [1, 2, 3]), Buffer.alloc(LIMIT + 10)]);
    const response = await upload('image', { data: big, filename: 'big.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'File is too large (max 64 KB)' });
  });

  it('a file of exactly the limit is accepted', async () => {
    const png = pngImage(4, 4, [1, 2, 3]);
    const exact = Buffer.concat([png, Buffer.alloc(LIMIT - png.length)]);
    const response = await upload('image', { data: exact, filename: 'exact.png' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 when a multipart call gets JSON, and when the file is missing', async () => {
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/probe/upload?kinds=image',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('This call expects a multipart form (multipart/form-data)');
    const body = multipartBody({ title: 'no file' });
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/probe/upload?kinds=image',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please choose a file');
  });

  it('answers 400, not 500, for a broken multipart body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/probe/upload?kinds=image',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });

  it('keeps private files off /uploads and refuses paths outside the storage', async () => {
    const response = await upload(
      'image',
      { data: pngImage(4, 4, [9, 9, 9]), filename: 'secret.png' },
      {},
      '&private=true',
    );
    const { data } = response.json();
    expect(data.url).toBeNull();
    expect(data.key).toMatch(/^private\/probe\/[0-9a-f-]{36}\.png$/);
    const fileName = data.key.split('/').pop();
    expect((await server.app.inject({ method: 'GET', url: `/uploads/probe/${fileName}` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/uploads/../private/probe/${fileName}` })).statusCode).toBe(
      404,
    );
    expect(
      (await server.app.inject({ method: 'GET', url: `/uploads/%2e%2e/private/probe/${fileName}` })).statusCode,
    ).toBe(404);
    expect(await server.storage.read(data.key)).not.toBeNull();
    expect(await server.storage.read(`uploads/../private/probe/${fileName}`)).toBeNull();

    await server.storage.remove(data.key);
    expect(await server.storage.read(data.key)).toBeNull();
    await server.storage.remove('https://elsewhere.example.com/x.png'); // foreign: ignored
  });

  it('requires content:write for the probe upload (viewer gets 403 before any parsing)', async () => {
    const viewer = await server.signIn('viewer');
    const body = multipartBody({}, { file: { data: pngImage(4, 4, [0, 0, 0]), filename: 'a.png' } });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/probe/upload?kinds=image',
      headers: { cookie: viewer, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });
});
