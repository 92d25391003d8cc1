/**
 * The screen group of each table the log may name, and the tables whose records may be linked to (so a
 * table name read back from the log only ever reaches SQL when it is one of these).
 */
export const TABLE_GROUPS: Record<string, string> = {
  admins: 'users',
  companies: 'companies',
  reviews: 'reviews',
  faqs: 'faqs',
  countries: 'countries',
  country_regions: 'countries',
  podcasts: 'podcasts',
  podcast_hero: 'podcasts',
  articles: 'articles',
  legal_pages: 'legal-pages',
  sections: 'sections',
  home_hero: 'sections',
  dashboard_hero: 'sections',
  about_cards: 'sections',
  pricing_plans: 'pricing',
  seo_pages: 'seo',
  jobs: 'jobs',
  newsletter_subscribers: 'collected-data',
  leads: 'collected-data',
  contact_sales: 'collected-data',
  job_candidates: 'collected-data',
  activity: 'activity',
  api_tokens: 'api-tokens',
  ext_records: 'ext-content',
  media: 'media',
  content_translations: 'translations',
};

export const ACTIVITY_GROUPS = [...new Set(Object.values(TABLE_GROUPS))].sort();

/** Collected personal data: its rows are labelled by kind and id only, never by their values. */
export const PERSONAL_TABLES: Record<string, string> = {
  newsletter_subscribers: 'Newsletter subscriber',
  leads: 'Lead',
  contact_sales: 'Contact-sales request',
  job_candidates: 'Job candidate',
};

export function groupOf(table: string | undefined): string {
  return table ? (TABLE_GROUPS[table] ?? table) : '';
}

/** Single-row tables, named by what they are. */
const SINGLE_ROWS: Record<string, string> = {
  home_hero: 'Home hero',
  dashboard_hero: 'Dashboard cover',
  podcast_hero: 'Podcasts hero cover',
};

/** A readable label for a row: its title, name, question... (personal data: its kind and a short id). */
export function labelOf(table: string, row: Record<string, unknown> | undefined, id: string | null): string {
  if (PERSONAL_TABLES[table]) return `${PERSONAL_TABLES[table]} ${String(id ?? '').slice(0, 8)}`;
  if (SINGLE_ROWS[table]) return SINGLE_ROWS[table];
  if (!row) return id ?? '';
  // A translation is named by its record's kind and its locale ('faqs in fr').
  if (table === 'content_translations')
    return `${String(row.kind)} in ${String(row.locale)} (${String(row.record_id).slice(0, 8)})`;
  // A plugin's record is named by its own fields (title, name...).
  if (table === 'ext_records' && row.data && typeof row.data === 'object')
    return labelOf('', row.data as Record<string, unknown>, id);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const name =
    text(row.title) ??
    text(row.plan_name) ??
    text(row.name) ??
    text(row.question) ??
    text(row.heading) ??
    text(row.page) ??
    ([text(row.f_name), text(row.l_name)].filter(Boolean).join(' ') || null) ??
    text(row.email);
  const label = name ?? String(id ?? '');
  return label.length > 120 ? `${label.slice(0, 120)}…` : label;
}
