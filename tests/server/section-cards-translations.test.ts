import { SINGLETON_RECORD_ID } from '@backoffice/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/**
 * The rest of a section's content in several languages (issue 38; docs/content-in-several-languages.md): a
 * section's caption and its cards (title, subtitle, description, their buttons' texts, by position), a banner's
 * buttons, with completeness and per-field fallback; and the command palette finding sections, About Us cards
 * and the home hero by their translated texts.
 */
let server: TestServer;
let cookie: string;
let cardSectionId: string;
let bannerId: string;
let aboutCardId: string;

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
const completeness = async (kind: string, id: string) =>
  ((await get(`/api/translations/${kind}`, { cookie })).json().data as Array<{ id: string; complete: string[] }>).find(
    (row) => row.id === id,
  )?.complete;

const button = (text: string, url: string) => ({
  text,
  icon: '',
  url,
  target: '_self',
  variant: 'primary',
  order: 0,
  labels: [],
});
const cards = [
  {
    title: 'Fulfilment',
    subtitle: 'Stored near your buyers',
    description: 'We pick and pack',
    image: '',
    imageDimensions: {},
    buttons: [button('See warehouses', '/warehouses')],
  },
  // No subtitle nor description: nothing to translate there.
  { title: 'Shipping', subtitle: '', description: '', image: '', imageDimensions: {}, buttons: [] },
];

beforeAll(async () => {
  server = await createTestServer({ config: { contentLocales: ['en', 'fr', 'ar'] } });
  cookie = await server.signIn('superAdmin');
  const section = (page: string, title: string, type: string, body: Record<string, unknown>) => ({
    page,
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    order: 1,
    section_type: type,
    published: true,
    body: JSON.stringify({ imageDimensions: {}, ...body }),
  });
  [{ id: cardSectionId }, { id: bannerId }] = await server.db
    .insertInto('sections')
    .values([
      section('home', 'Services', 'card', {
        heading: 'Our services',
        description: 'All in one place',
        caption: 'Since 2019',
        buttons: [],
        cards,
      }),
      section('banners-component', 'Sale banner', 'general', {
        heading: 'Black Friday',
        description: '20% off',
        caption: '',
        buttons: [button('Shop now', '/shop'), button('Read terms', '/terms')],
      }),
    ] as never)
    .returning('id')
    .execute();
  [{ id: aboutCardId }] = await server.db
    .insertInto('about_cards')
    .values([{ title: 'Our mission', content: 'Make selling simple', row: 1, media: null, published: true }] as never)
    .returning('id')
    .execute();
  await server.db
    .insertInto('home_hero')
    .values({ id: 1, heading: 'Sell across Africa', description: 'Fulfilment', image: '', published: true } as never)
    .execute();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe("a card section's caption and cards per locale", () => {
  it('saves the caption and the cards by position; names beyond the limits or not texts are refused', async () => {
    const first = await saved('sections', cardSectionId, 'fr', {
      heading: 'Nos services',
      description: 'Tout en un',
      caption: 'Depuis 2019',
      'card1.title': 'Préparation',
      'card1.description': 'Nous préparons',
      'card2.title': 'Expédition',
    });
    // card1's subtitle and its button are still English: not complete.
    expect(first.complete).toBe(false);
    expect(await completeness('sections', cardSectionId)).toEqual(['en']);
    for (const name of ['card1.image', 'card51.title', 'card1.button21', 'card01.title', 'card1.url1']) {
      const refused = await save('sections', cardSectionId, 'fr', { [name]: 'x' }, first.updatedAt);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(`"${name}" is not translated for sections`);
    }
    const second = await saved(
      'sections',
      cardSectionId,
      'fr',
      { ...first.fields, 'card1.subtitle': 'Près de vos clients', 'card1.button1': 'Voir les entrepôts' },
      first.updatedAt,
    );
    // Complete: card2 has no subtitle nor description to translate.
    expect(second.complete).toBe(true);
    expect(await completeness('sections', cardSectionId)).toEqual(['en', 'fr']);
  });

  it('delivers the caption and the cards in the locale, each text falling back on its own, links unchanged', async () => {
    await saved('sections', cardSectionId, 'ar', { 'card2.title': 'الشحن' });
    const fr = await get('/api/content/sections/home?locale=fr');
    expect(fr.statusCode).toBe(200);
    const [section] = fr.json().data;
    expect(section.body.caption).toBe('Depuis 2019');
    expect(section.body.cards).toEqual([
      {
        ...cards[0],
        title: 'Préparation',
        subtitle: 'Près de vos clients',
        description: 'Nous préparons',
        buttons: [{ ...cards[0].buttons[0], text: 'Voir les entrepôts' }],
      },
      { ...cards[1], title: 'Expédition' },
    ]);
    expect(section.locales).toEqual(['en', 'fr']);
    const [arabic] = (await get('/api/content/sections/home?locale=ar')).json().data;
    expect(arabic.body).toMatchObject({ heading: 'Our services', caption: 'Since 2019' });
    expect(arabic.body.cards.map((card: { title: string }) => card.title)).toEqual(['Fulfilment', 'الشحن']);
    expect(arabic.body.cards[0].buttons[0].text).toBe('See warehouses');
    const [english] = (await get('/api/content/sections/home')).json().data;
    expect(english.body.cards).toEqual(cards);
  });
});

describe("a banner's buttons per locale", () => {
  it('saves their texts by position, counted for completeness, and delivers them with fallback', async () => {
    const first = await saved('banners', bannerId, 'fr', {
      title: 'Bannière soldes',
      heading: 'Vendredi noir',
      description: '20 % de remise',
      button1: 'Acheter',
    });
    expect(first.complete).toBe(false);
    expect((await save('banners', bannerId, 'fr', { 'card1.title': 'Non' }, first.updatedAt)).statusCode).toBe(400);
    const [banner] = (await get('/api/content/sections/banners-component?locale=fr')).json().data;
    expect(banner.body.buttons.map((entry: { text: string; url: string }) => [entry.text, entry.url])).toEqual([
      ['Acheter', '/shop'],
      ['Read terms', '/terms'],
    ]);
    expect(banner.locales).toEqual(['en']);
    const second = await saved('banners', bannerId, 'fr', { ...first.fields, button2: 'Conditions' }, first.updatedAt);
    expect(second.complete).toBe(true);
    expect(await completeness('banners', bannerId)).toEqual(['en', 'fr']);
  });
});

type Group = { key: string; label: string; hits: Array<{ title: string; description: string; path: string }> };
const hitsOf = async (q: string, key: string) => {
  const answer = await get(`/api/search?q=${encodeURIComponent(q)}`, { cookie });
  expect(answer.statusCode).toBe(200);
  return (answer.json().groups as Group[]).find((group) => group.key === key)?.hits ?? [];
};

describe('the command palette finds them by their translated texts', () => {
  it("finds a section by a card's, a caption's or a heading's translation, and a banner by its button's", async () => {
    const editor = `/edit-section?page=home&id=${cardSectionId}`;
    for (const q of ['Préparation', 'entrepôts', 'Depuis 2019', 'الشحن', 'nos services'])
      expect((await hitsOf(q, 'sections')).map((hit) => hit.path)).toEqual([editor]);
    expect(await hitsOf('Conditions', 'sections')).toEqual([
      {
        title: 'Sale banner',
        description: 'banners-component · published',
        path: `/banners/edit?page=banners-component&id=${bannerId}`,
      },
    ]);
    expect(await hitsOf('Introuvable', 'sections')).toEqual([]);
  });

  it('never by a translated image address', async () => {
    const current = (await get(`/api/translations/banners/${bannerId}/fr`, { cookie })).json().data;
    // The address is checked against the library on save, so it is written as a stored translation holds it.
    await server.db
      .updateTable('content_translations')
      .set({ fields: JSON.stringify({ ...current.fields, image: '/uploads/sections/zebra-picture.png' }) as never })
      .where('kind', '=', 'banners')
      .where('record_id', '=', bannerId)
      .execute();
    expect(await hitsOf('zebra-picture', 'sections')).toEqual([]);
  });

  it('finds an About Us card and the home hero by their French or Arabic texts, opening their editors', async () => {
    const card = await saved('about-cards', aboutCardId, 'fr', {
      title: 'Notre mission',
      content: 'Vendre simplement',
    });
    expect(card.complete).toBe(true);
    for (const q of ['Notre mission', 'simplement', 'our mission'])
      expect(await hitsOf(q, 'about-cards')).toEqual([
        { title: 'Our mission', description: 'Row 1 · published', path: `/about-us/edit/${aboutCardId}` },
      ]);
    await saved('home-hero', SINGLETON_RECORD_ID, 'ar', { heading: 'بيع في كل أفريقيا' });
    for (const q of ['أفريقيا', 'across Africa'])
      expect(await hitsOf(q, 'home-hero')).toEqual([
        {
          title: 'Sell across Africa',
          description: 'Home Description Hero · published',
          path: '/home-descr-hero/edit',
        },
      ]);
    expect(await hitsOf('Notre mission', 'home-hero')).toEqual([]);
  });
});
