import type { SectionBody, SectionImageDimensions } from '@backoffice/contracts';
import { englishText } from '@backoffice/kernel';
import type { Section, SectionButton, SectionEditor, SectionFieldChecks } from './public';

/** A new button gets the spec's defaults, its order being its position. */
export function newButton(position: number): SectionButton {
  return { text: 'New Button', icon: '', url: '#', target: '_self', variant: 'primary', order: position, labels: [] };
}

export interface GeneralDraft {
  heading: string;
  description: string;
  caption: string;
  image?: string;
  imageFile?: File | null;
  /** The image's size in pixels, measured when it is chosen (kept as stored otherwise; {} when none). */
  imageDimensions?: SectionImageDimensions;
  buttons: SectionButton[];
}

export interface CardDraft {
  title: string;
  subtitle: string;
  description: string;
  image?: string;
  imageFile?: File | null;
  /** The card image's size in pixels, measured as for the section's own image. */
  imageDimensions?: SectionImageDimensions;
  /** The stored image's size, put back when a newly chosen file is removed again (not sent). */
  storedImageDimensions?: SectionImageDimensions;
  buttons: SectionButton[];
}

export interface CardSectionDraft extends GeneralDraft {
  cards: CardDraft[];
}

/** Stored dimensions when they are a width and a height, else none (the server keeps a section's as sent). */
export function dimensionsOf(size: SectionBody['imageDimensions'] | undefined): SectionImageDimensions {
  return size && typeof size.width === 'number' && typeof size.height === 'number'
    ? { width: size.width, height: size.height }
    : {};
}

/**
 * The body under `key`, `{}` when the section has none. Read with defaults: its texts and cards are optional,
 * and a body stored other than through this server's form may lack any key.
 */
function bodyOf(section: Section, key: `${string}Section`): Partial<SectionBody> {
  return section[key] ?? {};
}

function generalFrom(body: Partial<SectionBody>): GeneralDraft {
  return {
    heading: body.heading ?? '',
    description: body.description ?? '',
    caption: body.caption ?? '',
    image: body.image || undefined,
    imageDimensions: body.image ? dimensionsOf(body.imageDimensions) : {},
    buttons: (body.buttons ?? []).map((button, index) => ({ ...newButton(index), ...button })),
  };
}

/** Buttons re-numbered by position so `order` always follows the list. */
function orderedButtons(buttons: SectionButton[]) {
  return buttons.map((button, index) => ({ ...button, order: index }));
}

function appendCommon(prefix: string, draft: GeneralDraft, form: FormData) {
  form.append(`${prefix}.heading`, draft.heading);
  form.append(`${prefix}.description`, draft.description);
  form.append(`${prefix}.caption`, draft.caption);
  form.append(`${prefix}.buttons`, JSON.stringify(orderedButtons(draft.buttons)));
  // The new file's measured size, else the stored image's as stored; {} when the section has no image.
  const hasImage = Boolean(draft.imageFile || draft.image);
  form.append(`${prefix}.imageDimensions`, JSON.stringify(hasImage ? (draft.imageDimensions ?? {}) : {}));
  if (draft.imageFile) form.append('image', draft.imageFile);
  else if (!draft.image) form.append(`${prefix}.image`, '');
}

export const HEADING_MISSING = 'Please enter the heading';
export const BUTTON_TEXT_MISSING = 'Please enter the button text';

/** The text each button must have, named as its form field: `${prefix}.0.text` ('buttons.0.text', 'cards.1.buttons.0.text'). */
export function buttonTextChecks(buttons: SectionButton[], prefix: string): SectionFieldChecks {
  const names = buttons.map((_, index) => `${prefix}.${index}.text`);
  return {
    required: names,
    errors: Object.fromEntries(
      buttons.flatMap((button, index) => (button.text.trim() ? [] : [[names[index], BUTTON_TEXT_MISSING]])),
    ),
  };
}

/** The heading every built-in section type requires, as its form field names it. */
function headingChecks(draft: GeneralDraft): SectionFieldChecks {
  return { required: ['heading'], errors: draft.heading.trim() ? {} : { heading: HEADING_MISSING } };
}

/** Several checks of one draft as one. */
export function mergeChecks(...checks: SectionFieldChecks[]): SectionFieldChecks {
  return {
    required: [...new Set(checks.flatMap((check) => check.required ?? []))],
    errors: Object.assign({}, ...checks.map((check) => check.errors ?? {})) as Record<string, string>,
  };
}

export const generalEditor: SectionEditor<GeneralDraft> = {
  type: 'general',
  label: 'General Section',
  empty: () => ({ heading: '', description: '', caption: '', buttons: [] }),
  fromSection: (section) => generalFrom(bodyOf(section, 'generalSection')),
  validate: (draft) => (draft.heading.trim() ? null : 'Heading is required for general section'),
  fieldChecks: headingChecks,
  serialize: (draft, form) => appendCommon('generalSection', draft, form),
  searchTexts: (section) => {
    const body = bodyOf(section, 'generalSection');
    return [body.heading, body.description, body.caption];
  },
  imageOf: (section) => bodyOf(section, 'generalSection').image || undefined,
  form: () => import('./editors/GeneralForm'),
  preview: () => import('./editors/SectionPreview'),
};

export const cardEditor: SectionEditor<CardSectionDraft> = {
  type: 'card',
  label: 'Card Section',
  empty: () => ({ heading: '', description: '', caption: '', buttons: [], cards: [] }),
  fromSection: (section) => {
    const body = bodyOf(section, 'cardSection');
    return {
      ...generalFrom(body),
      cards: (body.cards ?? []).map((card) => ({
        title: card.title ?? '',
        subtitle: card.subtitle ?? '',
        description: card.description ?? '',
        image: card.image || undefined,
        imageDimensions: card.image ? dimensionsOf(card.imageDimensions) : {},
        storedImageDimensions: card.image ? dimensionsOf(card.imageDimensions) : {},
        buttons: (card.buttons ?? []).map((button, index) => ({ ...newButton(index), ...button })),
      })),
    };
  },
  validate: (draft) => {
    if (!draft.heading.trim()) return 'Heading is required for card section';
    if (draft.cards.length === 0) return 'At least one card is required for card section';
    for (const [cardIndex, card] of draft.cards.entries()) {
      if (!card.title.trim()) return englishText('Card {{number}} is missing a title', { number: cardIndex + 1 });
      for (const [buttonIndex, button] of card.buttons.entries()) {
        if (!button.text.trim())
          return englishText('Button {{number}} in Card {{card}} is missing text', {
            number: buttonIndex + 1,
            card: cardIndex + 1,
          });
      }
    }
    return null;
  },
  // What `validate` asks, on the fields: the heading, each card's title and each card button's text.
  fieldChecks: (draft) =>
    mergeChecks(
      headingChecks(draft),
      ...draft.cards.map((card, index) =>
        mergeChecks(
          {
            required: [`cards.${index}.title`],
            errors: card.title.trim() ? {} : { [`cards.${index}.title`]: 'Please enter the card title' },
          },
          buttonTextChecks(card.buttons, `cards.${index}.buttons`),
        ),
      ),
    ),
  serialize: (draft, form) => {
    appendCommon('cardSection', draft, form);
    // Existing images are referenced by their stored path; changed ones travel as cardImage_{i}.
    const cards = draft.cards.map(({ imageFile, storedImageDimensions: _stored, ...card }) => ({
      ...card,
      image: card.image ?? '',
      // The new file's measured size, else the stored image's; {} for a card without an image.
      imageDimensions: imageFile || card.image ? (card.imageDimensions ?? {}) : {},
      buttons: orderedButtons(card.buttons),
    }));
    form.append('cardSection.cards', JSON.stringify(cards));
    let fileNumber = 0;
    draft.cards.forEach((card, index) => {
      if (!card.imageFile) return;
      form.append(`cardImage_${fileNumber}`, card.imageFile);
      form.append(`cardImageIndex_${fileNumber}`, String(index));
      form.append(`cardImageTitle_${fileNumber}`, card.title);
      fileNumber += 1;
    });
  },
  searchTexts: (section) => {
    const body = bodyOf(section, 'cardSection');
    return [body.heading, body.description, body.caption];
  },
  imageOf: (section) => bodyOf(section, 'cardSection').image || undefined,
  form: () => import('./editors/CardForm'),
  preview: () => import('./editors/SectionPreview'),
};

/** Every section's own fields, searched by the lists beside its type's texts. */
export function commonSearchTexts(section: Section) {
  return [section.title];
}
