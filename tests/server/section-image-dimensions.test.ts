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

const png = () => new File([new Uint8Array(gradientPng(80, 40, [30, 120, 200]))], 'wide.png', { type: 'image/png' });

describe("a section's imageDimensions", () => {
  it('are stored as the editor measured them and listed with the section', async () => {
    const created = await send(server.app, 'POST', '/section/create', {
      title: 'Sized',
      sectionType: 'general',
      isActive: 'true',
      createdBy: 'Admin',
      order: '1',
      page: 'banners-component',
      'generalSection.heading': 'Ship more',
      'generalSection.description': '',
      'generalSection.caption': '',
      'generalSection.buttons': '[]',
      'generalSection.imageDimensions': JSON.stringify({ width: 80, height: 40 }),
      image: png(),
    });
    expect(created.status).toBe(201);
    const listed = (await send(server.app, 'GET', '/sections/banners-component')).body.sections as Array<{
      generalSection: { imageDimensions: unknown };
    }>;
    expect(listed.map((section) => section.generalSection.imageDimensions)).toEqual([{ width: 80, height: 40 }]);
  });

  it('refuses imageDimensions that are not an object with 400, and keeps only whole pixels, as for a card', async () => {
    const section = (imageDimensions: string, title: string) =>
      send(server.app, 'POST', '/section/create', {
        title,
        sectionType: 'general',
        page: 'banners-component',
        'generalSection.heading': 'Sizes',
        'generalSection.imageDimensions': imageDimensions,
      });
    const refused = await section('"80x40"', 'Refused');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('generalSection.imageDimensions must be a JSON object');
    const odd = await section(JSON.stringify({ width: -3, height: 'tall' }), 'Odd');
    expect(odd.status).toBe(201);
    expect(odd.body.data.generalSection.imageDimensions).toEqual({});
    const extra = await section(JSON.stringify({ width: 80, height: 40, note: 'kept?' }), 'Extra key');
    expect(extra.status).toBe(201);
    expect(extra.body.data.generalSection.imageDimensions).toEqual({ width: 80, height: 40 });
    const listed = (await send(server.app, 'GET', '/sections/banners-component')).body.sections as Array<{
      title: string;
      generalSection: { imageDimensions: unknown };
    }>;
    expect(listed.find((entry) => entry.title === 'Extra key')?.generalSection.imageDimensions).toEqual({
      width: 80,
      height: 40,
    });
    expect(listed.map((entry) => entry.title)).not.toContain('Refused');
  });
});

describe("a card's imageDimensions", () => {
  const cardSection = (cards: unknown[], extra: Record<string, string | File> = {}) => ({
    title: 'Cards sized',
    sectionType: 'card',
    isActive: 'true',
    createdBy: 'Admin',
    order: '3',
    page: 'footer',
    'cardSection.heading': 'Our services',
    'cardSection.description': '',
    'cardSection.caption': '',
    'cardSection.buttons': '[]',
    'cardSection.imageDimensions': '{}',
    'cardSection.cards': JSON.stringify(cards),
    ...extra,
  });

  it('are stored per card as measured, {} for a card without them, and listed with the section', async () => {
    const created = await send(
      server.app,
      'POST',
      '/section/create',
      cardSection(
        [
          { title: 'Fulfilment', subtitle: '', description: '', image: '', buttons: [] },
          {
            title: 'Call centre',
            subtitle: '',
            description: '',
            image: '',
            imageDimensions: { width: 80, height: 40 },
            buttons: [],
          },
        ],
        { cardImage_0: png(), cardImageIndex_0: '1', cardImageTitle_0: 'Call centre' },
      ),
    );
    expect(created.status).toBe(201);
    const listed = (await send(server.app, 'GET', '/sections/footer')).body.sections as Array<{
      title: string;
      cardSection: { cards: Array<{ imageDimensions: unknown }> };
    }>;
    const section = listed.find((entry) => entry.title === 'Cards sized')!;
    expect(section.cardSection.cards.map((card) => card.imageDimensions)).toEqual([{}, { width: 80, height: 40 }]);
  });

  it('refuses imageDimensions that are not an object with 400 naming the card, and drops sizes that are not pixels', async () => {
    const refused = await send(
      server.app,
      'POST',
      '/section/create',
      cardSection([{ title: 'A', imageDimensions: '80x40' }]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/imageDimensions of Card 1 must be a JSON object/);
    const odd = await send(
      server.app,
      'POST',
      '/section/create',
      cardSection([{ title: 'B', imageDimensions: { width: -3, height: 'tall' } }], { title: 'Odd sizes' }),
    );
    expect(odd.status).toBe(201);
    expect(odd.body.data.cardSection.cards[0].imageDimensions).toEqual({});
  });
});
