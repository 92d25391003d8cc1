import type { TranslatableKind } from '@backoffice/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { defaultComplete, TRANSLATABLE, translationComplete, type TranslatableKindRules } from './kinds';

/** Every image address the translations hold (their own covers and banner images), for the orphan sweep. */
export async function translationImages(db: Kysely<Database>): Promise<string[]> {
  const found: string[] = [];
  const names = Object.entries(TRANSLATABLE).flatMap(([kind, rules]) =>
    (rules.images ?? []).map((image) => [kind, image.name] as const),
  );
  for (const [kind, name] of names) {
    const rows = await db
      .selectFrom('content_translations')
      .select(sql<string>`fields->>${name}`.as('url'))
      .where('kind', '=', kind)
      .where(sql<boolean>`coalesce(fields->>${name}, '') <> ''`)
      .execute();
    found.push(...rows.map((row) => row.url));
  }
  return found;
}

/** A record's text in one locale: the fields translated so far and its slug there. */
export interface StoredTranslation {
  fields: Record<string, string>;
  slug: string;
  updatedAt: Date;
}

/** The translations of these records into `locale`, by record id (none asked for the default locale). */
export async function translationsOf(
  db: Kysely<Database>,
  kind: string,
  ids: string[],
  locale: string,
): Promise<Map<string, StoredTranslation>> {
  const found = new Map<string, StoredTranslation>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('content_translations')
    .select(['record_id', 'fields', 'slug', 'updated_at'])
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .where('record_id', 'in', ids)
    .execute();
  for (const row of rows) found.set(row.record_id, { fields: row.fields, slug: row.slug, updatedAt: row.updated_at });
  return found;
}

/**
 * Per record, the site locales it has all its text in, in CONTENT_LOCALES order: the default locale when its own
 * columns are filled, another when its translation fills every translatable field.
 */
export async function completeLocalesOf(
  db: Kysely<Database>,
  locales: string[],
  kind: string,
  rows: Array<Record<string, unknown> & { id: string }>,
  rules: TranslatableKindRules = TRANSLATABLE[kind as TranslatableKind],
): Promise<Map<string, string[]>> {
  const complete = new Map<string, Set<string>>(
    rows.map((row) => [row.id, new Set(defaultComplete(rules, row) ? [locales[0]] : [])]),
  );
  if (locales.length > 1 && rows.length > 0) {
    const stored = await db
      .selectFrom('content_translations')
      .select(['record_id', 'locale', 'fields'])
      .where('kind', '=', kind)
      .where(
        'record_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of stored)
      if (locales.includes(row.locale) && translationComplete(rules, row.fields, byId.get(row.record_id)))
        complete.get(row.record_id)?.add(row.locale);
  }
  return new Map([...complete].map(([id, set]) => [id, locales.filter((locale) => set.has(locale))]));
}

/**
 * A translatable image in a locale: the translation's own address and alt text, each null when not given (the
 * default locale's image, and the library's alt text, are delivered for it).
 */
export function localizedImage(
  translation: StoredTranslation | undefined,
  name: string,
): { url: string | null; alt: string | null } {
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return { url: pick(translation?.fields[name]), alt: pick(translation?.fields[`${name}Alt`]) };
}

/** Text of a translatable field in a locale, the default locale's when not translated (per field). */
export function localized(value: string, translation: StoredTranslation | undefined, field: string): string {
  const translated = translation?.fields[field];
  return typeof translated === 'string' && translated.trim() !== '' ? translated : value;
}
