import type { ContentChange } from '@backoffice/contracts';
import type { RecordWrite, TableName } from '../../db/record-writes';
import type { PluginSwitches } from '../../plugins/plugin-switches';
import { pageKeyOf } from '../content-api/page-keys';

/**
 * The plugin that edits each content table: while it is switched off, its records send no webhook
 * (docs/operating.md "Turning plugins on and off").
 */
export const CONTENT_PLUGINS: Partial<Record<TableName, string>> = {
  sections: 'sections',
  articles: 'articles',
  pricing_plans: 'pricing',
  faqs: 'faqs',
  jobs: 'jobs',
  countries: 'countries',
  podcasts: 'podcasts',
  podcast_hero: 'podcasts',
  legal_pages: 'legal-pages',
  seo_pages: 'seo',
  companies: 'companies',
  reviews: 'reviews',
  about_cards: 'sections',
  home_hero: 'sections',
  dashboard_hero: 'sections',
};

/** The content tables and the kind a webhook names them by; writes to other tables (admins...) are never sent. */
export const CONTENT_KINDS: Partial<Record<TableName, string>> = {
  sections: 'section',
  articles: 'article',
  pricing_plans: 'pricing-plan',
  faqs: 'faq',
  jobs: 'job',
  countries: 'country',
  podcasts: 'podcast',
  podcast_hero: 'podcast-hero',
  legal_pages: 'legal-page',
  seo_pages: 'seo',
  companies: 'company',
  reviews: 'review',
  about_cards: 'about-card',
  home_hero: 'home-hero',
  dashboard_hero: 'dashboard-hero',
};

type Row = Record<string, unknown>;

/** Which plugins are on, and the content types they declare (src/plugins/plugin-switches.ts). */
export type PluginState = Pick<PluginSwitches, 'isEnabled'> & Partial<Pick<PluginSwitches, 'contentType'>>;

/**
 * The kind a write is announced as: a built-in content table's kind while its plugin is on; a record of a
 * plugin's declared content type as `ext/<plugin>/<type>` when that type is served and public (what a site
 * shows); null for anything else.
 */
export function kindOfWrite(write: RecordWrite, plugins: PluginState | undefined): string | null {
  if (write.table === 'ext_records') {
    const row = write.after ?? write.before;
    const plugin = text(row?.plugin);
    const type = text(row?.type);
    if (!plugin || !type || !plugins?.contentType?.(plugin, type)?.public) return null;
    return `ext/${plugin}/${type}`;
  }
  const kind = CONTENT_KINDS[write.table];
  const plugin = CONTENT_PLUGINS[write.table];
  if (!kind || (plugin && plugins && !plugins.isEnabled(plugin))) return null;
  return kind;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What changed, named the way a site rebuilds pages: kind, id, and the slug or page key when it has one. */
export function describeChange(write: RecordWrite, kind: string, row: Row | undefined, at = new Date()): ContentChange {
  const change: ContentChange = {
    event: 'content.changed',
    kind,
    action: write.action,
    id: write.id,
    at: at.toISOString(),
  };
  const before = write.before;
  const current = row ?? before;
  if (!current) return change;
  if (write.table === 'articles') {
    change.slug = text(current.slug);
    change.articleKind = text(current.kind);
    const previous = text(before?.slug);
    if (previous && previous !== change.slug) change.previousSlug = previous;
  } else if (write.table === 'legal_pages') {
    change.slug = pageKeyOf(text(current.title) ?? '');
    const previous = text(before?.title);
    if (previous !== undefined && pageKeyOf(previous) !== change.slug) change.previousSlug = pageKeyOf(previous);
  } else if (write.table === 'sections') {
    change.pageKey = text(current.page);
  } else if (write.table === 'seo_pages') {
    change.pageKey = pageKeyOf(text(current.title) ?? '');
  }
  return change;
}
