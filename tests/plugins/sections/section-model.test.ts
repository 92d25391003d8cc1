import { describe, expect, it } from 'vitest';
import type { SectionBody } from '@backoffice/contracts';
import { cardEditor, generalEditor, newButton } from '../../../packages/plugins/sections/src/section-model';
import { section } from './fixtures';

/** A body stored with keys missing (not by this server's form): the editor reads it with its defaults. */
const lacking = (body: object) => body as SectionBody;

const card = (title: string, buttonTexts: string[] = []) => ({
  title,
  subtitle: '',
  description: '',
  buttons: buttonTexts.map((text, index) => ({ ...newButton(index), text })),
});

describe('section rules', () => {
  it('a new button has the spec defaults', () => {
    expect(newButton(2)).toEqual({
      text: 'New Button',
      icon: '',
      url: '#',
      target: '_self',
      variant: 'primary',
      order: 2,
      labels: [],
    });
  });

  it('checks the general heading', () => {
    expect(generalEditor.validate({ ...generalEditor.empty() })).toBe('Heading is required for general section');
    expect(generalEditor.validate({ ...generalEditor.empty(), heading: 'Hi' })).toBeNull();
  });

  it('checks card sections card by card with their numbers', () => {
    const base = { ...cardEditor.empty(), heading: 'Our services' };
    expect(cardEditor.validate({ ...cardEditor.empty() })).toBe('Heading is required for card section');
    expect(cardEditor.validate(base)).toBe('At least one card is required for card section');
    expect(cardEditor.validate({ ...base, cards: [card('One'), card('')] })).toBe('Card 2 is missing a title');
    expect(cardEditor.validate({ ...base, cards: [card('One'), card('Two', ['Go', ' '])] })).toBe(
      'Button 2 in Card 2 is missing text',
    );
    expect(cardEditor.validate({ ...base, cards: [card('One', ['Go'])] })).toBeNull();
  });

  it('serializes dotted names, JSON-text cards and cardImage_{i} for changed card images only', () => {
    const image = new File(['x'], 'two.png', { type: 'image/png' });
    const form = new FormData();
    cardEditor.serialize(
      {
        ...cardEditor.empty(),
        heading: 'Line 1\nLine 2',
        cards: [
          { ...card('One'), image: '/uploads/one.png' },
          { ...card('Two'), imageFile: image },
        ],
      },
      form,
    );
    expect(form.get('cardSection.heading')).toBe('Line 1\nLine 2');
    const cards = JSON.parse(String(form.get('cardSection.cards')));
    expect(cards.map((entry: { image: string }) => entry.image)).toEqual(['/uploads/one.png', '']);
    expect(form.get('cardImage_0')).toBeInstanceOf(File);
    expect(form.get('cardImageIndex_0')).toBe('1');
    expect(form.get('cardImageTitle_0')).toBe('Two');
    expect(form.get('cardImage_1')).toBeNull();
  });

  it('reads a stored card section back', () => {
    const draft = cardEditor.fromSection(
      section({
        _id: 's1',
        title: 'x',
        sectionType: 'card',
        cardSection: lacking({ heading: 'H', cards: [{ title: 'C', buttons: [{ text: 'Go' }] }] }),
      }),
    );
    expect(draft.cards[0]?.buttons[0]).toMatchObject({ text: 'Go', url: '#', target: '_self', variant: 'primary' });
  });

  it("keeps each card's imageDimensions: read back, sent as measured for a new file, {} for a card without an image", () => {
    const draft = cardEditor.fromSection(
      section({
        _id: 's1',
        title: 'x',
        sectionType: 'card',
        cardSection: lacking({
          heading: 'H',
          cards: [
            { title: 'A', image: '/uploads/a.png', imageDimensions: { width: 449, height: 289 } },
            { title: 'B', imageDimensions: { width: 9, height: 9 } },
            { title: 'C' },
          ],
        }),
      }),
    );
    expect(draft.cards.map((entry) => entry.imageDimensions)).toEqual([{ width: 449, height: 289 }, {}, {}]);
    const image = new File(['x'], 'c.png', { type: 'image/png' });
    const form = new FormData();
    cardEditor.serialize(
      {
        ...draft,
        cards: [
          draft.cards[0]!,
          draft.cards[1]!,
          { ...draft.cards[2]!, imageFile: image, imageDimensions: { width: 640, height: 480 } },
        ],
      },
      form,
    );
    const cards = JSON.parse(String(form.get('cardSection.cards')));
    expect(cards.map((entry: { imageDimensions: unknown }) => entry.imageDimensions)).toEqual([
      { width: 449, height: 289 },
      {},
      { width: 640, height: 480 },
    ]);
    // The stored size kept for a Remove of a new file is not sent.
    expect(cards[0]).not.toHaveProperty('storedImageDimensions');
  });
});
