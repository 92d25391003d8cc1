import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredModules } from '../../packages/server/src/modules/index';
import { sweepOrphanFiles } from '../../packages/server/src/storage/orphan-sweep';
import { createTestServer, multipartBody, pngImage, type TestServer } from './helpers';

/**
 * Images per locale (issue 38): an article's French cover and a banner's French image, saved as a translation's
 * own image with its alt text, delivered with locale=fr (the default image with locale=en, and when absent),
 * listed among the file's users, kept by the orphan sweep (docs/content-in-several-languages.md, docs/media.md).
 */
let server: TestServer;
let cookie: string;
let articleId: string;
let otherId: string;
let bannerId: string;
let defaultCover: string;
let frenchCover = '';

const HOUR = 60 * 60 * 1000;
const get = (url: string) => server.app.inject({ method: 'GET', url });
const upload = (
  kind: string,
  id: string,
  locale: string,
  image: string,
  file: { data: Buffer; filename: string; type?: string },
) => {
  const body = multipartBody({}, { file });
  return server.app.inject({
    method: 'POST',
    url: `/api/translations/${kind}/${id}/${locale}/images/${image}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const save = (kind: string, id: string, locale: string, fields: Record<string, string>, updatedAt?: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/translations/${kind}/${id}/${locale}`,
    payload: { fields, ...(updatedAt ? { updatedAt } : {}) },
    headers: { cookie },
  });

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  // The default cover goes through the library like a form's upload would.
  const stored = multipartBody(
    { alt: 'A parcel at the door' },
    { file: { data: pngImage(1062, 530, [200, 120, 40]), filename: 'cover.png', type: 'image/png' } },
  );
  const added = await server.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: stored.payload,
    headers: { ...stored.headers, cookie },
  });
  expect(added.statusCode).toBe(201);
  defaultCover = added.json().data.url;
  const article = (slug: string, title: string, date: string, cover: string) => ({
    kind: 'blog' as const,
    slug,
    title,
    subtitle: 'Subtitle',
    creator: 'Ana',
    date,
    read_time: 3,
    description: 'Description',
    category: 'News',
    cover,
    media_name: '',
    media_size: 0,
    content: '<p>Content</p>',
    meta_description: 'Meta',
    published: true,
  });
  [{ id: articleId }, { id: otherId }] = await server.db
    .insertInto('articles')
    .values([
      article('shipping-to-morocco', 'Shipping to Morocco', '2026-02-01', defaultCover),
      article('older-news', 'Older news', '2026-01-01', defaultCover),
    ])
    .returning('id')
    .execute();
  ({ id: bannerId } = await server.db
    .insertInto('sections')
    .values({
      page: 'banners-component',
      title: 'Black Friday banner',
      slug: 'black-friday-banner',
      order: 1,
      section_type: 'general',
      published: true,
      body: JSON.stringify({
        heading: 'Black Friday',
        description: '20% off fulfilment',
        image: defaultCover,
        buttons: [],
        imageDimensions: {},
      }),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow());
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('a translated article cover', () => {
  it('refuses an upload that is not an image, and one of the wrong size, with a 400', async () => {
    const text = await upload('articles', articleId, 'fr', 'cover', {
      data: Buffer.from('hello, not a picture'),
      filename: 'cover.png',
      type: 'image/png',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false, message: expect.stringContaining('must be') });
    const small = await upload('articles', articleId, 'fr', 'cover', {
      data: pngImage(300, 200, [1, 2, 3]),
      filename: 'small.png',
      type: 'image/png',
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Image should be exactly 1062px width and 530px height');
    // No such image, and the default locale (whose image is the record's own): refused.
    expect(
      (
        await upload('articles', articleId, 'fr', 'logo', {
          data: pngImage(1062, 530, [1, 2, 3]),
          filename: 'a.png',
          type: 'image/png',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upload('articles', articleId, 'en', 'cover', {
          data: pngImage(1062, 530, [1, 2, 3]),
          filename: 'a.png',
          type: 'image/png',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stores a French cover, then saves it with its alt text (refused without one, or when not a library image)', async () => {
    const uploaded = await upload('articles', articleId, 'fr', 'cover', {
      data: pngImage(1062, 530, [30, 90, 200]),
      filename: 'couverture.png',
      type: 'image/png',
    });
    expect(uploaded.statusCode).toBe(200);
    frenchCover = uploaded.json().data.url;
    expect(frenchCover).toMatch(/^\/uploads\/articles\//);
    expect(frenchCover).not.toBe(defaultCover);

    const noAlt = await save('articles', articleId, 'fr', { title: 'Livraison au Maroc', cover: frenchCover });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe('Describe this image in its alt text');
    const notStored = await save('articles', articleId, 'fr', {
      cover: '/uploads/articles/nothing-here.png',
      coverAlt: 'Un colis',
    });
    expect(notStored.statusCode).toBe(400);
    expect(notStored.json().message).toMatch(/must be an image of the media library/);

    const saved = await save('articles', articleId, 'fr', {
      title: 'Livraison au Maroc',
      cover: frenchCover,
      coverAlt: 'Un colis devant la porte',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.fields).toMatchObject({ cover: frenchCover, coverAlt: 'Un colis devant la porte' });
    // The kinds say which images each translates.
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/translations/locales', headers: { cookie } })).json().data
        .kinds,
    ).toMatchObject({ articles: { images: ['cover'] }, banners: { images: ['image'] } });
  });

  it('delivers the French cover with locale=fr (address, alt text, variants), the default one with locale=en', async () => {
    // The library makes the French cover's variants in the background, as for the default one.
    for (let tries = 0; tries < 300; tries += 1) {
      const row = await server.db
        .selectFrom('media')
        .select('variants')
        .where('url', '=', frenchCover)
        .executeTakeFirstOrThrow();
      if (row.variants.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const french = await get('/api/content/articles/blog/shipping-to-morocco?locale=fr');
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-language']).toBe('fr');
    const { cover, coverImage, title } = french.json().data;
    expect(title).toBe('Livraison au Maroc');
    expect(cover).toMatch(new RegExp(`${frenchCover}$`));
    expect(coverImage).toMatchObject({
      src: cover,
      width: 1062,
      height: 530,
      alt: 'Un colis devant la porte',
      decorative: false,
    });
    expect(coverImage.variants.length).toBeGreaterThan(0);
    expect(
      coverImage.variants.every((variant: { src: string }) => variant.src.includes('/uploads/media-variants/')),
    ).toBe(true);
    const listed = (await get('/api/content/articles/blog?locale=fr')).json().data;
    expect(listed.find((entry: { id: string }) => entry.id === articleId)).toMatchObject({
      cover,
      coverImage: { alt: 'Un colis devant la porte' },
    });

    const english = (await get('/api/content/articles/blog/shipping-to-morocco?locale=en')).json().data;
    expect(english.cover).toMatch(new RegExp(`${defaultCover}$`));
    expect(english.coverImage).toMatchObject({ alt: 'A parcel at the door', width: 1062 });
  });

  it('falls back to the default cover where the translation has none (and gives it the translated alt text when there is one)', async () => {
    const arabic = (await get('/api/content/articles/blog/shipping-to-morocco?locale=ar')).json().data;
    expect(arabic.cover).toMatch(new RegExp(`${defaultCover}$`));
    expect(arabic.coverImage.alt).toBe('A parcel at the door');
    expect(
      (await save('articles', otherId, 'fr', { title: 'Anciennes nouvelles', coverAlt: 'Un colis (texte français)' }))
        .statusCode,
    ).toBe(200);
    const other = (await get('/api/content/articles/blog/older-news?locale=fr')).json().data;
    expect(other.cover).toMatch(new RegExp(`${defaultCover}$`));
    expect(other.coverImage.alt).toBe('Un colis (texte français)');
  });

  it("lists the translation among the file's users, and the file is not unused", async () => {
    const listed = (
      await server.app.inject({
        method: 'GET',
        url: `/api/media?url=${encodeURIComponent(frenchCover)}`,
        headers: { cookie },
      })
    ).json().data[0];
    expect(listed.usage).toBe(1);
    const detail = (
      await server.app.inject({ method: 'GET', url: `/api/media/${listed._id}`, headers: { cookie } })
    ).json().data;
    expect(detail.usedBy).toEqual([
      {
        table: 'content_translations',
        id: expect.any(String),
        label: 'Translation (fr): Shipping to Morocco',
        path: `/explore/blogs/edit-blog?id=${articleId}`,
      },
    ]);
    const unused = (await server.app.inject({ method: 'GET', url: '/api/media?unused=true', headers: { cookie } }))
      .json()
      .data.map((item: { url: string }) => item.url);
    expect(unused).not.toContain(frenchCover);
    // Deleting it from the library is refused while the translation uses it.
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/media/${listed._id}`, headers: { cookie } })).statusCode,
    ).toBe(409);
  });

  it('the orphan sweep keeps a file only a translation uses, and removes it once the translation lets go of it', async () => {
    const later = Date.now() + 2 * HOUR;
    expect(
      (await sweepOrphanFiles({ db: server.db, storage: server.storage, modules: registeredModules, now: later }))
        .removed,
    ).not.toContain(frenchCover.slice(1));
    expect(await server.storage.open(frenchCover.slice(1))).toBeTruthy();

    const current = (
      await server.app.inject({ method: 'GET', url: `/api/translations/articles/${articleId}/fr`, headers: { cookie } })
    ).json().data;
    expect(
      (await save('articles', articleId, 'fr', { title: 'Livraison au Maroc' }, current.updatedAt)).statusCode,
    ).toBe(200);
    expect((await get('/api/content/articles/blog/shipping-to-morocco?locale=fr')).json().data.cover).toMatch(
      new RegExp(`${defaultCover}$`),
    );
    const swept = await sweepOrphanFiles({
      db: server.db,
      storage: server.storage,
      modules: registeredModules,
      now: later,
    });
    expect(swept.removed).toContain(frenchCover.slice(1));
    // The default cover, used by the articles, stays.
    expect(swept.removed).not.toContain(defaultCover.slice(1));
  });
});

describe('a translated banner image', () => {
  it('delivers the banner with locale=fr: its heading and its own image with alt text; the default without', async () => {
    const uploaded = await upload('banners', bannerId, 'fr', 'image', {
      data: pngImage(640, 200, [240, 20, 60]),
      filename: 'bandeau.png',
      type: 'image/png',
    });
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json().data.url;
    expect(image).toMatch(/^\/uploads\/sections\//);
    expect(
      (await save('banners', bannerId, 'fr', { heading: 'Vendredi noir', image, imageAlt: 'Bandeau du Vendredi noir' }))
        .statusCode,
    ).toBe(200);

    const french = await get('/api/content/sections/banners-component?locale=fr');
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toMatch(/Accept-Language/);
    const [banner] = french.json().data;
    expect(banner.body).toMatchObject({ heading: 'Vendredi noir', description: '20% off fulfilment' });
    expect(banner.body.image).toMatch(new RegExp(`${image}$`));
    expect(banner.images).toEqual([
      expect.objectContaining({ src: banner.body.image, alt: 'Bandeau du Vendredi noir', width: 640, height: 200 }),
    ]);
    expect(banner.locales).toEqual(['en']);

    const english = (await get('/api/content/sections/banners-component?locale=en')).json().data[0];
    expect(english.body).toMatchObject({ heading: 'Black Friday' });
    expect(english.body.image).toMatch(new RegExp(`${defaultCover}$`));
    expect(english.images[0]).toMatchObject({ alt: 'A parcel at the door' });
    const arabic = await server.app.inject({
      method: 'GET',
      url: '/api/content/sections/banners-component',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.json().data[0].body.image).toMatch(new RegExp(`${defaultCover}$`));

    const detail = (
      await server.app.inject({
        method: 'GET',
        url: `/api/media?url=${encodeURIComponent(image)}`,
        headers: { cookie },
      })
    ).json().data[0];
    expect(detail.usage).toBe(1);
    // Other page areas are translated too (kind sections: tests/server/area-translations.test.ts).
    expect((await get('/api/content/sections/home?locale=fr')).statusCode).toBe(200);
  });
});
