import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/** Country names and their regions' names and descriptions per locale (issue 38; docs/content-in-several-languages.md). */
let server: TestServer;
let cookie: string;
let regionId: string;
let moroccoId: string;
let egyptId: string;

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  ({ id: regionId } = await server.db
    .insertInto('country_regions')
    .values({ name: 'North Africa', description: 'Maghreb hubs' })
    .returning('id')
    .executeTakeFirstOrThrow());
  [{ id: egyptId }, { id: moroccoId }] = await server.db
    .insertInto('countries')
    .values([
      { region_id: regionId, name: 'Egypt', flag: '/uploads/countries/eg.png', status: 'Pending' },
      { region_id: regionId, name: 'Morocco', flag: '/uploads/countries/ma.png', status: 'Active' },
    ])
    .returning('id')
    .execute();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const save = (kind: string, id: string, locale: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'PUT', url: `/api/translations/${kind}/${id}/${locale}`, payload, headers: { cookie } });

describe('countries and regions as translated kinds', () => {
  it('the admin API names their translatable fields', async () => {
    const kinds = (await get('/api/translations/locales', { cookie })).json().data.kinds;
    expect(kinds.countries).toEqual({ fields: ['name'], slug: false, images: [] });
    expect(kinds['country-regions']).toEqual({ fields: ['region', 'description'], slug: false, images: [] });
  });

  it("saves a country's name and a region's text per locale, and counts completeness", async () => {
    const saved = await save('countries', moroccoId, 'fr', { fields: { name: 'Maroc' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      kind: 'countries',
      recordId: moroccoId,
      locale: 'fr',
      fields: { name: 'Maroc' },
      complete: true,
    });
    expect((await save('countries', moroccoId, 'ar', { fields: { name: 'المغرب' } })).statusCode).toBe(200);
    // Only the region's name in French: not complete there (its description falls back).
    expect(
      (await save('country-regions', regionId, 'fr', { fields: { region: 'Afrique du Nord' } })).json().data.complete,
    ).toBe(false);
    expect(
      (
        await save('country-regions', regionId, 'ar', {
          fields: { region: 'شمال أفريقيا', description: 'مراكز المغرب العربي' },
        })
      ).json().data.complete,
    ).toBe(true);

    const countries = (await get('/api/translations/countries', { cookie })).json().data;
    expect(countries).toEqual(
      expect.arrayContaining([
        { id: moroccoId, complete: ['en', 'fr', 'ar'] },
        { id: egyptId, complete: ['en'] },
      ]),
    );
    expect((await get('/api/translations/country-regions', { cookie })).json().data).toEqual([
      { id: regionId, complete: ['en', 'ar'] },
    ]);
  });

  it('refuses a field the kind does not translate, and a record that is not one of its own', async () => {
    const unknown = await save('countries', moroccoId, 'fr', { fields: { status: 'Actif' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"status" is not translated for countries (these are: name)');
    // A country's id is no region.
    expect((await save('country-regions', moroccoId, 'fr', { fields: { region: 'Maroc' } })).statusCode).toBe(404);
  });

  it('the content API delivers names and descriptions in the locale, each field falling back, with their complete locales', async () => {
    const french = await get('/api/content/countries?locale=fr');
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toMatch(/Accept-Language/);
    const [region] = french.json().data;
    expect(region).toMatchObject({ region: 'Afrique du Nord', description: 'Maghreb hubs', locales: ['en', 'ar'] });
    expect(
      region.countries.map((country: { name: string; locales: string[] }) => [country.name, country.locales]),
    ).toEqual([
      ['Egypt', ['en']],
      ['Maroc', ['en', 'fr', 'ar']],
    ]);

    const arabic = await get('/api/content/countries', { 'accept-language': 'ar-MA,ar;q=0.9' });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.json().data[0]).toMatchObject({ region: 'شمال أفريقيا', description: 'مراكز المغرب العربي' });
    expect(arabic.json().data[0].countries[1]).toMatchObject({ name: 'المغرب', status: 'Active' });
    // The region filter takes the name as delivered in the locale.
    expect(
      (await get(`/api/content/countries?locale=ar&region=${encodeURIComponent('شمال أفريقيا')}`)).json().total,
    ).toBe(1);
    expect((await get('/api/content/countries?locale=ar&region=North%20Africa')).json().total).toBe(0);

    const english = await get('/api/content/countries');
    expect(english.headers['content-language']).toBe('en');
    expect(english.json().data[0]).toMatchObject({ region: 'North Africa', description: 'Maghreb hubs' });
    expect(english.json().data[0].countries[1].name).toBe('Morocco');
  });

  it("refuses an unknown locale with the site's locales", async () => {
    const answer = await get('/api/content/countries?locale=de');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('unknown locale "de" (this site has: en, fr, ar)');
  });

  it('a translation saved later changes Last-Modified', async () => {
    const before = Date.parse(String((await get('/api/content/countries?locale=fr')).headers['last-modified']));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await save('countries', egyptId, 'fr', { fields: { name: 'Égypte' } })).statusCode).toBe(200);
    const after = await get('/api/content/countries?locale=fr');
    expect(Date.parse(String(after.headers['last-modified']))).toBeGreaterThan(before);
    expect(after.json().data[0].countries[0].name).toBe('Égypte');
  });

  it('the palette finds a country by its translated name', async () => {
    const groups = (await get(`/api/search?q=${encodeURIComponent('المغرب')}`, { cookie })).json().groups as Array<{
      key: string;
      hits: Array<{ path: string }>;
    }>;
    expect(groups.find((group) => group.key === 'countries')?.hits.map((hit) => hit.path)).toEqual([
      `/explore/countries-covered/edit?id=${moroccoId}`,
    ]);
  });
});
