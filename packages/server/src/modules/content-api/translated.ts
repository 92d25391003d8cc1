import type { TranslatableKind } from '@backoffice/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TRANSLATABLE, type TranslatableKindRules } from '../translations/kinds';
import { completeLocalesOf, localized, translationsOf, type StoredTranslation } from '../translations/store';

/** The rows of one answer, as delivered in one locale. */
export interface TranslatedRows {
  /** A field's text in the answer's locale, the default locale's when that field is not translated. */
  text(id: string, field: string, value: string): string;
  /** The record's own slug in the answer's locale, '' when it has none there. */
  slug(id: string): string;
  /** The locales the record is complete in, when the site has several (the answers' `locales`); else undefined. */
  locales(id: string): string[] | undefined;
  /** When the translations read were saved, for Last-Modified. */
  times: Date[];
}

/**
 * Reads what a translated answer needs besides its rows: their translations into `locale` (none for the default
 * locale) and, when the site has several locales, which ones each record is complete in.
 */
export async function translatedRows(
  db: Kysely<Database>, siteLocales: string[], kind: string, locale: string, rows: Array<Record<string, unknown> & { id: string }>,
  rules: TranslatableKindRules = TRANSLATABLE[kind as TranslatableKind],
): Promise<TranslatedRows> {
  const ids = rows.map((row) => row.id);
  const translations: Map<string, StoredTranslation> = locale === siteLocales[0] ? new Map() : await translationsOf(db, kind, ids, locale);
  const complete = siteLocales.length > 1 ? await completeLocalesOf(db, siteLocales, kind, rows, rules) : null;
  return {
    text: (id, field, value) => localized(value, translations.get(id), field),
    slug: (id) => translations.get(id)?.slug ?? '',
    locales: (id) => (complete ? (complete.get(id) ?? []) : undefined),
    times: [...translations.values()].map((translation) => translation.updatedAt),
  };
}

/** `locales` on an item only when the site has several (the answers of a one-language site are as they were). */
export function withLocales<Item extends object>(item: Item, locales: string[] | undefined): Item & { locales?: string[] } {
  return locales ? { ...item, locales } : item;
}
