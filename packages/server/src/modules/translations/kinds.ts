import {
  altFieldOf,
  ARTICLE_COVER,
  SECTION_IMAGE_MAX_BYTES,
  sectionButtonField,
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
 * Texts a record holds a list of (a section's buttons): one translation field per item, named by its position
 * (`button1`…), each counted for that record's completeness.
 */
export interface TranslatableList {
  /** The field name of the item at a position (0 first). */
  fieldOf: (position: number) => string;
  max: number;
  /** The record's items' texts in the default locale, in order. */
  texts: (row: Record<string, unknown>) => string[];
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
    fields: [field('heading'), field('description')],
    list: { fieldOf: sectionButtonField, max: 20, texts: (row) => buttonTexts(row.buttons) },
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
  return buttons.map((button) =>
    button && typeof button === 'object' && typeof (button as { text?: unknown }).text === 'string'
      ? (button as { text: string }).text
      : '',
  );
}

/** Every list field name a kind's translation may hold (`button1`…`button20`). */
export const listFieldNames = (rules: TranslatableKindRules) =>
  rules.list ? Array.from({ length: rules.list.max }, (_, position) => rules.list!.fieldOf(position)) : [];

/** A record's list items: each one's field name and default-locale text. */
export function listItemsOf(
  rules: TranslatableKindRules,
  row: Record<string, unknown>,
): Array<{ name: string; text: string }> {
  return rules.list
    ? rules.list.texts(row).map((text, position) => ({ name: rules.list!.fieldOf(position), text }))
    : [];
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
