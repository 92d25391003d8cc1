import {
  normalizeSlug,
  type ContentArticleKind,
  type PublicArticle,
  type PublicArticleSummary,
} from '@backoffice/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { containsPattern } from '../../db/record';
import type { Database } from '../../db/schema';
import { imageBook, type ImageBook } from './images';
import { absoluteMediaInHtml, type MediaUrl } from './media';
import type { LocalizedImages, TranslatedRows } from './translated';

/** The article columns a public answer reads, with the SQL type a draft's value (jsonb text) is read as. */
const VIEW_COLUMNS: Record<string, string> = {
  slug: 'text',
  title: 'text',
  subtitle: 'text',
  creator: 'text',
  read_time: 'integer',
  description: 'text',
  category: 'text',
  cover: 'text',
  date: 'date',
  content: 'text',
  meta_description: 'text',
};

/**
 * The articles as the public site sees them (docs/editorial-workflow.md), as a table for the queries below:
 * the published version of those on the site; the draft laid over it once its publish time has come (before the
 * job writes it, so a visitor sees it at its second); none once its unpublish time has come. With a preview
 * token: every article, drafts laid over.
 */
function deliveredArticles(preview: boolean): RawBuilder<unknown> {
  const useDraft = preview ? 'draft is not null' : '(draft is not null and publish_at <= now())';
  // Column names and types are this file's constants, never input.
  const columns = Object.entries(VIEW_COLUMNS).map(([column, type]) =>
    sql.raw(
      `case when ${useDraft} and draft ? '${column}' then (draft->>'${column}')::${type} else ${column} end as ${column}`,
    ),
  );
  const shown = preview
    ? sql.raw('true')
    : sql.raw('(unpublish_at is null or unpublish_at > now()) and (published or publish_at <= now())');
  return sql`(select id, kind, created_at, updated_at, publish_at, ${sql.join(columns)} from articles where ${shown})`;
}

const SUMMARY = [
  'id',
  'kind',
  'slug',
  'title',
  'subtitle',
  'creator',
  'read_time',
  'description',
  'category',
  'cover',
  'created_at',
  'updated_at',
  'publish_at',
] as const;
const day = sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day');
/** Whether a column holds more than white space (column names are this file's constants). */
const filledColumn = (column: 'content' | 'meta_description') =>
  sql<boolean>`${sql.ref(column)} ~ '[^[:space:]]'`.as(`${column}_filled`);

interface SummaryRow {
  id: string;
  kind: ContentArticleKind;
  slug: string;
  title: string;
  subtitle: string;
  creator: string;
  read_time: number;
  description: string;
  category: string;
  cover: string;
  day: string;
  updated_at: Date;
  publish_at: Date | null;
}

function summaryOf(row: SummaryRow, media: MediaUrl, images: ImageBook): PublicArticleSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    author: row.creator,
    date: row.day,
    readTime: Number(row.read_time),
    description: row.description,
    category: row.category,
    cover: media(row.cover),
    coverImage: images.of(row.cover),
  };
}

/** An article's list fields in the answer's locale: its translated text, each field falling back on its own, and its slug there. */
export function translatedArticle<Summary extends PublicArticleSummary>(
  article: Summary,
  translated: TranslatedRows,
  covers: LocalizedImages,
  storedCover: string,
): Summary {
  const text = (field: 'title' | 'subtitle' | 'description') => translated.text(article.id, field, article[field]);
  // Its cover there: the translation's own (with its alt text and variants), else the default locale's.
  const cover = covers.of(article.id, 'cover', storedCover, article.coverImage);
  return {
    ...article,
    slug: translated.slug(article.id) || article.slug,
    title: text('title'),
    subtitle: text('subtitle'),
    description: text('description'),
    cover: cover.url,
    coverImage: cover.image,
  };
}

/** The times an article answer was read from: its last edit, and its publishing time once come. */
export const articleTimes = (row: { updated_at: Date; publish_at: Date | null }) => [row.updated_at, row.publish_at];

export interface ArticleFilter {
  kind: ContentArticleKind;
  page: number;
  pageSize: number;
  /** A content category; none (or 'All') lists every category. */
  category?: string;
  q?: string;
  /** The answer's locale when it is not the site's default: `q` then searches the text as delivered in it. */
  translatedLocale?: string;
}

/** A translatable article column as delivered in `locale`: its translation there, else its default-locale text. */
const deliveredText = (locale: string, field: string, column: string) =>
  sql<string>`coalesce(nullif((select t.fields->>${field} from content_translations t where t.kind = 'articles' and t.locale = ${locale} and t.record_id = articles.id), ''), articles.${sql.raw(column)})`;

/** One page of a kind's delivered articles, newest date first, and how many there are in all. */
export async function articlePage(db: Kysely<Database>, filter: ArticleFilter, media: MediaUrl, preview = false) {
  let query = db
    .selectFrom(deliveredArticles(preview).as('articles') as unknown as 'articles')
    .where('kind', '=', filter.kind);
  if (filter.category && filter.category !== 'All') query = query.where('category', '=', filter.category);
  const q = filter.q?.trim();
  const locale = filter.translatedLocale;
  if (q && locale)
    query = query.where((eb) =>
      eb.or([
        eb(deliveredText(locale, 'title', 'title'), 'ilike', containsPattern(q)),
        eb(deliveredText(locale, 'description', 'description'), 'ilike', containsPattern(q)),
      ]),
    );
  else if (q)
    query = query.where((eb) =>
      eb.or([eb('title', 'ilike', containsPattern(q)), eb('description', 'ilike', containsPattern(q))]),
    );
  // The page and the total in one statement (a window count over the filtered rows); a page past the end has
  // no row to carry the total, so only then is it counted apart.
  const rows = await query
    .select([
      ...SUMMARY,
      day,
      sql<string>`count(*) over ()`.as('total'),
      filledColumn('content'),
      filledColumn('meta_description'),
    ])
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : filter.page === 1
        ? 0
        : Number((await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
  const summaries = rows as unknown as Array<
    SummaryRow & { content_filled: boolean; meta_description_filled: boolean }
  >;
  const images = await imageBook(
    db,
    summaries.map((row) => row.cover),
    media,
  );
  // The text columns as "filled or not" (a list does not read the contents), for which locales each is complete in.
  const texts = summaries.map((row) => ({
    ...row,
    content: row.content_filled ? 'filled' : '',
    meta_description: row.meta_description_filled ? 'filled' : '',
  }));
  return {
    articles: summaries.map((row) => summaryOf(row, media, images)),
    texts,
    total,
    times: [...summaries.flatMap(articleTimes), ...images.times],
  };
}

/**
 * A delivered article by its slug (any case; or, given `translatedLocale`, its slug in that locale), with its neighbours in the list's order (date desc, created_at
 * desc, id): previous is the next older one, next the next newer one. One statement, so one round trip.
 */
export async function deliveredArticle(
  db: Kysely<Database>,
  kind: ContentArticleKind,
  address: string,
  media: MediaUrl,
  preview = false,
  translatedLocale?: string,
) {
  // Stored slugs are NFC and lower case (an Arabic or accented one arrives percent-decoded, perhaps decomposed).
  const slug = normalizeSlug(address);
  const view = deliveredArticles(preview);
  // A slug of the locale asked for finds its article first; the default slug finds it in any locale.
  const byTranslatedSlug = translatedLocale
    ? sql`(lower(a.slug) = ${slug} or a.id in (select t.record_id from content_translations t where t.kind = 'articles' and t.locale = ${translatedLocale} and t.slug = ${slug}))`
    : sql`lower(a.slug) = ${slug}`;
  const position = sql.raw('(o.date, o.created_at)');
  const current = sql.raw('(a.date, a.created_at)');
  const { rows } = await sql<
    SummaryRow & {
      content: string;
      meta_description: string;
      previous_id: string | null;
      previous_slug: string | null;
      previous_title: string | null;
      next_id: string | null;
      next_slug: string | null;
      next_title: string | null;
    }
  >`
    select a.id, a.kind, a.slug, a.title, a.subtitle, a.creator, a.read_time, a.description, a.category, a.cover, a.updated_at, a.publish_at,
      to_char(a.date, 'YYYY-MM-DD') as day, a.content, a.meta_description,
      previous.id as previous_id, previous.slug as previous_slug, previous.title as previous_title, next.id as next_id, next.slug as next_slug, next.title as next_title
    from ${view} a
    left join lateral (
      select o.id, o.slug, o.title from ${view} o
      where o.kind = a.kind and (${position} < ${current} or (${position} = ${current} and o.id > a.id))
      order by o.date desc, o.created_at desc, o.id asc limit 1
    ) previous on true
    left join lateral (
      select o.id, o.slug, o.title from ${view} o
      where o.kind = a.kind and (${position} > ${current} or (${position} = ${current} and o.id < a.id))
      order by o.date asc, o.created_at asc, o.id desc limit 1
    ) next on true
    where a.kind = ${kind} and ${byTranslatedSlug}
    order by (lower(a.slug) = ${slug}) limit 1`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const images = await imageBook(db, [row.cover], media);
  const article: PublicArticle = {
    ...summaryOf(row, media, images),
    content: absoluteMediaInHtml(row.content, media),
    metaDescription: row.meta_description,
    previous: row.previous_slug ? { slug: row.previous_slug, title: row.previous_title ?? '' } : null,
    next: row.next_slug ? { slug: row.next_slug, title: row.next_title ?? '' } : null,
  };
  // The neighbours' ids, so a translated answer can name them in its locale.
  return {
    article,
    texts: [row as unknown as Record<string, unknown> & { id: string; content: string }],
    neighbours: { previous: row.previous_id, next: row.next_id },
    times: [...articleTimes(row), ...images.times],
  };
}
