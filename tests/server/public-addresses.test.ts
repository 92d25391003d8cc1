import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../../packages/server/src/db/record';
import { createTestServer, type TestServer } from './helpers';

/**
 * Absolute media addresses in the public content API come from configuration (PUBLIC_URL, S3_PUBLIC_URL),
 * never from a request's Host or X-Forwarded-Host: the answers are cached by CDNs for every visitor, so a
 * request with `X-Forwarded-Host: evil.example` must not turn everybody's logos into evil.example's.
 */

const POISON = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

/** A server behind a trusted proxy (TRUST_PROXY on) with a company logo, a section image and an article's inline image. */
async function serverWith(publicUrl: string | null): Promise<TestServer> {
  const server = await createTestServer({ config: { trustProxy: true, publicUrl } });
  await server.db
    .insertInto('companies')
    .values({ name: 'Acme', logo: '/uploads/companies/acme.svg', row: 1 })
    .execute();
  await server.db
    .insertInto('sections')
    .values({
      page: 'home',
      title: 'Hero',
      order: 1,
      section_type: 'general',
      created_by: 'x@example.com',
      body: jsonb({ heading: 'Hi', image: '/uploads/sections/hero.png', buttons: [], imageDimensions: {} }),
    })
    .execute();
  await server.db
    .insertInto('legal_pages')
    .values({ title: 'Imprint', content: '<p><img src="/uploads/legal/stamp.png"></p>' })
    .execute();
  return server;
}

const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.rawInject({ method: 'GET', url, headers });

describe('with PUBLIC_URL set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith('https://admin.example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('X-Forwarded-Host: evil.example under TRUST_PROXY leaves every media address on PUBLIC_URL, and the cached answer identical', async () => {
    const plain = await get(server, '/api/content/companies');
    const poisoned = await get(server, '/api/content/companies', POISON);
    expect(poisoned.statusCode).toBe(200);
    const acme = 'https://admin.example.com/uploads/companies/acme.svg';
    expect(poisoned.json().data).toEqual([
      { name: 'Acme', logo: acme, logoImage: expect.objectContaining({ src: acme }), row: 1 },
    ]);
    expect(poisoned.body).toBe(plain.body);
    expect(poisoned.headers.etag).toBe(plain.headers.etag);

    const sections = await get(server, '/api/content/sections/home', POISON);
    expect(sections.json().data[0].body.image).toBe('https://admin.example.com/uploads/sections/hero.png');
    const legal = await get(server, '/api/content/legal/imprint', POISON);
    expect(legal.json().data.content).toContain('src="https://admin.example.com/uploads/legal/stamp.png"');
    for (const answer of [poisoned, sections, legal]) expect(answer.body).not.toContain('evil.example');
  });
});

describe('without PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith(null);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('media addresses stay root-relative whatever Host or X-Forwarded-Host the request brings', async () => {
    const poisoned = await get(server, '/api/content/companies', POISON);
    expect(poisoned.json().data[0].logo).toBe('/uploads/companies/acme.svg');
    expect((await get(server, '/api/content/companies', { host: 'admin.example.com' })).body).toBe(poisoned.body);
    const sections = await get(server, '/api/content/sections/home', POISON);
    expect(sections.json().data[0].body.image).toBe('/uploads/sections/hero.png');
    expect((await get(server, '/api/content/legal/imprint', POISON)).json().data.content).toContain(
      'src="/uploads/legal/stamp.png"',
    );
  });
});
