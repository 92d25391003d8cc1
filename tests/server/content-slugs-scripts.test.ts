import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSlug, normalizeSlug, SLUG_MAX_LENGTH, slugify } from '@backoffice/contracts';
import { createTestServer, type TestServer } from './helpers';
import { send } from './content-server';

/**
 * Slugs in every script (issue 38; docs/content-in-several-languages.md "Slugs in every script"): an Arabic or
 * accented slug per locale is saved, delivered by its percent-encoded address, and one with a space, a slash or
 * other punctuation is refused with a message.
 */
let server: TestServer;
let cookie: string;
let articleId: string;
let legalId: string;

const ARABIC_SLUG = 'الشحن-إلى-المغرب';
const FRENCH_SLUG = 'politique-de-confidentialité';

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  ({ id: articleId } = await server.db
    .insertInto('articles')
    .values({
      kind: 'blog',
      slug: 'shipping-to-morocco',
      title: 'Shipping to Morocco',
      subtitle: 'Sub',
      creator: 'Ana',
      date: '2026-02-01',
      read_time: 3,
      description: 'About shipping',
      category: 'News',
      cover: '',
      media_name: '',
      media_size: 0,
      content: '<p>Shipping</p>',
      meta_description: 'Meta',
      published: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  legalId = (
    await server.app.inject({
      method: 'POST',
      url: '/api/guides/add',
      payload: { title: 'Privacy Policy', content: '<p>We keep little.</p>' },
      headers: { cookie },
    })
  ).json().data._id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });
const save = (kind: string, id: string, locale: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'PUT', url: `/api/translations/${kind}/${id}/${locale}`, payload, headers: { cookie } });

describe('the shared slug rule', () => {
  it('suggests letters of every script, Latin ones without accents, and checks case, dashes, NFC and length', () => {
    expect(slugify('Cash on Delivery: 5 Tips!')).toBe('cash-on-delivery-5-tips');
    expect(slugify('Politique de confidentialité')).toBe('politique-de-confidentialite');
    expect(slugify('الدَّفْعُ عند الاستلام — دليل ٢٠٢٥')).toBe('الدفع-عند-الاستلام-دليل-٢٠٢٥');
    expect(slugify('Доставка й ёлка')).toBe('доставка-й-ёлка');
    expect(slugify('कैश ऑन डिलीवरी')).toBe('कैश-ऑन-डिलीवरी');
    expect(slugify('?!')).toBe('');
    expect(Array.from(slugify('ب'.repeat(400))).length).toBe(SLUG_MAX_LENGTH);
    for (const good of [ARABIC_SLUG, FRENCH_SLUG, 'cod-2026', 'доставка']) expect(isSlug(good), good).toBe(true);
    for (const bad of [
      'a b',
      'a/b',
      'a.b',
      'a--b',
      '-a',
      'a-',
      'Abc',
      'ب'.repeat(SLUG_MAX_LENGTH + 1),
      'cafe\u0301',
      '',
    ])
      expect(isSlug(bad), bad).toBe(false);
    expect(normalizeSlug(' Cafe\u0301 ')).toBe('café');
    expect(isSlug(normalizeSlug('Cafe\u0301'))).toBe(true);
  });
});

describe('slugs per locale in any script', () => {
  it("saves an article's Arabic slug and delivers the article by its percent-encoded address in Arabic", async () => {
    const saved = await save('articles', articleId, 'ar', { fields: { title: 'الشحن إلى المغرب' }, slug: ARABIC_SLUG });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.slug).toBe(ARABIC_SLUG);
    const delivered = await get(`/api/content/articles/blog/${encodeURIComponent(ARABIC_SLUG)}?locale=ar`);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.headers['content-language']).toBe('ar');
    expect(delivered.json().data).toMatchObject({ id: articleId, slug: ARABIC_SLUG, title: 'الشحن إلى المغرب' });
    // The list gives the same address, and the default slug still finds it in Arabic.
    expect((await get('/api/content/articles/blog?locale=ar')).json().data[0].slug).toBe(ARABIC_SLUG);
    expect((await get('/api/content/articles/blog/shipping-to-morocco?locale=ar')).json().data.slug).toBe(ARABIC_SLUG);
    // The Arabic address is the Arabic text's: in English it is no address.
    expect((await get(`/api/content/articles/blog/${encodeURIComponent(ARABIC_SLUG)}?locale=en`)).statusCode).toBe(404);
  });

  it("keeps a typed French slug's accents (stored NFC) and finds it however the address spells the accent", async () => {
    const saved = await save('legal-pages', legalId, 'fr', {
      fields: { title: 'Politique de confidentialité' },
      slug: 'Politique-de-Confidentialite\u0301',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.slug).toBe(FRENCH_SLUG);
    for (const spelled of [FRENCH_SLUG, FRENCH_SLUG.normalize('NFD'), FRENCH_SLUG.toUpperCase()]) {
      const page = await get(`/api/content/legal/${encodeURIComponent(spelled)}?locale=fr`);
      expect(page.statusCode, spelled).toBe(200);
      expect(page.json().data).toMatchObject({ slug: FRENCH_SLUG, title: 'Politique de confidentialité' });
    }
    // Another record may not take it in French (whatever its form), another locale may.
    const other = (
      await server.app.inject({
        method: 'POST',
        url: '/api/guides/add',
        payload: { title: 'Cookies', content: '<p>Few.</p>' },
        headers: { cookie },
      })
    ).json().data._id;
    expect(
      (await save('legal-pages', other, 'fr', { fields: {}, slug: FRENCH_SLUG.normalize('NFD') })).statusCode,
    ).toBe(409);
    expect((await save('legal-pages', other, 'ar', { fields: {}, slug: 'سياسة-الخصوصية' })).statusCode).toBe(200);
    expect((await get(`/api/content/legal/${encodeURIComponent('سياسة-الخصوصية')}?locale=ar`)).json().data.title).toBe(
      'Cookies',
    );
  });

  it('refuses a slug with a space, a slash, other punctuation or too many letters: 400 with the rule', async () => {
    for (const slug of [
      'الشحن المغرب',
      'a/b',
      'الشحن/المغرب',
      'cod.morocco',
      'a--b',
      'ب'.repeat(SLUG_MAX_LENGTH + 1),
    ]) {
      const refused = await save('articles', articleId, 'ar', { fields: {}, slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().message, slug).toMatch(
        /^slug must be words of letters and digits joined by single dashes, at most 160 characters/,
      );
    }
    // The one saved before is kept.
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/translations/articles/${articleId}/ar`,
          headers: { cookie },
        })
      ).json().data.slug,
    ).toBe(ARABIC_SLUG);
  });

  it('answers a public address that is no slug with a 400 and a message, never a 500', async () => {
    for (const address of ['a%20b', encodeURIComponent('الشحن المغرب'), 'cod.morocco', '%D8']) {
      const answer = await get(`/api/content/articles/blog/${address}?locale=ar`);
      expect(answer.statusCode, address).toBe(400);
      expect(answer.json().message, address).toBeTruthy();
    }
  });
});

describe('default slugs in any script', () => {
  it('takes an Arabic slug for an article in the admin and delivers it by its address', async () => {
    const form = {
      subtitle: 'عنوان فرعي',
      title: 'الدفع عند الاستلام',
      creator: 'أمينة',
      date: '2026-03-01',
      readTime: '4',
      description: 'وصف',
      category: 'Cash on Delivery',
      content: '<p>نص</p>',
      slug: 'الدفع-عند-الاستلام',
      metaDescription: 'وصف',
    };
    const created = await send(server.app, 'POST', '/blog/create', form, cookie);
    expect(created.status).toBe(201);
    expect(created.body.data.slug).toBe('الدفع-عند-الاستلام');
    expect(
      (await get(`/api/content/articles/blog/${encodeURIComponent('الدفع-عند-الاستلام')}`)).json().data.title,
    ).toBe('الدفع عند الاستلام');
    const refused = await send(server.app, 'POST', '/blog/create', { ...form, slug: 'الدفع/عند' }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/slug may hold only/);
  });

  it("takes a section's Arabic slug, or makes one from its Arabic title; refuses one with a space", async () => {
    const section = {
      sectionType: 'general',
      order: '1',
      page: 'shipping',
      'generalSection.heading': 'الدفع',
      'generalSection.buttons': '[]',
    };
    const typed = await send(
      server.app,
      'POST',
      '/section/create',
      { ...section, title: 'Warehouses', slug: 'مستودعاتنا' },
      cookie,
    );
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    expect(typed.body.data.slug).toBe('مستودعاتنا');
    const made = await send(server.app, 'POST', '/section/create', { ...section, title: 'الدفع عند الاستلام' }, cookie);
    expect(made.body.data.slug).toBe('الدفع-عند-الاستلام');
    const refused = await send(
      server.app,
      'POST',
      '/section/create',
      { ...section, title: 'X', slug: 'مستودعات نا' },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^slug must be lower-case letters, digits and single dashes/);
  });

  it('keys a legal page and an SEO entry with an Arabic title by the Arabic slug of the title', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/guides/add',
      payload: { title: 'شروط الاستخدام', content: '<p>الشروط</p>' },
      headers: { cookie },
    });
    const legal = await get(`/api/content/legal/${encodeURIComponent('شروط-الاستخدام')}`);
    expect(legal.statusCode).toBe(200);
    expect(legal.json().data).toMatchObject({ slug: 'شروط-الاستخدام', title: 'شروط الاستخدام' });
    await server.app.inject({
      method: 'POST',
      url: '/api/sections/seo-add',
      payload: { title: 'الصفحة الرئيسية', metaDescription: 'الشحن في كل مكان' },
      headers: { cookie },
    });
    const seo = await get(`/api/content/seo/${encodeURIComponent('الصفحة-الرئيسية')}`);
    expect(seo.statusCode).toBe(200);
    expect(seo.json().data).toMatchObject({ page: 'الصفحة-الرئيسية', metaDescription: 'الشحن في كل مكان' });
  });
});
