import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/** Articles, pricing plans and jobs delivered per locale (issue 38; docs/content-in-several-languages.md). */
let server: TestServer;
let cookie: string;
let olderId: string;
let articleId: string;
let planId: string;
let jobId: string;

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  const article = (slug: string, title: string, date: string) => ({
    kind: 'blog' as const,
    slug,
    title,
    subtitle: `${title} subtitle`,
    creator: 'Ana',
    date,
    read_time: 3,
    description: `${title} description`,
    category: 'News',
    cover: '',
    media_name: '',
    media_size: 0,
    content: `<p>${title} content</p>`,
    meta_description: `${title} meta`,
    published: true,
  });
  [{ id: olderId }, { id: articleId }] = await server.db
    .insertInto('articles')
    .values([
      article('older-news', 'Older news', '2026-01-01'),
      article('shipping-to-morocco', 'Shipping to Morocco', '2026-02-01'),
    ])
    .returning('id')
    .execute();
  ({ id: planId } = await server.db
    .insertInto('pricing_plans')
    .values({
      plan_name: 'Starter',
      monthly_price: 10,
      yearly_price: 100,
      description: 'For small shops',
      features: JSON.stringify(['COD']),
      media: '',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: jobId } = await server.db
    .insertInto('jobs')
    .values({
      title: 'Courier',
      department: 'Operations',
      description: 'Deliver parcels',
      overview: 'Daily rounds',
      content: '<p>Drive</p>',
      location: 'Casablanca',
      remote: false,
      salary: '1000',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow());
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const save = async (kind: string, id: string, locale: string, payload: Record<string, unknown>) => {
  const saved = await server.app.inject({
    method: 'PUT',
    url: `/api/translations/${kind}/${id}/${locale}`,
    payload,
    headers: { cookie },
  });
  expect(saved.statusCode).toBe(200);
};

describe('articles per locale', () => {
  beforeAll(async () => {
    await save('articles', articleId, 'fr', {
      fields: {
        title: 'Livraison au Maroc',
        subtitle: 'Sous-titre',
        description: 'Résumé',
        content: '<p>Contenu</p>',
        metaDescription: 'Méta',
      },
      slug: 'livraison-au-maroc',
    });
    await save('articles', olderId, 'fr', { fields: { title: 'Anciennes nouvelles' } });
  });

  it('lists them in the locale asked for, each field falling back, with their slug there and their complete locales', async () => {
    const answer = await get('/api/content/articles/blog?locale=fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-language']).toBe('fr');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
    const [translated, older] = answer.json().data;
    expect(translated).toMatchObject({
      slug: 'livraison-au-maroc',
      title: 'Livraison au Maroc',
      subtitle: 'Sous-titre',
      description: 'Résumé',
      locales: ['en', 'fr'],
    });
    expect(older).toMatchObject({
      slug: 'older-news',
      title: 'Anciennes nouvelles',
      subtitle: 'Older news subtitle',
      locales: ['en'],
    });
    // Without locale: the default text, and the default slug.
    expect((await get('/api/content/articles/blog')).json().data[0]).toMatchObject({
      slug: 'shipping-to-morocco',
      title: 'Shipping to Morocco',
    });
  });

  it('searches the text as delivered in the locale', async () => {
    expect(
      (await get('/api/content/articles/blog?locale=fr&q=maroc')).json().data.map((entry: { id: string }) => entry.id),
    ).toEqual([articleId]);
    expect((await get('/api/content/articles/blog?locale=fr&q=morocco')).json().total).toBe(0);
    expect((await get('/api/content/articles/blog?q=morocco')).json().total).toBe(1);
  });

  it('finds an article by its slug in the locale (or its default slug), in that locale, with its neighbours there', async () => {
    const bySlug = await get('/api/content/articles/blog/livraison-au-maroc', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers['content-language']).toBe('fr');
    expect(bySlug.json().data).toMatchObject({
      id: articleId,
      slug: 'livraison-au-maroc',
      title: 'Livraison au Maroc',
      content: '<p>Contenu</p>',
      metaDescription: 'Méta',
      previous: { slug: 'older-news', title: 'Anciennes nouvelles' },
      locales: ['en', 'fr'],
    });
    expect((await get('/api/content/articles/blog/shipping-to-morocco?locale=fr')).json().data.title).toBe(
      'Livraison au Maroc',
    );
    // A slug of another locale is not this locale's address.
    expect((await get('/api/content/articles/blog/livraison-au-maroc?locale=en')).statusCode).toBe(404);
    const arabic = (await get('/api/content/articles/blog/shipping-to-morocco?locale=ar')).json().data;
    expect(arabic).toMatchObject({
      slug: 'shipping-to-morocco',
      title: 'Shipping to Morocco',
      content: '<p>Shipping to Morocco content</p>',
    });
    expect((await get('/api/content/articles/blog/shipping-to-morocco?locale=de')).json()).toMatchObject({
      success: false,
      message: expect.stringContaining('unknown locale "de"'),
    });
  });
});

describe('pricing and jobs per locale', () => {
  it("delivers a plan's name and description in the locale, prices unchanged", async () => {
    await save('pricing', planId, 'ar', { fields: { planName: 'المبتدئ' } });
    const answer = await get('/api/content/pricing', { 'accept-language': 'ar' });
    expect(answer.headers['content-language']).toBe('ar');
    expect(answer.json().data[0]).toMatchObject({
      id: planId,
      planName: 'المبتدئ',
      description: 'For small shops',
      monthlyPrice: 10,
      locales: ['en'],
    });
    expect((await get('/api/content/pricing?locale=ar&q=المبتدئ')).json().total).toBe(1);
    expect((await get('/api/content/pricing?locale=en')).json().data[0].planName).toBe('Starter');
  });

  it("delivers a job's text in the locale, in the list and alone", async () => {
    await save('jobs', jobId, 'fr', {
      fields: { title: 'Livreur', description: 'Livrer des colis', overview: 'Tournées', content: '<p>Conduire</p>' },
    });
    expect((await get('/api/content/jobs?locale=fr')).json().data[0]).toMatchObject({
      title: 'Livreur',
      department: 'Operations',
      locales: ['en', 'fr'],
    });
    const one = await get(`/api/content/jobs/${jobId}?locale=fr&fields=title,content`);
    expect(one.headers['content-language']).toBe('fr');
    expect(one.json().data).toEqual({ title: 'Livreur', content: '<p>Conduire</p>' });
    expect((await get(`/api/content/jobs/${jobId}`)).json().data.title).toBe('Courier');
  });
});

describe('admin search', () => {
  it('finds articles, plans and jobs by their text in another locale', async () => {
    await save('jobs', jobId, 'ar', { fields: { title: 'ساعي' } });
    await save('articles', olderId, 'ar', { fields: { subtitle: 'أخبار قديمة' } });
    const groups = (await get(`/api/search?q=${encodeURIComponent('ساعي')}`, { cookie })).json().groups as Array<{
      key: string;
      hits: Array<{ path: string }>;
    }>;
    expect(groups.find((group) => group.key === 'jobs')?.hits.map((hit) => hit.path)).toEqual([
      `/company/career/update?id=${jobId}`,
    ]);
    const articles = (await get(`/api/search?q=${encodeURIComponent('قديمة')}`, { cookie }))
      .json()
      .groups.find((group: { key: string }) => group.key === 'articles');
    expect(articles.hits).toHaveLength(1);
    expect(
      (await get('/api/search?q=Starter', { cookie }))
        .json()
        .groups.find((group: { key: string }) => group.key === 'pricing').hits,
    ).toHaveLength(1);
  });
});
