import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startContentServer, type ContentServer } from './content-server';

/** The spec's section `slug`: stored and answered by GET /sections/{page} and the content API. */
let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const form = (extra: Record<string, string> = {}): Record<string, string> => ({
  title: 'Fast COD & Returns',
  sectionType: 'general',
  order: '1',
  page: 'shipping',
  'generalSection.heading': 'Cash on delivery',
  'generalSection.buttons': '[]',
  ...extra,
});

describe('section slug', () => {
  it('makes the slug from the title when none is sent, and keeps it when the title changes', async () => {
    const created = await send(server.app, 'POST', '/section/create', form());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Fast COD & Returns', slug: 'fast-cod-returns' });
    const renamed = await send(server.app, 'PUT', `/section/update/${created.body.data._id}`, {
      title: 'Faster COD',
      updatedAt: created.body.data.updatedAt,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Faster COD', slug: 'fast-cod-returns' });
    const listed = (await send(server.app, 'GET', '/sections/shipping')).body.sections as Array<{
      _id: string;
      slug: string;
    }>;
    expect(listed.find((section) => section._id === created.body.data._id)?.slug).toBe('fast-cod-returns');
  });

  it('stores a slug sent by the form, delivers it, and refuses one that is not an address part', async () => {
    const created = await send(
      server.app,
      'POST',
      '/section/create',
      form({ title: 'Warehouses', slug: 'our-warehouses' }),
    );
    expect(created.body.data).toMatchObject({ slug: 'our-warehouses' });
    const changed = await send(server.app, 'PUT', `/section/update/${created.body.data._id}`, {
      slug: 'warehouses-2',
      updatedAt: created.body.data.updatedAt,
    });
    expect(changed.body.data).toMatchObject({ title: 'Warehouses', slug: 'warehouses-2' });
    const delivered = await server.app.inject({ method: 'GET', url: '/api/content/sections/shipping' });
    expect(
      (delivered.json().data as Array<{ id: string; slug: string }>).find(
        (section) => section.id === created.body.data._id,
      )?.slug,
    ).toBe('warehouses-2');

    for (const slug of ['Our Warehouses', 'a--b', '-a', 'x'.repeat(121)]) {
      const refused = await send(server.app, 'POST', '/section/create', form({ slug }));
      expect(refused.status, slug).toBe(400);
      expect(refused.body.message).toMatch(/^slug must be lower-case letters, digits and single dashes/);
    }
  });
});
