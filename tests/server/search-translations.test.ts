import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/**
 * The command palette's search (GET /api/search) finds FAQs, legal pages and SEO entries by their translations too
 * (issue 38; docs/content-in-several-languages.md): a French question finds its FAQ.
 */
let server: TestServer;
let cookie: string;
let faqId: string;
let legalId: string;
let seoId: string;
let articleId: string;

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  const add = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  faqId = (await add('/api/faq/add', { question: 'How long is delivery?', answer: 'Two days.', row: 1 })).json().data
    ._id;
  await add('/api/faq/add', { question: 'Do you ship abroad?', answer: 'Yes.', row: 2 });
  legalId = (await add('/api/guides/add', { title: 'Shipping Terms', content: '<p>Our terms.</p>' })).json().data._id;
  await add('/api/sections/seo-add', { title: 'Tracking Page', metaDescription: 'Follow a parcel' });
  seoId = (
    await server.db.selectFrom('seo_pages').select('id').where('title', '=', 'Tracking Page').executeTakeFirstOrThrow()
  ).id;
  ({ id: articleId } = await server.db
    .insertInto('articles')
    .values({
      kind: 'blog',
      slug: 'cod-basics',
      title: 'COD basics',
      subtitle: 'Sub',
      creator: 'Ana',
      date: '2026-02-01',
      read_time: 3,
      description: 'About COD',
      category: 'News',
      cover: '',
      media_name: '',
      media_size: 0,
      content: '<p>Text</p>',
      meta_description: 'Meta',
      published: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  const save = async (kind: string, id: string, locale: string, payload: Record<string, unknown>) => {
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/translations/${kind}/${id}/${locale}`,
      payload,
      headers: { cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  await save('faqs', faqId, 'fr', {
    fields: { question: 'Combien de temps dure la livraison ?', answer: 'Deux jours.' },
  });
  await save('faqs', faqId, 'ar', { fields: { question: 'كم تستغرق مدة التوصيل؟' } });
  await save('legal-pages', legalId, 'fr', {
    fields: { title: "Conditions d'expédition", content: '<p><strong>Nos</strong> conditions.</p>' },
    slug: 'conditions-expedition',
  });
  await save('seo', seoId, 'fr', { fields: { title: 'Suivi de colis', metaDescription: 'Suivre un colis' } });
  await save('articles', articleId, 'fr', {
    fields: { title: 'Les bases du paiement à la livraison', content: '<p><strong>Texte</strong></p>' },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Group = { key: string; label: string; hits: Array<{ title: string; description: string; path: string }> };
const groupsFor = async (q: string, as = cookie) => {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: as },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().groups as Group[];
};
const hitsOf = async (q: string, key: string) => (await groupsFor(q)).find((group) => group.key === key)?.hits ?? [];

describe('the command palette in every locale', () => {
  it('finds a FAQ by its French or Arabic question, and by its default one, opening its editor', async () => {
    const editor = `/faq/edit?id=${faqId}`;
    expect(await hitsOf('livraison', 'faqs')).toEqual([
      { title: 'How long is delivery?', description: 'Row 1', path: editor },
    ]);
    expect((await hitsOf('التوصيل', 'faqs')).map((hit) => hit.path)).toEqual([editor]);
    expect((await hitsOf('long is delivery', 'faqs')).map((hit) => hit.path)).toEqual([editor]);
    // The FAQs group is labelled for the palette (the kernel's catalog translates it).
    expect((await groupsFor('livraison')).find((group) => group.key === 'faqs')?.label).toBe('FAQs');
    // A translated answer is not searched, as the default one is not.
    expect(await hitsOf('deux jours', 'faqs')).toEqual([]);
    expect(await hitsOf('two days', 'faqs')).toEqual([]);
  });

  it('finds a legal page and an SEO entry by their French titles', async () => {
    expect(await hitsOf('expédition', 'legal-pages')).toEqual([
      { title: 'Shipping Terms', description: 'Legal page', path: `/legal-pages/edit?id=${legalId}` },
    ]);
    expect(await hitsOf('suivi de colis', 'seo')).toEqual([
      { title: 'Tracking Page', description: 'SEO entry', path: '/edit-seo/Tracking%20Page' },
    ]);
    expect((await hitsOf('tracking', 'seo')).map((hit) => hit.title)).toEqual(['Tracking Page']);
  });

  it("matches only the searched fields' translations: a translated body's HTML tags find nothing", async () => {
    expect(await hitsOf('strong', 'legal-pages')).toEqual([]);
    expect(await hitsOf('strong', 'articles')).toEqual([]);
    expect((await hitsOf('paiement à la', 'articles')).map((hit) => hit.path)).toEqual([
      `/explore/blogs/edit-blog?id=${articleId}`,
    ]);
  });

  it('leaves FAQs and SEO entries out for a role that cannot edit them', async () => {
    const viewer = await server.signIn('viewer');
    const keys = (await groupsFor('livraison', viewer)).map((group) => group.key);
    expect(keys).not.toContain('faqs');
    expect((await groupsFor('suivi', viewer)).map((group) => group.key)).not.toContain('seo');
  });
});
