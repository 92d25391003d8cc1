import type { PublishableKind } from '@backoffice/contracts';
import type { TableName, Tx } from '../db/record-writes';
import { pageKeyOf } from '../modules/content-api/page-keys';
import { afterCountryPublish, publishCountryDraft } from '../modules/countries/regions';
import type { PublishableRow } from './state';

export interface PublishableKindInfo {
  table: TableName;
  /** The 404 of a record that is gone. */
  missing: string;
  /** What `{slug}` in its PREVIEW_URL_<KIND> address becomes. */
  slugOf(row: Record<string, unknown>): string;
  /** More `{name}` placeholders its address may hold (an article's `{kind}`: blog, resource or guide). */
  placeholders?(row: Record<string, unknown>): Record<string, string>;
  /** A draft holding more than the row's columns: applies the rest (in `tx`) and answers the columns to write. */
  draftColumns?(tx: Tx, current: PublishableRow): Promise<Record<string, unknown>>;
  /** Work after a draft was published (in `tx`), from the row as it was before. */
  afterPublish?(tx: Tx, before: PublishableRow): Promise<void>;
  /**
   * Its unique keys (a unique index on `lower(column)`, within `per`'s value): a draft claiming a key another record
   * has, published or in its draft, is refused when saved, not only when published (`refuseKeyClash`).
   */
  uniqueKeys?: Array<{ column: string; per?: string }>;
  /** A table of one record, whose id is 1 (the home hero, the dashboard cover). */
  single?: boolean;
}

const title = (row: Record<string, unknown>) => pageKeyOf(String(row.title ?? ''));

/** Every kind with drafts: its table and how its preview address names a record. */
export const PUBLISHABLE: Record<PublishableKind, PublishableKindInfo> = {
  faqs: { table: 'faqs', missing: 'This FAQ no longer exists', slugOf: (row) => String(row.id) },
  legal: {
    table: 'legal_pages',
    missing: 'This legal page no longer exists',
    slugOf: title,
    uniqueKeys: [{ column: 'title' }],
  },
  seo: { table: 'seo_pages', missing: 'Page not found', slugOf: title },
  pricing: { table: 'pricing_plans', missing: 'This plan no longer exists', slugOf: (row) => String(row.id) },
  jobs: { table: 'jobs', missing: 'This job no longer exists', slugOf: (row) => String(row.id) },
  reviews: { table: 'reviews', missing: 'This review no longer exists', slugOf: (row) => String(row.id) },
  companies: { table: 'companies', missing: 'This company no longer exists', slugOf: (row) => String(row.id) },
  podcasts: { table: 'podcasts', missing: 'This podcast no longer exists', slugOf: (row) => String(row.id) },
  countries: {
    table: 'countries',
    missing: 'This country is no longer on the map',
    slugOf: (row) => String(row.id),
    draftColumns: publishCountryDraft,
    afterPublish: afterCountryPublish,
  },
  // `{page}`: the page area the section is on (its `{slug}` is the section's own).
  sections: {
    table: 'sections',
    missing: 'This section no longer exists',
    slugOf: (row) => String(row.slug),
    placeholders: (row) => ({ page: String(row.page) }),
  },
  // One record each (id 1): `{slug}` is its kind.
  home_hero: {
    table: 'home_hero',
    missing: 'There is no home hero yet; add it first',
    slugOf: () => 'home-hero',
    single: true,
  },
  dashboard_hero: {
    table: 'dashboard_hero',
    missing: 'There is no dashboard cover yet; add it first',
    slugOf: () => 'dashboard-hero',
    single: true,
  },
  about_cards: { table: 'about_cards', missing: 'This card no longer exists', slugOf: (row) => String(row.id) },
  articles: {
    table: 'articles',
    missing: 'This item no longer exists',
    slugOf: (row) => String(row.slug),
    placeholders: (row) => ({ kind: String(row.kind) }),
    uniqueKeys: [{ column: 'slug', per: 'kind' }],
  },
};

/** The tables with drafts (the webhooks and the scheduler look at writes to these). */
/** The kind of a table with drafts. */
export const publishableKindOfTable = (table: string): PublishableKindInfo | undefined =>
  Object.values(PUBLISHABLE).find((kind) => kind.table === table);

export const PUBLISHABLE_TABLES: ReadonlySet<string> = new Set(Object.values(PUBLISHABLE).map((kind) => kind.table));
