import type { DeliveredImage, TranslatableKind } from '@backoffice/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TRANSLATABLE, type TranslatableKindRules } from '../translations/kinds';
import {
  completeLocalesOf,
  localized,
  localizedImage,
  translationsOf,
  type StoredTranslation,
} from '../translations/store';
import { imageBook } from './images';
import type { MediaUrl } from './media';

/** The rows of one answer, as delivered in one locale. */
export interface TranslatedRows {
  /** A field's text in the answer's locale, the default locale's when that field is not translated. */
  text(id: string, field: string, value: string): string;
  /** The record's own slug in the answer's locale, '' when it has none there. */
  slug(id: string): string;
  /** The locales the record is complete in, when the site has several (the answers' `locales`); else undefined. */
  locales(id: string): string[] | undefined;
  /** A translatable image in the answer's locale: its own address and alt text there, each null when not given. */
  image(id: string, name: string): { url: string | null; alt: string | null };
  /** When the translations read were saved, for Last-Modified. */
  times: Date[];
}

/** A delivered image as a locale sees it: the translation's own (address, alt, variants), else the default one. */
export interface LocalizedImages {
  /** The image `name` of record `id` whose default-locale image is `delivered` (at stored address `stored`). */
  of(
    id: string,
    name: string,
    stored: string,
    delivered: DeliveredImage | null,
  ): { url: string; image: DeliveredImage | null };
  times: Date[];
}

/**
 * Reads the library rows of the translations' own images (one query) and answers, per record, the image a locale
 * gets: its own with its alt text (and the library's variants), else the default one, with the translated alt
 * text when only that was given (a described image: a decorative one stays without).
 */
export async function localizedImages(
  db: Kysely<Database>,
  translated: TranslatedRows,
  ids: string[],
  names: string[],
  media: MediaUrl,
): Promise<LocalizedImages> {
  const own = ids
    .flatMap((id) => names.map((name) => translated.image(id, name).url))
    .filter((url): url is string => url !== null);
  const book = await imageBook(db, own, media);
  return {
    of(id, name, stored, delivered) {
      const { url, alt } = translated.image(id, name);
      if (url) {
        const image = book.of(url);
        return { url: media(url), image: image && alt ? { ...image, alt, decorative: false } : image };
      }
      return {
        url: media(stored),
        image: delivered && alt && !delivered.decorative ? { ...delivered, alt } : delivered,
      };
    },
    times: book.times,
  };
}

/**
 * Reads what a translated answer needs besides its rows: their translations into `locale` (none for the default
 * locale) and, when the site has several locales, which ones each record is complete in.
 */
export async function translatedRows(
  db: Kysely<Database>,
  siteLocales: string[],
  kind: string,
  locale: string,
  rows: Array<Record<string, unknown> & { id: string }>,
  rules: TranslatableKindRules = TRANSLATABLE[kind as TranslatableKind],
): Promise<TranslatedRows> {
  const ids = rows.map((row) => row.id);
  const translations: Map<string, StoredTranslation> =
    locale === siteLocales[0] ? new Map() : await translationsOf(db, kind, ids, locale);
  const complete = siteLocales.length > 1 ? await completeLocalesOf(db, siteLocales, kind, rows, rules) : null;
  return {
    text: (id, field, value) => localized(value, translations.get(id), field),
    slug: (id) => translations.get(id)?.slug ?? '',
    locales: (id) => (complete ? (complete.get(id) ?? []) : undefined),
    image: (id, name) => localizedImage(translations.get(id), name),
    times: [...translations.values()].map((translation) => translation.updatedAt),
  };
}

/** `locales` on an item only when the site has several (the answers of a one-language site are as they were). */
export function withLocales<Item extends object>(
  item: Item,
  locales: string[] | undefined,
): Item & { locales?: string[] } {
  return locales ? { ...item, locales } : item;
}

/** Each row's item, with its `locales` when the site has several. */
export function itemsInLocale<Row extends { id: string }, Item extends object>(
  rows: Row[],
  translated: TranslatedRows,
  itemOf: (row: Row) => Item,
): Array<Item & { locales?: string[] }> {
  return rows.map((row) => withLocales(itemOf(row), translated.locales(row.id)));
}
