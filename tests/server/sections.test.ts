import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

// Each call makes different bytes: the media library stores the same bytes once, for every record using them.
let copies = 0;
const png = (name = 'image.png') =>
  new File([new Uint8Array(gradientPng(80, 40, [30, 120, (200 + copies++) % 256]))], name, { type: 'image/png' });
const button = (text: string, extra: object = {}) => ({
  text,
  icon: '',
  url: '/contact-sales',
  target: '_self',
  variant: 'primary',
  order: 9,
  labels: [],
  ...extra,
});

function generalForm(extra: Record<string, string | File> = {}): Record<string, string | File> {
  return {
    title: 'Fast COD',
    sectionType: 'general',
    isActive: 'true',
    createdBy: 'Admin',
    order: '1',
    page: 'home',
    'generalSection.heading': 'Cash on delivery across Africa',
    'generalSection.description': 'Confirm, ship, collect.\nEvery week.',
    'generalSection.caption': 'COD',
    'generalSection.buttons': JSON.stringify([
      button('Start now'),
      button('Talk to sales', { target: '_blank', variant: 'secondary' }),
    ]),
    'generalSection.imageDimensions': '{}',
    ...extra,
  };
}

function cardForm(extra: Record<string, string | File> = {}): Record<string, string | File> {
  return {
    title: 'Services',
    sectionType: 'card',
    order: '2',
    page: 'footer',
    'cardSection.heading': 'Our services',
    'cardSection.description': '',
    'cardSection.caption': '',
    'cardSection.buttons': '[]',
    'cardSection.cards': JSON.stringify([
      { title: 'Fulfilment', subtitle: '', description: 'We store and ship', image: '', buttons: [button('More')] },
      { title: 'Call centre', subtitle: '', description: 'We confirm orders', image: '', buttons: [] },
    ]),
    cardImage_0: png('card-b.png'),
    cardImageIndex_0: '1',
    cardImageTitle_0: 'Call centre',
    ...extra,
  };
}

// Sections as JSON, read field by field by the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const list = async (page: string) => (await send(server.app, 'GET', `/sections/${page}`)).body.sections as Json[];

describe('sections API', () => {
  it('creates a general section with an image and buttons (order by position), listed by page', async () => {
    const created = await send(server.app, 'POST', '/section/create', generalForm({ image: png() }));
    expect(created.status).toBe(201);
    const section = created.body.data;
    expect(section).toMatchObject({
      title: 'Fast COD',
      order: 1,
      sectionType: 'general',
      isActive: true,
      createdBy: 'Admin',
      page: 'home',
    });
    expect(section.generalSection).toMatchObject({
      heading: 'Cash on delivery across Africa',
      description: 'Confirm, ship, collect.\nEvery week.',
      caption: 'COD',
    });
    expect(
      section.generalSection.buttons.map((entry: { text: string; order: number }) => [entry.text, entry.order]),
    ).toEqual([
      ['Start now', 0],
      ['Talk to sales', 1],
    ]);
    expect(server.stored.has(section.generalSection.image)).toBe(true);
    expect((await list('home')).map((entry) => entry._id)).toEqual([section._id]);
    expect(await list('footer')).toEqual([]);
  });

  it('creates a card section with a new image for the second card only', async () => {
    const created = await send(server.app, 'POST', '/section/create', cardForm());
    expect(created.status).toBe(201);
    const cards = created.body.data.cardSection.cards;
    expect(cards.map((card: { title: string }) => card.title)).toEqual(['Fulfilment', 'Call centre']);
    expect(cards[0].image).toBe('');
    expect(server.stored.has(cards[1].image)).toBe(true);
    expect(cards[0].buttons[0]).toMatchObject({ text: 'More', order: 0 });
  });

  it("refuses the spec's invalid sections with its messages, and stores no file", async () => {
    const before = server.stored.size;
    const cases: Array<[Record<string, string | File>, RegExp]> = [
      [generalForm({ 'generalSection.heading': ' ', image: png() }), /^Heading is required for general section$/],
      [generalForm({ title: '' }), /^Title is required$/],
      [
        generalForm({ 'generalSection.buttons': JSON.stringify([button('ok'), button(' ')]) }),
        /^Button 2 is missing text$/,
      ],
      [
        generalForm({ 'generalSection.buttons': JSON.stringify([button('x', { url: 'javascript:alert(1)' })]) }),
        /not a path on this site \(\/\.\.\.\), an http\(s\) address/,
      ],
      [generalForm({ 'generalSection.buttons': '[oops' }), /must be JSON/],
      [generalForm({ page: 'no/slash' }), /page must be/],
      [generalForm({ page: 'banners-component', title: '' }), /^Banner title is required$/],
      [
        generalForm({ page: 'banners-component', 'generalSection.heading': '' }),
        /^Heading is required for the banner$/,
      ],
      [cardForm({ 'cardSection.cards': '[]' }), /^At least one card is required for card section$/],
      [cardForm({ 'cardSection.cards': JSON.stringify([{ title: '' }]) }), /^Card 1 is missing a title$/],
      [
        cardForm({ 'cardSection.cards': JSON.stringify([{ title: 'A', buttons: [button('')] }]) }),
        /^Button 1 in Card 1 is missing text$/,
      ],
      [cardForm({ cardImageIndex_0: '7' }), /no card 8/],
      [generalForm({ image: new File(['not an image'], 'x.png', { type: 'image/png' }) }), /must be an image/],
      [
        generalForm({
          image: new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
            type: 'image/svg+xml',
          }),
          'generalSection.heading': '',
        }),
        /Heading is required/,
      ],
    ];
    for (const [form, message] of cases) {
      const answer = await send(server.app, 'POST', '/section/create', form);
      expect(answer.status, message.source).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(server.stored.size).toBe(before);
  });

  it('updates with the version: keeps, replaces or removes images, refuses stale and foreign images', async () => {
    const [section] = await list('home');
    const oldImage = section.generalSection.image;
    const kept = await send(
      server.app,
      'PUT',
      `/section/update/${section._id}`,
      generalForm({ title: 'Faster COD', updatedAt: section.updatedAt, order: '99' }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ title: 'Faster COD', order: 1 });
    expect(kept.body.data.generalSection.image).toBe(oldImage);

    const stale = await send(
      server.app,
      'PUT',
      `/section/update/${section._id}`,
      generalForm({ updatedAt: section.updatedAt, image: png() }),
    );
    expect(stale.status).toBe(409);

    const replaced = await send(
      server.app,
      'PUT',
      `/section/update/${section._id}`,
      generalForm({ updatedAt: kept.body.data.updatedAt, image: png() }),
    );
    expect(server.stored.has(oldImage)).toBe(false);
    const newImage = replaced.body.data.generalSection.image;
    expect(server.stored.has(newImage)).toBe(true);

    const removed = await send(
      server.app,
      'PUT',
      `/section/update/${section._id}`,
      generalForm({ updatedAt: replaced.body.data.updatedAt, 'generalSection.image': '' }),
    );
    expect(removed.body.data.generalSection.image).toBe('');
    expect(server.stored.has(newImage)).toBe(false);

    const [cards] = await list('footer');
    const cardImage = cards.cardSection.cards[1].image;
    const foreign = JSON.stringify([
      { title: 'A', image: '/uploads/companies/not-mine.svg' },
      { title: 'B', image: cardImage },
    ]);
    const moved = await send(
      server.app,
      'PUT',
      `/section/update/${cards._id}`,
      cardForm({ updatedAt: cards.updatedAt, 'cardSection.cards': foreign, cardImage_0: '', cardImageIndex_0: '' }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.cardSection.cards.map((card: { image: string }) => card.image)).toEqual(['', cardImage]);
    expect(server.stored.has(cardImage)).toBe(true);

    // No version sent: accepted, as the spec's call is (issue 15).
    expect((await send(server.app, 'PUT', `/section/update/${section._id}`, generalForm())).status).toBe(200);
    expect(
      (
        await send(
          server.app,
          'PUT',
          `/section/update/${section._id}`,
          generalForm({ updatedAt: removed.body.data.updatedAt, sectionType: 'card' }),
        )
      ).body.message,
    ).toBe('The type of a section cannot change');
    expect(
      (
        await send(
          server.app,
          'PUT',
          '/section/update/00000000-0000-4000-8000-000000000000',
          generalForm({ updatedAt: section.updatedAt }),
        )
      ).status,
    ).toBe(404);
  });

  it('accepts any section type of a third-party editor, its fields kept under <type>Section', async () => {
    const created = await send(server.app, 'POST', '/section/create', {
      title: 'Quote',
      sectionType: 'quote',
      page: 'quotes',
      'quoteSection.quote': 'Best COD partner',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.quoteSection).toMatchObject({ quote: 'Best COD partner', buttons: [] });

    // The example plugin's testimonial: text fields and the author's photo as the section's image, kept as sent
    // and on a later edit that sends only some of them.
    const testimonial = await send(server.app, 'POST', '/section/create', {
      title: 'Acme says',
      sectionType: 'testimonial',
      page: 'testimonials',
      'testimonialSection.quote': 'They deliver.',
      'testimonialSection.author': 'Nadia Rami',
      'testimonialSection.role': 'Head of logistics',
      image: png('nadia.png'),
    });
    expect(testimonial.status).toBe(201);
    const photo = testimonial.body.data.testimonialSection.image;
    expect(photo).toMatch(/^\/uploads\/sections\//);
    const edited = await send(server.app, 'PUT', `/section/update/${testimonial.body.data._id}`, {
      'testimonialSection.quote': 'They deliver, and pay.',
    });
    expect(edited.status).toBe(200);
    const [listed] = await list('testimonials');
    expect(listed.testimonialSection).toMatchObject({
      quote: 'They deliver, and pay.',
      author: 'Nadia Rami',
      role: 'Head of logistics',
      image: photo,
    });
  });

  it('deletes a section with its images; viewers read but cannot write', async () => {
    const [cards] = await list('footer');
    const viewer = await server.cookieFor('viewer');
    expect((await send(server.app, 'GET', '/sections/footer', undefined, viewer)).status).toBe(200);
    expect((await send(server.app, 'POST', '/section/create', generalForm(), viewer)).status).toBe(403);
    expect((await send(server.app, 'DELETE', `/sections/delete/${cards._id}`, undefined, viewer)).status).toBe(403);
    const image = cards.cardSection.cards[1].image;
    expect((await send(server.app, 'DELETE', `/sections/delete/${cards._id}`)).status).toBe(200);
    expect(server.stored.has(image)).toBe(false);
    expect((await send(server.app, 'DELETE', `/sections/delete/${cards._id}`)).status).toBe(404);
  });
});

describe('home hero and dashboard cover', () => {
  it('answers no hero at first, creates one, refuses a second create, updates it and replaces its image', async () => {
    expect((await send(server.app, 'GET', '/hero/get-general-section')).body).toEqual({
      success: true,
      generalSection: null,
    });
    expect(
      (await send(server.app, 'PUT', '/hero/update-general-section', { heading: 'H', description: 'D' })).status,
    ).toBe(404);
    const missing = await send(server.app, 'POST', '/hero/create-general-section', { heading: ' ', description: 'D' });
    expect([missing.status, missing.body.message]).toEqual([400, 'Please fill in all required fields']);
    const created = await send(server.app, 'POST', '/hero/create-general-section', {
      heading: 'Sell everywhere',
      description: 'COD in 20 countries',
      image: png(),
    });
    expect(created.status).toBe(201);
    const first = created.body.generalSection.image;
    expect(server.stored.has(first)).toBe(true);
    expect(
      (await send(server.app, 'POST', '/hero/create-general-section', { heading: 'H', description: 'D' })).status,
    ).toBe(409);
    const updated = await send(server.app, 'PUT', '/hero/update-general-section', {
      heading: 'Sell more',
      description: 'COD in 21 countries',
      image: png(),
    });
    expect(updated.body.generalSection.heading).toBe('Sell more');
    expect(server.stored.has(first)).toBe(false);
    expect((await send(server.app, 'GET', '/hero/get-general-section')).body.generalSection).toMatchObject({
      heading: 'Sell more',
      image: updated.body.generalSection.image,
    });
  });

  it('sets and replaces the dashboard cover', async () => {
    expect((await send(server.app, 'GET', '/dashboard-hero')).body.hero).toBeNull();
    expect((await send(server.app, 'POST', '/dashboard-hero/edit', { title: 'x' })).status).toBe(400);
    const first = (await send(server.app, 'POST', '/dashboard-hero/edit', { cover: png() })).body.cover;
    const second = (await send(server.app, 'POST', '/dashboard-hero/edit', { cover: png() })).body.cover;
    expect(server.stored.has(first)).toBe(false);
    expect((await send(server.app, 'GET', '/dashboard-hero')).body.hero).toBe(second);
  });
});

describe('sections demo data', () => {
  it('fills every page area with a hero and a card section, plus the home hero and the dashboard cover, once', async () => {
    await server.db.deleteFrom('sections').execute();
    expect(await server.seedDemo('sections')).toBe(46);
    expect(await server.seedDemo('sections')).toBe(0);
    const home = await list('home');
    expect(home.map((section) => section.sectionType)).toEqual(['general', 'card']);
    expect(server.stored.has(home[0].generalSection.image)).toBe(true);
    expect((await list('banners-component'))[0].title).toBe('Black Friday banner');
  });
});
