import { Type, type Static } from '@sinclair/typebox';
import { UpdatedAt } from './common';
import { answer, endpoint, form } from './endpoint';
import { EnvelopeSchema } from './answers';

/** The content kinds whose text may be translated, as the translations routes name them. */
export const TRANSLATABLE_KINDS = [
  'faqs',
  'articles',
  'legal-pages',
  'seo',
  'pricing',
  'jobs',
  'banners',
  'reviews',
  'podcasts',
  'countries',
  'country-regions',
  'sections',
  'about-cards',
  'home-hero',
] as const;
export type TranslatableKind = (typeof TRANSLATABLE_KINDS)[number];
/**
 * The record id a one-of-a-kind record (the home hero, whose own id is 1) is translated under: translations are
 * kept by uuid, so the singleton has this fixed one.
 */
export const SINGLETON_RECORD_ID = '00000000-0000-0000-0000-000000000001';
/** A section's buttons are translated by position: the text of its first button is the field `button1`, and so on. */
export const sectionButtonField = (position: number) => `button${position + 1}`;
/**
 * A card section's cards are translated by position too, on the section's own translation: `card1.title`,
 * `card1.subtitle`, `card1.description`, and the text of the card's buttons `card1.button1`...
 */
export const sectionCardField = (card: number, part: 'title' | 'subtitle' | 'description') => `card${card + 1}.${part}`;
/** The text of a card's button, by the card's and the button's positions: `card1.button1`. */
export const sectionCardButtonField = (card: number, button: number) => `card${card + 1}.${sectionButtonField(button)}`;
/** A plugin's declared content type as the translations routes name it: `ext:<plugin>:<type>`. */
export type ExtTranslationKind = `ext:${string}:${string}`;
/** Any kind the translations routes take: a built-in one, or a plugin's declared content type. */
export type TranslationKind = TranslatableKind | ExtTranslationKind;

/** The site's content locales (CONTENT_LOCALES): the first is the default, held in the records' own fields. */
export const ContentLocales = Type.Object({
  locales: Type.Array(Type.String()),
  defaultLocale: Type.String(),
  /** Per kind, its translatable fields (by the admin API's names) and whether it has a slug per locale. */
  kinds: Type.Record(
    Type.String(),
    Type.Object({
      fields: Type.Array(Type.String()),
      slug: Type.Boolean(),
      /**
       * Its translatable images (article covers, banner images): a translation holds the image's address under the
       * name and its alt text under `<name>Alt` among its `fields`; absent, the default locale's image is delivered.
       */
      images: Type.Optional(Type.Array(Type.String())),
    }),
  ),
});
export type ContentLocales = Static<typeof ContentLocales>;

/** One record's text in one locale other than the default: only the fields translated so far. */
export const Translation = Type.Object({
  kind: Type.String(),
  recordId: Type.String(),
  locale: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
  /** The record's address in this locale (kinds with slugs), '' when none was given. */
  slug: Type.String(),
  /** Every translatable field holds text in this locale. */
  complete: Type.Boolean(),
  /** The translation's version ('' before its first save): sent back as `updatedAt` with the next save. */
  updatedAt: Type.String(),
});
export type Translation = Static<typeof Translation>;

export const TranslationParams = Type.Object({
  kind: Type.String({ maxLength: 140 }),
  id: Type.String({ format: 'uuid' }),
  locale: Type.String({ maxLength: 35 }),
});

/**
 * A save: the translated fields (one left blank or absent falls back to the default locale's text), and the slug.
 * At most 1200 fields: a card section's heading, description, caption, its up to 20 buttons and its up to 50 cards'
 * title, subtitle, description and up to 20 buttons each.
 */
export const TranslationBody = Type.Object(
  {
    fields: Type.Record(Type.String({ maxLength: 60 }), Type.String({ maxLength: 100_000 }), { maxProperties: 1200 }),
    slug: Type.Optional(Type.String({ maxLength: 200 })),
    updatedAt: Type.Optional(UpdatedAt),
  },
  { additionalProperties: false },
);
export type TranslationBody = Static<typeof TranslationBody>;

/** Per record of a kind, the locales it is complete in (the default locale when its own fields are all filled). */
export const TranslationCompleteness = Type.Array(
  Type.Object({ id: Type.String(), complete: Type.Array(Type.String()) }),
);
export type TranslationCompleteness = Static<typeof TranslationCompleteness>;

/** The name of the field holding a translated image's alt text: `cover` → `coverAlt`. */
export const altFieldOf = (image: string) => `${image}Alt`;

export const TranslationImageParams = Type.Object({
  kind: Type.String({ maxLength: 140 }),
  id: Type.String({ format: 'uuid' }),
  locale: Type.String({ maxLength: 35 }),
  image: Type.String({ maxLength: 60 }),
});

/** A translation's image upload: the picture (checked like the default locale's: type by content, size). */
export type TranslationImageForm = { file?: Blob };

/** An image stored for a translation: its address (to save among the translation's fields) and its library alt text. */
export const TranslationImage = Type.Object({ url: Type.String(), alt: Type.String() });
export type TranslationImage = Static<typeof TranslationImage>;

/** Content in several languages (docs/content-in-several-languages.md). */
export const translationsApi = {
  locales: endpoint({ method: 'GET', path: '/translations/locales', answer: answer(EnvelopeSchema(ContentLocales)) }),
  completeness: endpoint({
    method: 'GET',
    path: '/translations/:kind',
    params: Type.Object({ kind: Type.String({ maxLength: 140 }) }),
    answer: answer(EnvelopeSchema(TranslationCompleteness)),
  }),
  read: endpoint({
    method: 'GET',
    path: '/translations/:kind/:id/:locale',
    params: TranslationParams,
    answer: answer(EnvelopeSchema(Translation)),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/translations/:kind/:id/:locale',
    params: TranslationParams,
    body: TranslationBody,
    answer: answer(EnvelopeSchema(Translation)),
  }),
  /** Stores an image for a translation (into the media library, deduplicated) and answers its address; the save names it. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/translations/:kind/:id/:locale/images/:image',
    params: TranslationImageParams,
    form: form<TranslationImageForm>(),
    answer: answer(EnvelopeSchema(TranslationImage)),
  }),
};
export type TranslationsApi = typeof translationsApi;
