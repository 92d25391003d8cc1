import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/** Reviews and podcasts in several languages (issue 38; docs/content-in-several-languages.md). */
let server: TestServer;
let cookie: string;
let reviewId: string;
let otherReviewId: string;
let podcastId: string;
let otherPodcastId: string;

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  [{ id: reviewId }, { id: otherReviewId }] = await server.db
    .insertInto('reviews')
    .values([
      {
        first_name: 'Amina',
        last_name: 'Benali',
        job_title: 'Founder, Atlas Beauty',
        title: 'COD doubled our conversion',
        description: 'Customers trust paying at the door.',
        avatar: null,
        row: 1,
      },
      {
        first_name: 'Kofi',
        last_name: 'Mensah',
        job_title: 'COO, Accra Gadgets',
        title: 'Weekly remittance',
        description: 'The money arrives every week.',
        avatar: null,
        row: 2,
      },
    ])
    .returning('id')
    .execute();
  [{ id: podcastId }, { id: otherPodcastId }] = await server.db
    .insertInto('podcasts')
    .values([
      {
        title: 'Shipping to Morocco',
        url: 'https://podcasts.example.com/1',
        cover: '',
        date_scheduled: '2026-03-01',
        category: 'Shipping',
        is_live_now: false,
      },
      {
        title: 'Warehouses explained',
        url: 'https://podcasts.example.com/2',
        cover: '',
        date_scheduled: '2026-02-01',
        category: 'Warehousing',
        is_live_now: true,
      },
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
const saved = async (kind: string, id: string, locale: string, payload: Record<string, unknown>) => {
  const answer = await save(kind, id, locale, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { complete: boolean; updatedAt: string; fields: Record<string, string> };
};

describe('the admin API', () => {
  it("names the translatable fields of reviews (not the reviewer's name) and podcasts", async () => {
    const { kinds } = (await get('/api/translations/locales', { cookie })).json().data;
    expect(kinds.reviews).toEqual({ fields: ['role', 'title', 'description'], slug: false, images: [] });
    expect(kinds.podcasts).toEqual({ fields: ['title'], slug: false, images: [] });
  });

  it("saves a review's text per locale with its version and counts its complete locales", async () => {
    const partial = await saved('reviews', reviewId, 'fr', {
      fields: { title: 'Le paiement à la livraison a doublé nos ventes' },
    });
    expect(partial.complete).toBe(false);
    const stale = await save('reviews', reviewId, 'fr', {
      fields: { title: 'x' },
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const whole = await saved('reviews', reviewId, 'fr', {
      fields: {
        role: 'Fondatrice, Atlas Beauty',
        title: 'Le paiement à la livraison a doublé nos ventes',
        description: 'Les clients paient à la porte en confiance.',
      },
      updatedAt: partial.updatedAt,
    });
    expect(whole.complete).toBe(true);
    // A person's name is not translated: the save names the fields that are.
    const named = await save('reviews', reviewId, 'ar', { fields: { firstName: 'أمينة' } });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toContain(
      '"firstName" is not translated for reviews (these are: role, title, description)',
    );
    const completeness = (await get('/api/translations/reviews', { cookie })).json().data as Array<{
      id: string;
      complete: string[];
    }>;
    expect(completeness).toEqual(
      expect.arrayContaining([
        { id: reviewId, complete: ['en', 'fr'] },
        { id: otherReviewId, complete: ['en'] },
      ]),
    );
  });

  it("saves a podcast's title per locale; the record must exist and the locale be another site locale", async () => {
    expect((await saved('podcasts', podcastId, 'ar', { fields: { title: 'الشحن إلى المغرب' } })).complete).toBe(true);
    expect((await save('podcasts', podcastId, 'en', { fields: { title: 'x' } })).statusCode).toBe(400);
    expect(
      (await save('podcasts', '00000000-0000-4000-8000-000000000000', 'fr', { fields: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await save('podcasts', podcastId, 'fr', { fields: { url: 'https://example.com' } })).statusCode).toBe(400);
    const completeness = (await get('/api/translations/podcasts', { cookie })).json().data as Array<{
      id: string;
      complete: string[];
    }>;
    expect(completeness).toEqual(
      expect.arrayContaining([
        { id: podcastId, complete: ['en', 'ar'] },
        { id: otherPodcastId, complete: ['en'] },
      ]),
    );
  });

  it('the palette finds a review and a podcast by their translated titles', async () => {
    const groups = (await get(`/api/search?q=${encodeURIComponent('doublé')}`, { cookie })).json().groups as Array<{
      key: string;
      hits: Array<{ path: string }>;
    }>;
    expect(groups.find((group) => group.key === 'reviews')?.hits.map((hit) => hit.path)).toEqual([
      `/reviews/edit-review?id=${reviewId}`,
    ]);
    const podcasts = (await get(`/api/search?q=${encodeURIComponent('المغرب')}`, { cookie }))
      .json()
      .groups.find((group: { key: string }) => group.key === 'podcasts');
    expect(podcasts.hits.map((hit: { path: string }) => hit.path)).toEqual([
      `/resources/podcasts/update?id=${podcastId}`,
    ]);
  });
});

describe('the content API', () => {
  it("delivers reviews in the locale asked for, field by field, the reviewer's name as written", async () => {
    await saved('reviews', otherReviewId, 'ar', { fields: { title: 'تحويل أسبوعي' } });
    const answer = await get('/api/content/reviews?locale=fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-language']).toBe('fr');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
    const [first, second] = answer.json().data;
    expect(first).toMatchObject({
      fullName: 'Amina Benali',
      jobTitle: 'Fondatrice, Atlas Beauty',
      title: 'Le paiement à la livraison a doublé nos ventes',
      description: 'Les clients paient à la porte en confiance.',
      row: 1,
      locales: ['en', 'fr'],
    });
    // Not translated into French: the English text, and only the locales it is complete in.
    expect(second).toMatchObject({ fullName: 'Kofi Mensah', title: 'Weekly remittance', locales: ['en'] });
    // Arabic by Accept-Language: one field translated, the others fall back to English.
    const arabic = await get('/api/content/reviews', { 'accept-language': 'ar-MA,ar;q=0.9' });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.json().data[1]).toMatchObject({
      title: 'تحويل أسبوعي',
      jobTitle: 'COO, Accra Gadgets',
      description: 'The money arrives every week.',
    });
    // The default locale, and `q` searching the text as delivered in the locale.
    expect((await get('/api/content/reviews')).json().data[0]).toMatchObject({
      title: 'COD doubled our conversion',
      jobTitle: 'Founder, Atlas Beauty',
    });
    expect((await get(`/api/content/reviews?locale=fr&q=${encodeURIComponent('confiance')}`)).json().total).toBe(1);
    expect((await get('/api/content/reviews?locale=fr&q=trust')).json().total).toBe(0);
  });

  it("delivers podcasts' titles in the locale; the hero and the rest are the same", async () => {
    const answer = await get('/api/content/podcasts?locale=ar');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-language']).toBe('ar');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
    const { podcasts, hero } = answer.json().data;
    expect(podcasts[0]).toMatchObject({
      id: podcastId,
      title: 'الشحن إلى المغرب',
      url: 'https://podcasts.example.com/1',
      category: 'Shipping',
      locales: ['en', 'ar'],
    });
    expect(podcasts[1]).toMatchObject({ id: otherPodcastId, title: 'Warehouses explained', locales: ['en'] });
    expect(hero).toBeNull();
    const picked = await get('/api/content/podcasts?locale=ar&fields=title&isLiveNow=false');
    expect(picked.json().data.podcasts).toEqual([{ title: 'الشحن إلى المغرب' }]);
    const english = await get('/api/content/podcasts');
    expect(english.headers['content-language']).toBe('en');
    expect(english.json().data.podcasts[0].title).toBe('Shipping to Morocco');
  });

  it("refuses an unknown locale with a 400 naming the site's", async () => {
    for (const url of ['/api/content/reviews?locale=de', '/api/content/podcasts?locale=de']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('locale: unknown locale "de" (this site has: en, fr, ar)');
    }
  });

  it('a one-language site answers as before: no locales on the items', async () => {
    const single = await createTestServer({ config: { contentLocales: ['en'] } });
    try {
      await single.db
        .insertInto('reviews')
        .values({
          first_name: 'Grace',
          last_name: 'Wanjiru',
          job_title: 'Owner',
          title: 'Fewer returns',
          description: 'Calls confirm orders.',
          avatar: null,
          row: 1,
        })
        .execute();
      const review = (await single.app.inject({ method: 'GET', url: '/api/content/reviews' })).json().data[0];
      expect(review).toMatchObject({ title: 'Fewer returns' });
      expect(review).not.toHaveProperty('locales');
    } finally {
      await single.close();
    }
  });
});
