import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLocales } from '../../packages/server/src/config';
import { STALE_VERSION_MESSAGE } from '../../packages/server/src/http/version-check';
import { negotiatedLocale } from '../../packages/server/src/modules/content-api/locale';
import { createTestServer, type TestServer } from './helpers';

/** Content in several languages (issue 38 items 2–4; docs/content-in-several-languages.md). */
let server: TestServer;
let cookie: string;
let faqId: string;
let otherFaqId: string;
let legalId: string;
let seoId: string;

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  const add = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  faqId = (await add('/api/faq/add', { question: 'How long is delivery?', answer: 'Two days.', row: 1 })).json().data
    ._id;
  otherFaqId = (await add('/api/faq/add', { question: 'Do you ship abroad?', answer: 'Yes.', row: 2 })).json().data._id;
  legalId = (await add('/api/guides/add', { title: 'Privacy Policy', content: '<p>We keep little.</p>' })).json().data
    ._id;
  await add('/api/sections/seo-add', { title: 'Translated Home', metaDescription: 'Shipping everywhere' });
  seoId = (
    await server.db
      .selectFrom('seo_pages')
      .select('id')
      .where('title', '=', 'Translated Home')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const save = (kind: string, id: string, locale: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'PUT', url: `/api/translations/${kind}/${id}/${locale}`, payload, headers: { cookie } });

describe('CONTENT_LOCALES', () => {
  it('defaults to en alone, keeps the order (first is the default) and refuses a bad value with the reason', () => {
    expect(contentLocales(undefined)).toEqual(['en']);
    expect(contentLocales(' fr, en ,ar ')).toEqual(['fr', 'en', 'ar']);
    expect(contentLocales('en,pt-BR')).toEqual(['en', 'pt-BR']);
    expect(() => contentLocales('en,french')).toThrow(/CONTENT_LOCALES must hold language tags.*"french"/);
    expect(() => contentLocales('en,,fr')).toThrow(/CONTENT_LOCALES/);
    expect(() => contentLocales('en,fr,en')).toThrow(/names "en" twice/);
  });

  it('the admin API says the locales and the translatable fields of each kind', async () => {
    const answer = (await get('/api/translations/locales', { cookie })).json();
    expect(answer.data).toMatchObject({
      locales: ['en', 'fr', 'ar'],
      defaultLocale: 'en',
      kinds: { faqs: { fields: ['question', 'answer'], slug: false }, 'legal-pages': { slug: true } },
    });
  });
});

describe('translations in the admin API', () => {
  it("saves and reads a record's text per locale, with a version check, and counts completeness", async () => {
    const empty = (await get(`/api/translations/faqs/${faqId}/fr`, { cookie })).json().data;
    expect(empty).toEqual({
      kind: 'faqs',
      recordId: faqId,
      locale: 'fr',
      fields: {},
      slug: '',
      complete: false,
      updatedAt: '',
    });

    const partial = await save('faqs', faqId, 'fr', { fields: { question: 'Combien de temps dure la livraison ?' } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({
      fields: { question: 'Combien de temps dure la livraison ?' },
      complete: false,
    });
    const version = partial.json().data.updatedAt as string;

    const whole = await save('faqs', faqId, 'fr', {
      fields: { question: 'Combien de temps dure la livraison ?', answer: 'Deux jours.' },
      updatedAt: version,
    });
    expect(whole.json().data).toMatchObject({ complete: true });
    // The version just replaced is stale now.
    expect(
      (await save('faqs', faqId, 'fr', { fields: { answer: 'Trois jours.' }, updatedAt: version })).json(),
    ).toEqual({ success: false, message: STALE_VERSION_MESSAGE });
    expect((await save('faqs', faqId, 'fr', { fields: { answer: 'x' }, updatedAt: 'yesterday' })).statusCode).toBe(400);

    await save('faqs', faqId, 'ar', { fields: { question: 'كم يستغرق التوصيل؟', answer: 'يومان.' } });
    const completeness = (await get('/api/translations/faqs', { cookie })).json().data as Array<{
      id: string;
      complete: string[];
    }>;
    expect(completeness.find((entry) => entry.id === faqId)?.complete).toEqual(['en', 'fr', 'ar']);
    expect(completeness.find((entry) => entry.id === otherFaqId)?.complete).toEqual(['en']);
  });

  it('refuses the default locale, an unknown locale, an unknown kind or field, and a missing record', async () => {
    expect((await save('faqs', faqId, 'en', { fields: { question: 'x' } })).json().message).toMatch(/default locale/);
    expect((await save('faqs', faqId, 'de', { fields: { question: 'x' } })).json()).toMatchObject({
      success: false,
      message: expect.stringContaining('fr, ar'),
    });
    expect((await save('widgets', faqId, 'fr', { fields: {} })).statusCode).toBe(404);
    expect((await save('faqs', faqId, 'fr', { fields: { row: '3' } })).json().message).toMatch(
      /"row" is not translated/,
    );
    expect(
      (await save('faqs', '00000000-0000-4000-8000-000000000000', 'fr', { fields: { question: 'x' } })).statusCode,
    ).toBe(404);
    expect((await save('faqs', faqId, 'fr', { fields: {}, slug: 'faq' })).statusCode).toBe(400);
    const reader = await server.signIn('editor');
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/translations/faqs/${faqId}/fr`,
          headers: { cookie: reader },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps slugs unique per kind and locale', async () => {
    expect(
      (
        await save('legal-pages', legalId, 'fr', {
          fields: { title: 'Politique de confidentialité', content: '<p>Peu.</p>' },
          slug: 'Politique-de-Confidentialite',
        })
      ).json().data.slug,
    ).toBe('politique-de-confidentialite');
    const other = (
      await server.app.inject({
        method: 'POST',
        url: '/api/guides/add',
        payload: { title: 'Terms', content: '<p>Terms.</p>' },
        headers: { cookie },
      })
    ).json().data._id;
    expect(
      (
        await save('legal-pages', other, 'fr', {
          fields: { title: 'Conditions' },
          slug: 'politique-de-confidentialite',
        })
      ).statusCode,
    ).toBe(409);
    // The same slug in another locale is another address.
    expect(
      (await save('legal-pages', other, 'ar', { fields: { title: 'الشروط' }, slug: 'politique-de-confidentialite' }))
        .statusCode,
    ).toBe(200);
    expect((await save('legal-pages', other, 'fr', { fields: {}, slug: 'not a slug' })).statusCode).toBe(400);
  });

  it('records translation saves in the activity log and the revisions', async () => {
    const translation = await server.db
      .selectFrom('content_translations')
      .select('id')
      .where('record_id', '=', faqId)
      .where('locale', '=', 'fr')
      .executeTakeFirstOrThrow();
    const logged = await server.db
      .selectFrom('activity')
      .select(['action', 'label'])
      .where('record_table', '=', 'content_translations')
      .where('record_id', '=', translation.id)
      .execute();
    expect(logged.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'update']));
    expect(logged[0].label).toMatch(/^faqs in fr/);
    const versions = await server.db
      .selectFrom('revisions')
      .select('version')
      .where('record_table', '=', 'content_translations')
      .where('record_id', '=', translation.id)
      .execute();
    expect(versions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('delivery in several languages', () => {
  const faqs = async (query: string, headers: Record<string, string> = {}) => {
    const response = await get(`/api/content/faqs${query}`, headers);
    return {
      response,
      data: response.json().data as Array<{ id: string; question: string; answer: string; locales?: string[] }>,
    };
  };

  it('delivers the locale asked for, field by field falling back to the default, with Content-Language and Vary', async () => {
    await save('faqs', otherFaqId, 'fr', { fields: { question: "Livrez-vous à l'étranger ?" } });
    const { response, data } = await faqs('?locale=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('fr');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    expect(data.find((faq) => faq.id === faqId)).toMatchObject({
      question: 'Combien de temps dure la livraison ?',
      answer: 'Deux jours.',
      locales: ['en', 'fr', 'ar'],
    });
    // Its answer is not translated: the default locale's.
    expect(data.find((faq) => faq.id === otherFaqId)).toMatchObject({
      question: "Livrez-vous à l'étranger ?",
      answer: 'Yes.',
      locales: ['en'],
    });

    const english = await faqs('');
    expect(english.response.headers['content-language']).toBe('en');
    expect(english.data.find((faq) => faq.id === faqId)?.question).toBe('How long is delivery?');
  });

  it('takes Accept-Language when no locale is given, and searches the translated text', async () => {
    const arabic = await faqs('', { 'accept-language': 'de;q=0.9, ar-EG, fr;q=0.8' });
    expect(arabic.response.headers['content-language']).toBe('ar');
    expect(arabic.data.find((faq) => faq.id === faqId)?.question).toBe('كم يستغرق التوصيل؟');
    expect((await faqs('', { 'accept-language': 'de, ja' })).response.headers['content-language']).toBe('en');
    expect((await faqs('?locale=fr&q=livraison')).data.map((faq) => faq.id)).toEqual([faqId]);
    expect(negotiatedLocale('fr-CA,en;q=0.5', ['en', 'fr'])).toBe('fr');
    expect(negotiatedLocale('*', ['en', 'fr'])).toBeNull();
  });

  it("answers 400 to an unknown locale, naming the site's", async () => {
    const { response } = await faqs('?locale=de');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('locale: unknown locale "de" (this site has: en, fr, ar)');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives each locale its own ETag, even when every field falls back', async () => {
    const id = (
      await server.app.inject({
        method: 'POST',
        url: '/api/guides/add',
        payload: { title: 'Cookies', content: '<p>Few.</p>' },
        headers: { cookie },
      })
    ).json().data._id;
    expect(id).toBeTruthy();
    const en = await get('/api/content/legal/cookies?fields=slug,title,content');
    const ar = await get('/api/content/legal/cookies?fields=slug,title,content&locale=ar');
    expect(en.json().data).toEqual(ar.json().data);
    expect(en.headers.etag).not.toBe(ar.headers.etag);
    expect(
      (
        await get('/api/content/legal/cookies?fields=slug,title,content&locale=ar', {
          'if-none-match': String(ar.headers.etag),
        })
      ).statusCode,
    ).toBe(304);
    expect(
      (await get('/api/content/legal/cookies?fields=slug,title,content', { 'if-none-match': String(ar.headers.etag) }))
        .statusCode,
    ).toBe(200);
  });

  it("finds a page by its slug in the locale, and lists each page's slug and title there", async () => {
    const french = await get('/api/content/legal/politique-de-confidentialite?locale=fr');
    expect(french.json().data).toMatchObject({
      slug: 'politique-de-confidentialite',
      title: 'Politique de confidentialité',
      content: '<p>Peu.</p>',
      locales: ['en', 'fr'],
    });
    expect((await get('/api/content/legal/privacy-policy?locale=fr')).json().data.title).toBe(
      'Politique de confidentialité',
    );
    const list = (await get('/api/content/legal?locale=fr')).json().data as Array<{ slug: string; title: string }>;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'politique-de-confidentialite', title: 'Politique de confidentialité' }),
      ]),
    );
  });

  it('gives SEO entries their hreflang alternates', async () => {
    await save('seo', seoId, 'ar', { fields: { title: 'الرئيسية', metaDescription: 'الشحن إلى كل مكان' } });
    const arabic = (await get('/api/content/seo/translated-home?locale=ar')).json().data;
    expect(arabic).toMatchObject({ page: 'translated-home', title: 'الرئيسية', metaDescription: 'الشحن إلى كل مكان' });
    expect(arabic.alternates).toEqual([
      { hreflang: 'en', locale: 'en' },
      { hreflang: 'ar', locale: 'ar' },
      { hreflang: 'x-default', locale: 'en' },
    ]);
  });
});

describe('a site with one locale (CONTENT_LOCALES unset)', () => {
  it('answers as before: no locales or alternates, Content-Language en, other locales refused', async () => {
    const single = await createTestServer();
    try {
      const admin = await single.signIn('superAdmin');
      await single.app.inject({
        method: 'POST',
        url: '/api/faq/add',
        payload: { question: 'Q?', answer: 'A.', row: 1 },
        headers: { cookie: admin },
      });
      const answer = await single.app.inject({ method: 'GET', url: '/api/content/faqs' });
      expect(answer.json().data).toEqual([expect.not.objectContaining({ locales: expect.anything() })]);
      expect(answer.headers['content-language']).toBe('en');
      expect((await single.app.inject({ method: 'GET', url: '/api/content/faqs?locale=fr' })).statusCode).toBe(400);
      expect((await single.app.inject({ method: 'GET', url: '/api/content/faqs?locale=en' })).statusCode).toBe(200);
    } finally {
      await single.close();
    }
  });
});
