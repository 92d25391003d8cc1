import type { MediaUse } from '@backoffice/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Where records keep image addresses today: a text column holding the `/uploads/...` address (most forms), a
 * JSON body holding it at some depth (sections: their image, their cards' images), or rich text (`<img src>`).
 * Usage is computed from these, so nothing has to be kept in step with every write.
 */
interface UsageSource {
  table: string;
  column: string;
  /** How the column holds addresses: the whole value, anywhere in a jsonb, or inside HTML. */
  holds: 'address' | 'json' | 'html';
  /** SQL for the record's label (its name or title). */
  label: RawBuilder<string>;
  /** The back-office screen that edits it. */
  path(row: { id: string; extra: string | null }): string;
  /** A second value some paths need (the article's kind). */
  extra?: RawBuilder<string>;
}

const ARTICLE_EDIT: Record<string, string> = {
  blog: '/explore/blogs/edit-blog',
  guide: '/explore/guides/update',
  resource: '/resources/resource-center/edit',
};
const ARTICLE_LABEL: Record<string, string> = { blog: 'Blog', guide: 'Guide', resource: 'Resource' };

const withId = (path: string) => (row: { id: string }) => `${path}?id=${encodeURIComponent(row.id)}`;

export const USAGE_SOURCES: readonly UsageSource[] = [
  {
    table: 'articles',
    column: 'cover',
    holds: 'address',
    label: sql`title`,
    extra: sql`kind`,
    path: (row) => `${ARTICLE_EDIT[row.extra ?? ''] ?? '/explore/blogs/edit-blog'}?id=${encodeURIComponent(row.id)}`,
  },
  {
    table: 'articles',
    column: 'content',
    holds: 'html',
    label: sql`title`,
    extra: sql`kind`,
    path: (row) => `${ARTICLE_EDIT[row.extra ?? ''] ?? '/explore/blogs/edit-blog'}?id=${encodeURIComponent(row.id)}`,
  },
  { table: 'companies', column: 'logo', holds: 'address', label: sql`name`, path: () => '/companies' },
  {
    table: 'reviews',
    column: 'avatar',
    holds: 'address',
    label: sql`first_name || ' ' || last_name`,
    path: () => '/reviews',
  },
  {
    table: 'countries',
    column: 'flag',
    holds: 'address',
    label: sql`name`,
    path: withId('/explore/countries-covered/edit'),
  },
  {
    table: 'podcasts',
    column: 'cover',
    holds: 'address',
    label: sql`title`,
    path: withId('/resources/podcasts/update'),
  },
  {
    table: 'podcast_hero',
    column: 'cover',
    holds: 'address',
    label: sql`'Podcasts hero'`,
    path: () => '/resources/podcasts',
  },
  {
    table: 'about_cards',
    column: 'media',
    holds: 'address',
    label: sql`title`,
    path: (row) => `/about-us/edit/${encodeURIComponent(row.id)}`,
  },
  {
    table: 'pricing_plans',
    column: 'media',
    holds: 'address',
    label: sql`plan_name`,
    path: withId('/pricing/edit-pricing'),
  },
  {
    table: 'sections',
    column: 'body',
    holds: 'json',
    label: sql`page || ': ' || title`,
    extra: sql`page`,
    path: (row) => `/edit-section?page=${encodeURIComponent(row.extra ?? '')}&id=${encodeURIComponent(row.id)}`,
  },
  {
    table: 'home_hero',
    column: 'image',
    holds: 'address',
    label: sql`'Home description hero'`,
    path: () => '/home-descr-hero',
  },
  { table: 'dashboard_hero', column: 'cover', holds: 'address', label: sql`'Dashboard hero'`, path: () => '/hero' },
  // A translation's own image (an article's French cover, a banner's Arabic image): its record, in that locale.
  {
    table: 'content_translations',
    column: 'fields',
    holds: 'json',
    label: sql`'Translation (' || locale || '): ' || coalesce(case kind
      when 'articles' then (select a.title from articles a where a.id = content_translations.record_id)
      when 'banners' then (select s.title from sections s where s.id = content_translations.record_id) end, kind)`,
    extra: sql`(case kind when 'articles' then coalesce((select a.kind from articles a where a.id = content_translations.record_id), 'blog') else kind end) || ':' || record_id::text`,
    path: (row) => translationPath(row.extra ?? ''),
  },
];

/** The screen that edits a translated record (its translation editor is on it): `blog:<id>`, `banners:<id>`. */
function translationPath(extra: string): string {
  const [kind, id = ''] = extra.split(':');
  if (kind === 'banners') return `/banners/edit?page=banners-component&id=${encodeURIComponent(id)}`;
  return `${ARTICLE_EDIT[kind] ?? '/explore/blogs/edit-blog'}?id=${encodeURIComponent(id)}`;
}

function sourceLabel(source: UsageSource, label: string): string {
  if (source.table === 'content_translations') return label;
  const kind = source.table === 'articles' ? null : source.table.replace(/_/g, ' ');
  return kind ? `${kind[0].toUpperCase()}${kind.slice(1)}: ${label}` : label;
}

/** The condition "this source's column names the address". */
function names(source: UsageSource, url: string) {
  const column = sql.ref(source.column);
  if (source.holds === 'address') return sql`${column} = ${url}`;
  // Inside a JSON value the address is a whole string; inside HTML an attribute value.
  if (source.holds === 'json') return sql`strpos(${column}::text, ${JSON.stringify(url)}) > 0`;
  return sql`strpos(${column}, ${url}) > 0`;
}

/** Every record that uses the file at this address. */
export async function usageOf(db: Db, url: string): Promise<MediaUse[]> {
  const uses: MediaUse[] = [];
  const seen = new Set<string>();
  for (const source of USAGE_SOURCES) {
    const rows = await sql<{ id: string; label: string; extra: string | null }>`
      select id::text as id, ${source.label} as label, ${source.extra ?? sql`null`} as extra
      from ${sql.table(source.table)} where ${names(source, url)}`.execute(db);
    for (const row of rows.rows) {
      const key = `${source.table}:${row.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const label =
        source.table === 'articles'
          ? `${ARTICLE_LABEL[row.extra ?? ''] ?? 'Article'}: ${row.label}`
          : sourceLabel(source, row.label);
      uses.push({ table: source.table, id: row.id, label, path: source.path(row) });
    }
  }
  return uses;
}

/** How many records use each of these addresses (one pass per source, for a page of the list). */
export async function usageCounts(db: Db, urls: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(urls.map((url) => [url, 0]));
  if (urls.length === 0) return counts;
  for (const source of USAGE_SOURCES) {
    const column = sql.ref(source.column);
    const matches =
      source.holds === 'address'
        ? sql`u.url = ${column}`
        : source.holds === 'json'
          ? sql`strpos(${column}::text, '"' || u.url || '"') > 0`
          : sql`strpos(${column}, u.url) > 0`;
    const rows = await sql<{ url: string; uses: string }>`
      select u.url, count(distinct t.id)::text as uses
      from jsonb_array_elements_text(cast(${JSON.stringify(urls)} as jsonb)) as u(url) join ${sql.table(source.table)} t on ${matches}
      group by u.url`.execute(db);
    for (const row of rows.rows) counts.set(row.url, (counts.get(row.url) ?? 0) + Number(row.uses));
  }
  return counts;
}

/** SQL condition on `media.url`: no source names it (the "unused" filter). */
export function unusedCondition(): RawBuilder<boolean> {
  const parts = USAGE_SOURCES.map((source) => {
    const column = sql.ref(`t.${source.column}`);
    const matches =
      source.holds === 'address'
        ? sql`t.${sql.ref(source.column)} = media.url`
        : source.holds === 'json'
          ? sql`strpos(${column}::text, '"' || media.url || '"') > 0`
          : sql`strpos(${column}, media.url) > 0`;
    return sql`not exists (select 1 from ${sql.table(source.table)} t where ${matches})`;
  });
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Points every record using `from` at `to`, inside the caller's transaction: address columns are set, JSON and
 * HTML have the address replaced where it appears. Answers the records changed.
 */
export async function replaceEverywhere(tx: Db, from: string, to: string): Promise<MediaUse[]> {
  const uses = await usageOf(tx, from);
  for (const source of USAGE_SOURCES) {
    const column = sql.ref(source.column);
    const value =
      source.holds === 'address'
        ? sql`${to}`
        : source.holds === 'json'
          ? sql`replace(${column}::text, ${JSON.stringify(from)}, ${JSON.stringify(to)})::jsonb`
          : sql`replace(${column}, ${from}, ${to})`;
    await sql`update ${sql.table(source.table)} set ${column} = ${value}, updated_at = now() where ${names(source, from)}`.execute(
      tx,
    );
  }
  return uses;
}
