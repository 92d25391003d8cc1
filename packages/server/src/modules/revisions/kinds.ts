/**
 * The content kinds whose records keep revisions and show presence, by table (as the activity log names
 * them). People's records (admins, collected personal data), tokens and the log itself are left out: their
 * old values must not be kept around.
 */
export const REVISED_TABLES = new Set([
  'companies',
  'reviews',
  'faqs',
  'countries',
  'country_regions',
  'podcasts',
  'podcast_hero',
  'articles',
  'legal_pages',
  'sections',
  'home_hero',
  'dashboard_hero',
  'about_cards',
  'pricing_plans',
  'seo_pages',
  'jobs',
  'ext_records',
  'content_translations',
]);

/** Bookkeeping columns: not part of a version's fields (restoring never sets them). */
const META = new Set(['id', 'created_at', 'updated_at']);
const SECRET = /password|token|secret|hash/i;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** A row's fields as a version keeps them: JSON values, bookkeeping and anything secret left out. */
export function fieldsOf(row: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (META.has(column) || SECRET.test(column)) continue;
    fields[column] = value instanceof Date ? value.toISOString() : value;
  }
  return JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;
}

/**
 * Columns the API answers under another name than their camelCase (the editor fills its form from the API's
 * names). Stored files (logos, avatars) are not renamed: a version never brings back a file.
 */
const API_NAMES: Record<string, Record<string, { name: string; value?: (stored: unknown) => unknown }>> = {
  reviews: { job_title: { name: 'role' } },
  // The API's row counts from 1, the stored position from 0.
  pricing_plans: { plan_name: { name: 'planName' }, position: { name: 'row', value: (stored) => Number(stored) + 1 } },
};

/** A version's fields as the API names them (camelCase, or the kind's own name), for the editor's form. */
export function apiFieldsOf(table: string, fields: Record<string, unknown>): Record<string, unknown> {
  const renamed = API_NAMES[table] ?? {};
  // A section's body is answered under `<sectionType>Section` (its editor reads it there).
  if (table === 'sections' && typeof fields.section_type === 'string' && 'body' in fields) {
    const { body, ...rest } = fields;
    return { ...apiFieldsOf('', rest), [`${fields.section_type}Section`]: body };
  }
  return Object.fromEntries(
    Object.entries(fields).map(([column, value]) => {
      const api = renamed[column];
      return api ? [api.name, api.value ? api.value(value) : value] : [camel(column), value];
    }),
  );
}

/** The same fields whatever their order (jsonb does not keep the order of keys). */
export function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const sorted = (fields: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(fields)
        .sort()
        .map((key) => [key, fields[key]]),
    );
  return sorted(a) === sorted(b);
}
