import type { TranslatableKind } from '@backoffice/contracts';
import type { ContentType } from '../../plugins/plugin-manifests';
import { pageKeyOf } from '../content-api/page-keys';

/** A translatable field: its admin API name and its column (where the default locale's text is). */
export interface TranslatableField {
  name: string;
  column: string;
}

export interface TranslatableKindRules {
  table: 'faqs' | 'articles' | 'legal_pages' | 'seo_pages' | 'pricing_plans' | 'jobs' | 'ext_records';
  /** The plugin that edits the kind (its switch turns the routes off too). */
  plugin: string;
  fields: TranslatableField[];
  /** The record's address in the default locale, when the kind is found by one (translations then have their own). */
  slugOf?: (row: Record<string, unknown>) => string;
}

const field = (name: string, column = name) => ({ name, column });

/**
 * The text fields of each content kind that may hold one value per locale. Numbers, prices, images, dates and
 * the rows' order are the same in every language, so they are not here.
 */
export const TRANSLATABLE: Record<TranslatableKind, TranslatableKindRules> = {
  faqs: { table: 'faqs', plugin: 'faqs', fields: [field('question'), field('answer')] },
  articles: {
    table: 'articles', plugin: 'articles',
    fields: [field('title'), field('subtitle'), field('description'), field('content'), field('metaDescription', 'meta_description')],
    slugOf: (row) => String(row.slug ?? ''),
  },
  'legal-pages': { table: 'legal_pages', plugin: 'legal-pages', fields: [field('title'), field('content')], slugOf: (row) => pageKeyOf(String(row.title ?? '')) },
  seo: { table: 'seo_pages', plugin: 'seo', fields: [field('title'), field('metaDescription', 'meta_description')] },
  pricing: { table: 'pricing_plans', plugin: 'pricing', fields: [field('planName', 'plan_name'), field('description')] },
  jobs: { table: 'jobs', plugin: 'jobs', fields: [field('title'), field('description'), field('overview'), field('content')] },
};

export function isTranslatableKind(kind: string): kind is TranslatableKind {
  return Object.hasOwn(TRANSLATABLE, kind);
}

/** Text after trimming, for "is this field filled". */
export const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A record's default-locale text is complete when every translatable column holds text. */
export function defaultComplete(rules: TranslatableKindRules, row: Record<string, unknown>): boolean {
  return rules.fields.every((entry) => filled(row[entry.column]));
}

/** A translation is complete when it holds text for every translatable field. */
export function translationComplete(rules: TranslatableKindRules, fields: Record<string, string>): boolean {
  return rules.fields.every((entry) => filled(fields[entry.name]));
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
