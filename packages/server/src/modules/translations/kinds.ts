import {
  altFieldOf,
  ARTICLE_COVER,
  SECTION_IMAGE_MAX_BYTES,
  sectionButtonField,
  sectionCardButtonField,
  sectionCardField,
  SINGLETON_RECORD_ID,
  type TranslatableKind,
} from '@backoffice/contracts';
import type { ContentType } from '../../plugins/plugin-manifests';
import { pageKeyOf } from '../content-api/page-keys';
import { BANNERS_PAGE } from '../sections/input';

/** A translatable field: its admin API name and its column (where the default locale's text is). */
export interface TranslatableField {
  name: string;
  column: string;
  /** A field a record may leave empty (a banner's caption): translated like the others, not counted for completeness. */
  optional?: boolean;
}

/**
 * A translatable image (banners, covers): a translation holds its own `/uploads` address under `name` and its alt
 * text under `<name>Alt`; absent, the default locale's image (the record's `column`) is delivered.
 */
export interface TranslatableImage {
  name: string;
  column: string;
  /** The storage folder its uploads go to (the default image's). */
  folder: string;
  /** What an upload may be: its kinds, size, and an exact size in pixels when the default image has one. */
  maxBytes: number;
  kinds: ReadonlyArray<'image' | 'svg'>;
  exact?: { width: number; height: number };
}

/**
 * Texts a record holds lists of (a section's buttons, a card section's cards and their buttons): one translation
 * field per item, named by its position (`button1`, `card1.title`, `card1.button1`…), each counted for that
 * record's completeness where the record has text to translate there.
 */
export interface TranslatableList {
  /** Whether a field name is one of the list's (within its limits: `button21` is not). */
  accepts: (name: string) => boolean;
  /** The names it takes, as a refusal lists them. */
  described: string;
  /** The record's items in the default locale: each one's field name and text, in order. */
  items: (row: Record<string, unknown>) => Array<{ name: string; text: string }>;
}

export interface TranslatableKindRules {
  table:
    | 'faqs'
    | 'articles'
    | 'legal_pages'
    | 'seo_pages'
    | 'pricing_plans'
    | 'jobs'
    | 'ext_records'
    | 'sections'
    | 'reviews'
    | 'podcasts'
    | 'countries'
    | 'country_regions'
    | 'about_cards'
    | 'home_hero';
  /** The plugin that edits the kind (its switch turns the routes off too). */
  plugin: string;
  fields: TranslatableField[];
  /** Its images that may differ per locale (not counted for completeness: an absent one falls back). */
  images?: TranslatableImage[];
  /**
   * Only the table's rows with this value (banners are the sections of one page area), or with `other`, only
   * the rows with another value (the sections of every other page area).
   */
  scope?: { column: 'page'; value: string; other?: boolean };
  /** The JSON column its fields live in (a section's `body`), spread over the row when read. */
  spread?: 'body';
  /** The record's address in the default locale, when the kind is found by one (translations then have their own). */
  slugOf?: (row: Record<string, unknown>) => string;
  /** Its text lists (a section's buttons). */
  list?: TranslatableList;
  /** A one-of-a-kind record: the row with this id, translated under SINGLETON_RECORD_ID (the home hero). */
  singleton?: number;
}

/** The id a row of the kind is translated under: its own, or SINGLETON_RECORD_ID for a one-of-a-kind record. */
export function translatedIdOf(rules: TranslatableKindRules, id: unknown): string {
  return rules.singleton === undefined ? String(id) : SINGLETON_RECORD_ID;
}

const MAX_BUTTONS = 20;
const MAX_CARDS = 50;
const textOf = (value: unknown, key: string) =>
  value && typeof value === 'object' && typeof (value as Record<string, unknown>)[key] === 'string'
    ? ((value as Record<string, unknown>)[key] as string)
    : '';
/** A position written as the field names write it (1 to max, no leading zero). */
const within = (digits: string, max: number) => /^[1-9]\d*$/.test(digits) && Number(digits) <= max;

/** A section's (or banner's) buttons, by position: `button1`…`button20`. */
const buttonsList: TranslatableList = {
  accepts: (name) => {
    const match = /^button(\d+)$/.exec(name);
    return !!match && within(match[1], MAX_BUTTONS);
  },
  described: `button1…button${MAX_BUTTONS}`,
  items: (row) => buttonTexts(row.buttons).map((text, position) => ({ name: sectionButtonField(position), text })),
};

/** `card1.title`, `card1.subtitle`, `card1.description`, `card1.button1`… within the limits of a card section. */
function isCardField(name: string): boolean {
  const match = /^card(\d+)\.(title|subtitle|description|button(\d+))$/.exec(name);
  return !!match && within(match[1], MAX_CARDS) && (match[3] === undefined || within(match[3], MAX_BUTTONS));
}

/**
 * A card section's cards' texts by position: each card's title and its buttons' texts (both required), and its
 * subtitle and description where the card has one (a card without a subtitle needs no translated one).
 */
function cardItems(cards: unknown): Array<{ name: string; text: string }> {
  if (!Array.isArray(cards)) return [];
  return cards.flatMap((card, position) => {
    const parts = (['subtitle', 'description'] as const).filter((part) => textOf(card, part).trim() !== '');
    return [
      { name: sectionCardField(position, 'title'), text: textOf(card, 'title') },
      ...parts.map((part) => ({ name: sectionCardField(position, part), text: textOf(card, part) })),
      ...buttonTexts(card && typeof card === 'object' ? (card as { buttons?: unknown }).buttons : undefined).map(
        (text, button) => ({ name: sectionCardButtonField(position, button), text }),
      ),
    ];
  });
}

const field = (name: string, column = name): TranslatableField => ({ name, column });
const optionalField = (name: string, column = name): TranslatableField => ({ name, column, optional: true });

/**
 * The text fields of each content kind that may hold one value per locale, and the images that may differ per
 * locale (article covers, banner images). Numbers, prices, other images, dates and the rows' order are the same
 * in every language, so they are not here.
 */
export const TRANSLATABLE: Record<TranslatableKind, TranslatableKindRules> = {
  faqs: { table: 'faqs', plugin: 'faqs', fields: [field('question'), field('answer')] },
  articles: {
    table: 'articles',
    plugin: 'articles',
    fields: [
      field('title'),
      field('subtitle'),
      field('description'),
      field('content'),
      field('metaDescription', 'meta_description'),
    ],
    images: [
      {
        name: 'cover',
        column: 'cover',
        folder: 'articles',
        maxBytes: ARTICLE_COVER.maxBytes,
        kinds: ['image'],
        exact: { width: ARTICLE_COVER.width, height: ARTICLE_COVER.height },
      },
    ],
    slugOf: (row) => String(row.slug ?? ''),
  },
  'legal-pages': {
    table: 'legal_pages',
    plugin: 'legal-pages',
    fields: [field('title'), field('content')],
    slugOf: (row) => pageKeyOf(String(row.title ?? '')),
  },
  seo: { table: 'seo_pages', plugin: 'seo', fields: [field('title'), field('metaDescription', 'meta_description')] },
  pricing: {
    table: 'pricing_plans',
    plugin: 'pricing',
    fields: [field('planName', 'plan_name'), field('description')],
  },
  jobs: {
    table: 'jobs',
    plugin: 'jobs',
    fields: [field('title'), field('description'), field('overview'), field('content')],
  },
  banners: {
    table: 'sections',
    plugin: 'sections',
    scope: { column: 'page', value: BANNERS_PAGE },
    spread: 'body',
    // The banner's title is the section row's own column (required); the others live in its body.
    fields: [field('heading'), field('description'), field('title'), optionalField('caption')],
    // Its buttons' texts by position, as a section's.
    list: buttonsList,
    images: [
      {
        name: 'image',
        column: 'image',
        folder: 'sections',
        maxBytes: SECTION_IMAGE_MAX_BYTES,
        kinds: ['image', 'svg'],
      },
    ],
  },
  // What the review says and the reviewer's job title; a person's name is the same in every language.
  reviews: {
    table: 'reviews',
    plugin: 'reviews',
    fields: [field('role', 'job_title'), field('title'), field('description')],
  },
  // A podcast's only text is its title (its address, date, category and cover are the same everywhere).
  podcasts: { table: 'podcasts', plugin: 'podcasts', fields: [field('title')] },
  countries: { table: 'countries', plugin: 'countries', fields: [field('name')] },
  // A region is shared by its countries and kept by its name: renamed in a country's form, it becomes another
  // region (a new record, untranslated); the old one's translations stay with it, as a deleted record's do.
  'country-regions': {
    table: 'country_regions',
    plugin: 'countries',
    fields: [field('region', 'name'), field('description')],
  },
  // The sections of every page area but the banners (one kind: one table, one form, one delivery route).
  sections: {
    table: 'sections',
    plugin: 'sections',
    scope: { column: 'page', value: BANNERS_PAGE, other: true },
    spread: 'body',
    // The caption may stay empty (as a banner's); a card section's cards are translated on the section, by position.
    fields: [field('heading'), field('description'), optionalField('caption')],
    list: {
      accepts: (name) => buttonsList.accepts(name) || isCardField(name),
      described: `${buttonsList.described}, card1.title, card1.subtitle, card1.description, card1.button1… (cards 1 to ${MAX_CARDS}, buttons 1 to ${MAX_BUTTONS})`,
      items: (row) => [...buttonsList.items(row), ...cardItems(row.cards)],
    },
  },
  'about-cards': { table: 'about_cards', plugin: 'sections', fields: [field('title'), field('content')] },
  'home-hero': {
    table: 'home_hero',
    plugin: 'sections',
    singleton: 1,
    fields: [field('heading'), field('description')],
  },
};

/** The texts of a section's stored buttons, in order (a button's other settings are the same in every language). */
function buttonTexts(buttons: unknown): string[] {
  if (!Array.isArray(buttons)) return [];
  return buttons.map((button) => textOf(button, 'text'));
}

/** Whether a field name is one of the kind's list fields (`button1`…, `card1.title`…). */
export const isListField = (rules: TranslatableKindRules, name: string) => !!rules.list?.accepts(name);

/** A record's list items: each one's field name and default-locale text. */
export function listItemsOf(
  rules: TranslatableKindRules,
  row: Record<string, unknown>,
): Array<{ name: string; text: string }> {
  return rules.list ? rules.list.items(row) : [];
}

/** The translation field names an image takes: its address and its alt text. */
export const imageFieldNames = (rules: TranslatableKindRules) =>
  (rules.images ?? []).flatMap((image) => [image.name, altFieldOf(image.name)]);

export function isTranslatableKind(kind: string): kind is TranslatableKind {
  return Object.hasOwn(TRANSLATABLE, kind);
}

/** Text after trimming, for "is this field filled". */
export const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A record's default-locale text is complete when every translatable column (and list item) holds text (optional ones aside). */
export function defaultComplete(rules: TranslatableKindRules, row: Record<string, unknown>): boolean {
  return (
    rules.fields.every((entry) => entry.optional || filled(row[entry.column])) &&
    listItemsOf(rules, row).every((item) => filled(item.text))
  );
}

/** A translation is complete when it holds text for every translatable field (optional ones aside), and for each list item of its record. */
export function translationComplete(
  rules: TranslatableKindRules,
  fields: Record<string, string>,
  row?: Record<string, unknown>,
): boolean {
  const items = row ? listItemsOf(rules, row) : [];
  return (
    rules.fields.every((entry) => entry.optional || filled(fields[entry.name])) &&
    items.every((item) => filled(fields[item.name]))
  );
}

/** The translation kind of a plugin's declared content type: `ext:<plugin>:<type>` (one path segment). */
export const extKindOf = (plugin: string, type: string) => `ext:${plugin}:${type}`;

/** The plugin and type an ext kind names, or null when `kind` is not one. */
export function extKindParts(kind: string): { plugin: string; type: string } | null {
  const match = /^ext:([^:]+):([^:]+)$/.exec(kind);
  return match ? { plugin: match[1], type: match[2] } : null;
}

/** A declared content type's rules: its translatable string fields, kept in its records' `data` under their names. */
export function extKindRules(type: ContentType): TranslatableKindRules {
  return { table: 'ext_records', plugin: type.plugin, fields: type.translatableFields.map((name) => field(name)) };
}
