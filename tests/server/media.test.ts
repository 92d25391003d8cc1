import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillLibrary } from '../../packages/server/src/modules/media/backfill';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

/**
 * The media library (issue 37, docs/media.md): uploads deduplicated by content, the list's fields, usage,
 * deleting only unused files, replacing a file everywhere, variants made by the background job.
 */
let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const pngBytes = (width: number, height: number, colour: readonly number[]) => gradientPng(width, height, colour);
const file = (data: Buffer, name = 'cover.png') => new File([new Uint8Array(data)], name, { type: 'image/png' });
const COVER = pngBytes(1062, 530, [10, 80, 160]);
const blog = (slug: string, extra: Record<string, string | File> = {}) => ({
  subtitle: 'Trust sells',
  title: `Blog ${slug}`,
  creator: 'Amina',
  date: '2026-11-02',
  readTime: '7',
  description: 'd',
  category: 'Cash on Delivery',
  content: '<p>x</p>',
  slug,
  metaDescription: 'm',
  ...extra,
});

interface Item {
  _id: string;
  url: string;
  hash: string;
  usage: number;
  width: number;
  height: number;
  alt: string;
  updatedAt: string;
  variants: Array<{ src: string; width: number; height: number; type: string }>;
}

async function mediaByUrl(url: string): Promise<Item> {
  const list = await send(server.app, 'GET', '/media?pageSize=200&page=1');
  const found = (list.body.data as Item[]).find((item) => item.url === url);
  if (!found) throw new Error(`${url} is not in the library`);
  return found;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('media library', () => {
  let coverUrl = '';
  let first = '';
  let second = '';

  it('stores the same file uploaded in two forms once, and lists it with its size, hash and usage', async () => {
    const a = await send(server.app, 'POST', '/blog/create', blog('first', { blogPhoto: file(COVER) }));
    const b = await send(server.app, 'POST', '/blog/create', blog('second', { blogPhoto: file(COVER, 'again.png') }));
    expect([a.status, b.status]).toEqual([201, 201]);
    first = a.body.data._id;
    second = b.body.data._id;
    coverUrl = a.body.data.blogPhoto;
    expect(b.body.data.blogPhoto).toBe(coverUrl);
    const item = await mediaByUrl(coverUrl);
    expect(item).toMatchObject({
      width: 1062,
      height: 530,
      usage: 2,
      alt: '',
      hash: createHash('sha256').update(COVER).digest('hex'),
    });
    const rows = await server.db.selectFrom('media').select('id').where('hash', '=', item.hash).execute();
    expect(rows).toHaveLength(1);
  });

  it('makes the variants in the background: WebP and AVIF at each width narrower than the original', async () => {
    const item = await waitFor(
      () => mediaByUrl(coverUrl),
      (found) => found.variants.length > 0,
    );
    expect(item.variants.map((variant) => [variant.width, variant.type]).sort()).toEqual([
      [320, 'image/avif'],
      [320, 'image/webp'],
      [640, 'image/avif'],
      [640, 'image/webp'],
    ]);
    for (const variant of item.variants) {
      expect(server.stored.has(variant.src)).toBe(true);
      expect(variant.height).toBe(Math.round((530 * variant.width) / 1062));
    }
    const webp = server.contents.get(item.variants.find((variant) => variant.type === 'image/webp')!.src)!;
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it("a file's page lists every record using it", async () => {
    const item = await mediaByUrl(coverUrl);
    const detail = await send(server.app, 'GET', `/media/${item._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.usedBy).toEqual(
      expect.arrayContaining([
        { table: 'articles', id: first, label: 'Blog: Blog first', path: `/explore/blogs/edit-blog?id=${first}` },
        { table: 'articles', id: second, label: 'Blog: Blog second', path: `/explore/blogs/edit-blog?id=${second}` },
      ]),
    );
    expect(detail.body.data.usedBy).toHaveLength(2);
  });

  it('edits alt text and tags with the version; refuses a stale version and a viewer', async () => {
    const item = await mediaByUrl(coverUrl);
    const edited = await server.app.inject({
      method: 'PUT',
      url: `/api/media/${item._id}`,
      payload: { alt: 'A parcel at the door', tags: ['blog', 'blog', ' covers '], updatedAt: item.updatedAt },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ alt: 'A parcel at the door', tags: ['blog', 'covers'] });
    const stale = await server.app.inject({
      method: 'PUT',
      url: `/api/media/${item._id}`,
      payload: { alt: 'x', updatedAt: item.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    const viewer = await server.cookieFor('viewer');
    const refused = await server.app.inject({
      method: 'PUT',
      url: `/api/media/${item._id}`,
      payload: { alt: 'x' },
      headers: { cookie: viewer },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/media', headers: { cookie: viewer } })).statusCode,
    ).toBe(200);
  });

  it('uploads to the library: the same bytes answer the stored file, new bytes a new one; filters find them', async () => {
    const again = await send(server.app, 'POST', '/media', { file: file(COVER, 'third.png') });
    expect(again.status).toBe(200);
    expect(again.body.data.url).toBe(coverUrl);
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>'],
      'logo.svg',
      { type: 'image/svg+xml' },
    );
    const added = await send(server.app, 'POST', '/media', { file: svg, alt: 'Our logo', tags: 'logo' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      mime: 'image/svg+xml',
      width: 40,
      height: 20,
      alt: 'Our logo',
      tags: ['logo'],
      usage: 0,
      variants: [],
    });
    const unused = await send(server.app, 'GET', '/media?unused=true');
    expect(unused.body.data.map((item: Item) => item.url)).toEqual([added.body.data.url]);
    expect((await send(server.app, 'GET', '/media?type=svg')).body.data.map((item: Item) => item.url)).toEqual([
      added.body.data.url,
    ]);
    expect((await send(server.app, 'GET', '/media?type=image')).body.data.map((item: Item) => item.url)).toEqual([
      coverUrl,
    ]);
    expect((await send(server.app, 'GET', '/media?q=parcel')).body.data.map((item: Item) => item.url)).toEqual([
      coverUrl,
    ]);
    expect((await send(server.app, 'GET', '/media?tag=logo')).body.total).toBe(1);
    expect((await send(server.app, 'GET', '/media?maxBytes=1000')).body.data.map((item: Item) => item.url)).toEqual([
      added.body.data.url,
    ]);
    const text = await send(server.app, 'POST', '/media', {
      file: new File(['hello'], 'a.png', { type: 'image/png' }),
    });
    expect(text.status).toBe(400);
  });

  it('refuses to delete a file in use, naming its users; deletes unused ones (one or several) with publish rights', async () => {
    const item = await mediaByUrl(coverUrl);
    const used = await send(server.app, 'DELETE', `/media/${item._id}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/used by 2 records \(Blog: Blog first; Blog: Blog second\)/);
    const spare = await send(server.app, 'POST', '/media', { file: file(pngBytes(30, 30, [1, 2, 3]), 'spare.png') });
    const editor = await server.cookieFor('editor');
    expect((await send(server.app, 'DELETE', `/media/${spare.body.data._id}`, undefined, editor)).status).toBe(403);
    const many = await server.app.inject({
      method: 'POST',
      url: '/api/media/delete',
      payload: { ids: [spare.body.data._id, item._id] },
    });
    expect(many.statusCode).toBe(200);
    expect(many.json()).toMatchObject({
      message: '1 file deleted; 1 in use kept',
      data: { removed: [spare.body.data._id] },
    });
    expect(server.stored.has(spare.body.data.url)).toBe(false);
    expect(server.stored.has(coverUrl)).toBe(true);
  });

  it('the content API delivers the cover with its alt text and srcset variants; a new alt text is a new answer', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/content/articles/blog/first' });
    expect(answer.statusCode).toBe(200);
    const { coverImage, cover } = answer.json().data;
    expect(coverImage).toMatchObject({
      src: cover,
      width: 1062,
      height: 530,
      alt: 'A parcel at the door',
      decorative: false,
    });
    expect(
      coverImage.variants.map((variant: { width: number; type: string }) => `${variant.type} ${variant.width}w`).sort(),
    ).toEqual(['image/avif 320w', 'image/avif 640w', 'image/webp 320w', 'image/webp 640w']);
    const listed = await server.app.inject({ method: 'GET', url: '/api/content/articles/blog' });
    expect(listed.json().data[0].coverImage.alt).toBe('A parcel at the door');
    const item = await mediaByUrl(coverUrl);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await server.app.inject({ method: 'PUT', url: `/api/media/${item._id}`, payload: { decorative: true } });
    const again = await server.app.inject({ method: 'GET', url: '/api/content/articles/blog/first' });
    expect(again.json().data.coverImage).toMatchObject({ alt: '', decorative: true });
    expect(new Date(again.headers['last-modified'] as string).getTime()).toBeGreaterThan(
      new Date(answer.headers['last-modified'] as string).getTime(),
    );
    await server.app.inject({ method: 'PUT', url: `/api/media/${item._id}`, payload: { decorative: false } });
  });

  it("a section's images are delivered beside its body with their alt text; a section counts as a use", async () => {
    const image = pngBytes(700, 300, [90, 90, 20]);
    const created = await send(server.app, 'POST', '/section/create', {
      title: 'With image',
      sectionType: 'general',
      isActive: 'true',
      createdBy: 'Admin',
      order: '1',
      page: 'banners-component',
      'generalSection.heading': 'Ship more',
      'generalSection.description': '',
      'generalSection.caption': '',
      'generalSection.buttons': '[]',
      image: file(image, 'banner.png'),
    });
    expect(created.status).toBe(201);
    const row = await server.db
      .selectFrom('media')
      .select(['id', 'url', 'updated_at'])
      .where('hash', '=', createHash('sha256').update(image).digest('hex'))
      .executeTakeFirstOrThrow();
    await server.app.inject({ method: 'PUT', url: `/api/media/${row.id}`, payload: { alt: 'A truck at dawn' } });
    const detail = await send(server.app, 'GET', `/media/${row.id}`);
    expect(detail.body.data.usedBy).toEqual([
      expect.objectContaining({ table: 'sections', label: 'Sections: banners-component: With image' }),
    ]);
    const delivered = await server.app.inject({ method: 'GET', url: '/api/content/sections/banners-component' });
    const section = delivered.json().data.find((entry: { title: string }) => entry.title === 'With image');
    expect(section.images).toEqual([
      expect.objectContaining({ src: row.url, width: 700, height: 300, alt: 'A truck at dawn' }),
    ]);
  });

  it('replaces a file everywhere in one go: every record points at the new file, the old one is gone, the change is logged', async () => {
    const item = await mediaByUrl(coverUrl);
    const replaced = await send(server.app, 'POST', `/media/${item._id}/replace`, {
      file: file(pngBytes(1062, 530, [200, 40, 40]), 'new-cover.png'),
    });
    expect(replaced.status).toBe(200);
    const fresh = replaced.body.data;
    expect(fresh).toMatchObject({ alt: 'A parcel at the door', tags: ['blog', 'covers'], usage: 2 });
    const blogs = (await send(server.app, 'GET', '/blog/get')).body as Array<{ _id: string; blogPhoto: string }>;
    expect(blogs.filter((row) => [first, second].includes(row._id)).map((row) => row.blogPhoto)).toEqual([
      fresh.url,
      fresh.url,
    ]);
    expect(server.stored.has(coverUrl)).toBe(false);
    expect(
      await server.db.selectFrom('media').select('id').where('url', '=', coverUrl).executeTakeFirst(),
    ).toBeUndefined();
    const logged = await server.db
      .selectFrom('activity')
      .selectAll()
      .where('record_table', '=', 'media')
      .where('record_id', '=', fresh._id)
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  it('a record letting go of a file removes it only once nothing else uses it', async () => {
    const fresh = (await send(server.app, 'GET', '/blog/get')).body.find((row: { _id: string }) => row._id === first)
      .blogPhoto as string;
    expect((await send(server.app, 'DELETE', `/blog/delete/${first}`)).status).toBe(200);
    expect(server.stored.has(fresh)).toBe(true);
    expect((await mediaByUrl(fresh)).usage).toBe(1);
    expect((await send(server.app, 'DELETE', `/blog/delete/${second}`)).status).toBe(200);
    expect(server.stored.has(fresh)).toBe(false);
  });

  it('keeps a focal point per file (0..1), finds a file by address or bytes, and counts images without alt text', async () => {
    const image = pngBytes(400, 200, [30, 60, 90]);
    const added = await send(server.app, 'POST', '/media', { file: file(image, 'focal.png') });
    const item = added.body.data;
    expect(item.focalPoint).toBeNull();
    const set = await server.app.inject({
      method: 'PUT',
      url: `/api/media/${item._id}`,
      payload: { focalPoint: { x: 0.25, y: 0.75 }, updatedAt: item.updatedAt },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.focalPoint).toEqual({ x: 0.25, y: 0.75 });
    const outside = await server.app.inject({
      method: 'PUT',
      url: `/api/media/${item._id}`,
      payload: { focalPoint: { x: 1.5, y: 0 } },
    });
    expect(outside.statusCode).toBe(400);
    const hash = createHash('sha256').update(image).digest('hex');
    expect((await send(server.app, 'GET', `/media?hash=${hash}`)).body.data.map((found: Item) => found._id)).toEqual([
      item._id,
    ]);
    expect(
      (await send(server.app, 'GET', `/media?url=${encodeURIComponent(item.url)}`)).body.data.map(
        (found: Item) => found._id,
      ),
    ).toEqual([item._id]);
    expect((await send(server.app, 'GET', '/media?hash=nothex')).status).toBe(400);

    const missing = await send(server.app, 'GET', '/media?missingAlt=true&pageSize=200&page=1');
    expect(missing.body.data.map((found: Item) => found._id)).toContain(item._id);
    const overview = await server.app.inject({ method: 'GET', url: '/api/dashboard/overview' });
    const entry = (overview.json().attention as Array<{ key: string }>).find(
      (found) => found.key === 'images-without-alt',
    );
    expect(entry).toMatchObject({ count: missing.body.total, path: '/media?missingAlt=true' });
    await server.app.inject({ method: 'PUT', url: `/api/media/${item._id}`, payload: { decorative: true } });
    expect(
      (await send(server.app, 'GET', '/media?missingAlt=true&pageSize=200&page=1')).body.data.map(
        (found: Item) => found._id,
      ),
    ).not.toContain(item._id);
    await server.app.inject({ method: 'PUT', url: `/api/media/${item._id}`, payload: { focalPoint: null } });
    expect((await send(server.app, 'GET', `/media/${item._id}`)).body.data.focalPoint).toBeNull();
  });

  it('delivers an image object beside the address for every kind: a company logo with its alt text and focal point', async () => {
    const logo = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#0a5"/></svg>',
    );
    const company = await send(server.app, 'POST', '/companies/add', {
      name: 'Imaged Co',
      row: '3',
      logo: new File([new Uint8Array(logo)], 'logo.svg', { type: 'image/svg+xml' }),
    });
    expect(company.status).toBe(201);
    const stored = await server.db
      .selectFrom('companies')
      .select('logo')
      .where('name', '=', 'Imaged Co')
      .executeTakeFirstOrThrow();
    const row = await server.db
      .selectFrom('media')
      .select(['id', 'url'])
      .where('url', '=', stored.logo)
      .executeTakeFirstOrThrow();
    await server.app.inject({
      method: 'PUT',
      url: `/api/media/${row.id}`,
      payload: { alt: 'Imaged Co logo', focalPoint: { x: 0.5, y: 0.2 } },
    });
    const delivered = await server.app.inject({ method: 'GET', url: '/api/content/companies' });
    expect(delivered.statusCode).toBe(200);
    const found = delivered.json().data.find((entry: { name: string }) => entry.name === 'Imaged Co');
    expect(found.logoImage).toMatchObject({
      src: found.logo,
      width: 300,
      height: 120,
      alt: 'Imaged Co logo',
      decorative: false,
      focalPoint: { x: 0.5, y: 0.2 },
    });
    // Kinds with no image yet answer null beside their address, and the shape is in every kind's contract.
    for (const path of [
      '/api/content/pricing',
      '/api/content/reviews',
      '/api/content/about-cards',
      '/api/content/countries',
      '/api/content/podcasts',
      '/api/content/home-hero',
      '/api/content/dashboard-hero',
    ]) {
      expect((await server.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
    }
  });

  it('imports files stored before the library, merging copies of the same bytes into one', async () => {
    const storage = server.storage;
    const bytes = pngBytes(50, 50, [9, 9, 9]);
    const one = await storage.save({ data: bytes, folder: 'companies', ext: 'png', name: 'old' });
    const two = await storage.save({ data: bytes, folder: 'reviews', ext: 'png', name: 'copy' });
    const result = await backfillLibrary(server.db, storage);
    expect(result.imported).toHaveLength(1);
    expect(result.merged).toBe(1);
    const rows = await server.db
      .selectFrom('media')
      .select(['url', 'width'])
      .where('url', 'in', [one.url!, two.url!])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].width).toBe(50);
    expect([one.url, two.url].filter((url) => server.stored.has(url!))).toEqual([rows[0].url]);
    expect((await backfillLibrary(server.db, storage)).imported).toEqual([]);

    // A row whose file went (the orphan sweep removed a file no record named) is dropped, once it is an hour old.
    await storage.remove(rows[0].url);
    expect((await backfillLibrary(server.db, storage)).pruned).toBe(0);
    await server.db
      .updateTable('media')
      .set({ created_at: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where('url', '=', rows[0].url)
      .execute();
    expect((await backfillLibrary(server.db, storage)).pruned).toBe(1);
    // And an upload of bytes whose file went stores them again rather than answer a missing file.
    const spare = await send(server.app, 'POST', '/media', { file: file(pngBytes(33, 33, [4, 5, 6]), 'gone.png') });
    await storage.remove(spare.body.data.url);
    const again = await send(server.app, 'POST', '/media', { file: file(pngBytes(33, 33, [4, 5, 6]), 'gone.png') });
    expect(again.status).toBe(201);
    expect(server.stored.has(again.body.data.url)).toBe(true);
    expect(
      await server.db.selectFrom('media').select('id').where('url', '=', rows[0].url).executeTakeFirst(),
    ).toBeUndefined();
  });
});
