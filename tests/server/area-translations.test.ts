import { SINGLETON_RECORD_ID } from '@backoffice/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/**
 * The page areas' sections (kind `sections`: heading, description, button texts), About Us cards and the home hero
 * in several languages (issue 38; docs/content-in-several-languages.md): saved per locale in the admin API,
 * delivered per locale by the content API, each field falling back on its own.
 */
let server: TestServer;
let cookie: string;
let sectionId: string;
let bannerId: string;
let cardId: string;
let otherCardId: string;

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const save = (kind: string, id: string, locale: string, fields: Record<string, string>, updatedAt?: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/translations/${kind}/${id}/${locale}`,
    payload: { fields, ...(updatedAt ? { updatedAt } : {}) },
    headers: { cookie },
  });
const saved = async (kind: string, id: string, locale: string, fields: Record<string, string>, updatedAt?: string) => {
  const answer = await save(kind, id, locale, fields, updatedAt);
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { complete: boolean; updatedAt: string; fields: Record<string, string> };
};

const buttons = [
  { text: 'Get started', icon: '', url: '/signup', target: '_self', variant: 'primary', order: 0, labels: [] },
  {
    text: 'Talk to sales',
    icon: '',
    url: 'https://example.com/sales',
    target: '_blank',
    variant: 'secondary',
    order: 1,
    labels: [],
  },
];

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  const section = (page: string, title: string, body: Record<string, unknown>) => ({
    page,
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    order: 1,
    section_type: 'general',
    published: true,
    body: JSON.stringify({ caption: '', imageDimensions: {}, ...body }),
  });
  [{ id: sectionId }, { id: bannerId }] = await server.db
    .insertInto('sections')
    .values([
      section('home', 'Home intro', { heading: 'Ship everywhere', description: 'One platform for COD', buttons }),
      section('banners-component', 'Sale banner', { heading: 'Black Friday', description: '20% off', buttons: [] }),
    ] as never)
    .returning('id')
    .execute();
  [{ id: cardId }, { id: otherCardId }] = await server.db
    .insertInto('about_cards')
    .values([
      { title: 'Our mission', content: 'Make selling simple', row: 1, media: null, published: true },
      { title: 'Our team', content: 'People in ten countries', row: 2, media: null, published: true },
    ] as never)
    .returning('id')
    .execute();
  await server.db
    .insertInto('home_hero')
    .values({
      id: 1,
      heading: 'Sell across Africa',
      description: 'Fulfilment, shipping and COD',
      image: '',
      published: true,
    } as never)
    .execute();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the translatable kinds', () => {
  it('the admin API names the sections, About Us cards and home hero with their fields', async () => {
    const kinds = (await get('/api/translations/locales', { cookie })).json().data.kinds;
    expect(kinds).toMatchObject({
      sections: { fields: ['heading', 'description', 'caption'], slug: false },
      'about-cards': { fields: ['title', 'content'] },
      'home-hero': { fields: ['heading', 'description'] },
    });
  });
});

describe("a page area's section per locale", () => {
  it('saves the heading, description and button texts by position; a banner is not a section of this kind', async () => {
    const first = await saved('sections', sectionId, 'fr', { heading: 'Livrez partout', button1: 'Commencer' });
    expect(first).toMatchObject({ fields: { heading: 'Livrez partout', button1: 'Commencer' }, complete: false });
    // Only the section's texts: a button's link is the same in every language; a section holds 20 buttons at most.
    expect((await save('sections', sectionId, 'fr', { url1: '/fr/signup' }, first.updatedAt)).json().message).toMatch(
      /"url1" is not translated for sections/,
    );
    expect((await save('sections', sectionId, 'fr', { button21: 'Non' }, first.updatedAt)).statusCode).toBe(400);
    expect((await get(`/api/translations/sections/${bannerId}/fr`, { cookie })).statusCode).toBe(404);
    expect((await get(`/api/translations/banners/${sectionId}/fr`, { cookie })).statusCode).toBe(404);
  });

  it('delivers it in the locale asked for, each text falling back on its own, links and styles unchanged', async () => {
    const answer = await get('/api/content/sections/home?locale=fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-language']).toBe('fr');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
    const [section] = answer.json().data;
    expect(section.body).toMatchObject({ heading: 'Livrez partout', description: 'One platform for COD' });
    expect(section.body.buttons).toEqual([{ ...buttons[0], text: 'Commencer' }, buttons[1]]);
    expect(section.locales).toEqual(['en']);
    // Accept-Language decides without locale; the default locale gets the section as written.
    expect(
      (await get('/api/content/sections/home', { 'accept-language': 'fr-CA,fr;q=0.9' })).json().data[0].body.heading,
    ).toBe('Livrez partout');
    const english = await get('/api/content/sections/home?locale=en');
    expect(english.headers['content-language']).toBe('en');
    expect(english.json().data[0].body).toMatchObject({ heading: 'Ship everywhere', buttons });
    expect((await get('/api/content/sections/home?locale=de')).json()).toMatchObject({
      success: false,
      message: expect.stringContaining('unknown locale "de"'),
    });
  });

  it('is complete in a locale once every field and every button has its text there', async () => {
    const current = (await get(`/api/translations/sections/${sectionId}/fr`, { cookie })).json().data;
    const whole = await saved(
      'sections',
      sectionId,
      'fr',
      {
        heading: 'Livrez partout',
        description: 'Une plateforme pour le paiement à la livraison',
        button1: 'Commencer',
        button2: 'Parler aux ventes',
      },
      current.updatedAt,
    );
    expect(whole.complete).toBe(true);
    expect((await get('/api/translations/sections', { cookie })).json().data).toEqual([
      { id: sectionId, complete: ['en', 'fr'] },
    ]);
    expect((await get('/api/content/sections/home?locale=fr')).json().data[0]).toMatchObject({
      locales: ['en', 'fr'],
      body: { buttons: [{ text: 'Commencer' }, { text: 'Parler aux ventes' }] },
    });
    // A button added in English later leaves French incomplete until it is translated too.
    await server.db
      .updateTable('sections')
      .set({
        body: JSON.stringify({
          heading: 'Ship everywhere',
          description: 'One platform for COD',
          buttons: [...buttons, { ...buttons[0], text: 'Track a parcel', order: 2 }],
        }),
      } as never)
      .where('id', '=', sectionId)
      .execute();
    expect((await get('/api/translations/sections', { cookie })).json().data).toEqual([
      { id: sectionId, complete: ['en'] },
    ]);
    expect(
      (await get('/api/content/sections/home?locale=fr'))
        .json()
        .data[0].body.buttons.map((button: { text: string }) => button.text),
    ).toEqual(['Commencer', 'Parler aux ventes', 'Track a parcel']);
  });

  it('banners keep their own kind and are delivered in the locale as before', async () => {
    await saved('banners', bannerId, 'fr', { heading: 'Vendredi noir' });
    expect((await get('/api/content/sections/banners-component?locale=fr')).json().data[0].body).toMatchObject({
      heading: 'Vendredi noir',
      description: '20% off',
    });
  });
});

describe('About Us cards per locale', () => {
  it("delivers a card's title and content in the locale, searched there, with its complete locales", async () => {
    const card = await saved('about-cards', cardId, 'ar', { title: 'مهمتنا', content: 'نجعل البيع سهلا' });
    expect(card.complete).toBe(true);
    await saved('about-cards', otherCardId, 'ar', { title: 'فريقنا' });
    const answer = await get('/api/content/about-cards', { 'accept-language': 'ar' });
    expect(answer.headers['content-language']).toBe('ar');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
    expect(answer.json().data).toEqual([
      expect.objectContaining({ title: 'مهمتنا', content: 'نجعل البيع سهلا', row: 1, locales: ['en', 'ar'] }),
      expect.objectContaining({ title: 'فريقنا', content: 'People in ten countries', row: 2, locales: ['en'] }),
    ]);
    expect((await get(`/api/content/about-cards?locale=ar&q=${encodeURIComponent('مهمتنا')}`)).json().total).toBe(1);
    expect((await get('/api/content/about-cards?locale=en')).json().data[0].title).toBe('Our mission');
    expect((await get('/api/translations/about-cards', { cookie })).json().data).toEqual(
      expect.arrayContaining([
        { id: cardId, complete: ['en', 'ar'] },
        { id: otherCardId, complete: ['en'] },
      ]),
    );
    expect((await get('/api/content/about-cards?locale=xx')).statusCode).toBe(400);
  });
});

describe('the home hero per locale', () => {
  it("is translated under the singletons' fixed record id, and only that one", async () => {
    expect((await get(`/api/translations/home-hero/${SINGLETON_RECORD_ID}/fr`, { cookie })).json().data).toMatchObject({
      recordId: SINGLETON_RECORD_ID,
      fields: {},
      complete: false,
      updatedAt: '',
    });
    expect(
      (await get('/api/translations/home-hero/00000000-0000-0000-0000-000000000002/fr', { cookie })).statusCode,
    ).toBe(404);
    expect((await save('home-hero', cardId, 'fr', { heading: 'Non' })).statusCode).toBe(404);
    const hero = await saved('home-hero', SINGLETON_RECORD_ID, 'fr', { heading: "Vendez à travers l'Afrique" });
    expect(hero.complete).toBe(false);
    expect((await get('/api/translations/home-hero', { cookie })).json().data).toEqual([
      { id: SINGLETON_RECORD_ID, complete: ['en'] },
    ]);
  });

  it('delivers its heading and description in the locale, each falling back on its own', async () => {
    const answer = await get('/api/content/home-hero?locale=fr');
    expect(answer.headers['content-language']).toBe('fr');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
    expect(answer.json().data).toMatchObject({
      heading: "Vendez à travers l'Afrique",
      description: 'Fulfilment, shipping and COD',
      locales: ['en'],
    });
    expect((await get('/api/content/home-hero?locale=fr&fields=heading')).json().data).toEqual({
      heading: "Vendez à travers l'Afrique",
    });
    expect((await get('/api/content/home-hero')).json().data.heading).toBe('Sell across Africa');
    expect((await get('/api/content/home-hero?locale=zz')).statusCode).toBe(400);
  });
});
