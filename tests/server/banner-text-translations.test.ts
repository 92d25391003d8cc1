import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/** A banner's title and caption per locale, beside its heading and description (issue 38; docs/content-in-several-languages.md). */
let server: TestServer;
let cookie: string;
let captionedId: string;
let plainId: string;

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  const banner = (title: string, order: number, body: Record<string, unknown>) => ({
    page: 'banners-component',
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    order,
    section_type: 'general',
    published: true,
    body: JSON.stringify({ buttons: [], imageDimensions: {}, ...body }),
  });
  [{ id: captionedId }, { id: plainId }] = await server.db
    .insertInto('sections')
    .values([
      banner('Black Friday banner', 1, {
        heading: 'Black Friday',
        description: '20% off fulfilment',
        caption: 'Until Monday',
      }),
      // No caption: an optional field, not needed for the banner to be complete.
      banner('Ramadan banner', 2, { heading: 'Ramadan offers', description: 'Free returns', caption: '' }),
    ] as never)
    .returning('id')
    .execute();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const save = (id: string, locale: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/translations/banners/${id}/${locale}`,
    payload: { fields },
    headers: { cookie },
  });

describe('banner titles and captions', () => {
  it("are among the banners' translatable fields", async () => {
    const kinds = (await get('/api/translations/locales', { cookie })).json().data.kinds;
    expect(kinds.banners.fields).toEqual(['heading', 'description', 'title', 'caption']);
  });

  it('a translation is complete with its title, heading and description; the caption is optional', async () => {
    const withoutTitle = await save(captionedId, 'fr', { heading: 'Vendredi noir', description: '20 % de remise' });
    expect(withoutTitle.statusCode).toBe(200);
    expect(withoutTitle.json().data.complete).toBe(false);
    const whole = await save(captionedId, 'fr', {
      heading: 'Vendredi noir',
      description: '20 % de remise',
      title: 'Bannière du Vendredi noir',
    });
    expect(whole.json().data).toMatchObject({ complete: true, fields: { title: 'Bannière du Vendredi noir' } });
    expect(
      (
        await save(captionedId, 'ar', {
          heading: 'الجمعة السوداء',
          description: 'خصم 20٪',
          title: 'لافتة الجمعة السوداء',
          caption: 'حتى يوم الاثنين',
        })
      ).json().data.complete,
    ).toBe(true);

    const completeness = (await get('/api/translations/banners', { cookie })).json().data;
    expect(completeness).toEqual(
      expect.arrayContaining([
        { id: captionedId, complete: ['en', 'fr', 'ar'] },
        { id: plainId, complete: ['en'] },
      ]),
    );
  });

  it('the content API delivers the title and caption in the locale, each falling back on its own', async () => {
    const french = await get('/api/content/sections/banners-component?locale=fr');
    expect(french.headers['content-language']).toBe('fr');
    const [captioned, plain] = french.json().data;
    expect(captioned).toMatchObject({
      title: 'Bannière du Vendredi noir',
      body: { heading: 'Vendredi noir', caption: 'Until Monday' },
      locales: ['en', 'fr', 'ar'],
    });
    expect(plain).toMatchObject({
      title: 'Ramadan banner',
      body: { heading: 'Ramadan offers', caption: '' },
      locales: ['en'],
    });

    const arabic = (await get('/api/content/sections/banners-component', { 'accept-language': 'ar' })).json().data[0];
    expect(arabic).toMatchObject({ title: 'لافتة الجمعة السوداء', body: { caption: 'حتى يوم الاثنين' } });
    expect((await get('/api/content/sections/banners-component')).json().data[0]).toMatchObject({
      title: 'Black Friday banner',
      body: { caption: 'Until Monday' },
    });
  });
});
