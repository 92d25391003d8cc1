import type { ContentArticleKind, PublicArticle, PublicArticleSummary } from '@backoffice/contracts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { containsPattern } from '../../db/record';
import type { Database } from '../../db/schema';
import { absoluteMediaInHtml, type MediaUrl } from './media';

/** What the public site may show: published, or scheduled and its time has come. Drafts never. */
export const isDelivered = (eb: ExpressionBuilder<Database, 'articles'>) =>
  eb.or([eb('status', '=', 'published'), eb.and([eb('status', '=', 'scheduled'), eb('publish_at', '<=', sql<Date>`now()`)])]);

const SUMMARY = ['id', 'kind', 'slug', 'title', 'subtitle', 'creator', 'read_time', 'description', 'category', 'cover', 'created_at', 'updated_at', 'publish_at'] as const;
const day = sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day');

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

function summaryOf(row: SummaryRow, media: MediaUrl): PublicArticleSummary {
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
}

/** One page of a kind's delivered articles, newest date first, and how many there are in all. */
export async function articlePage(db: Kysely<Database>, filter: ArticleFilter, media: MediaUrl) {
  let query = db.selectFrom('articles').where('kind', '=', filter.kind).where(isDelivered);
  if (filter.category && filter.category !== 'All') query = query.where('category', '=', filter.category);
  const q = filter.q?.trim();
  if (q) query = query.where((eb) => eb.or([eb('title', 'ilike', containsPattern(q)), eb('description', 'ilike', containsPattern(q))]));
  // The page and the total in one statement (a window count over the filtered rows); a page past the end has
  // no row to carry the total, so only then is it counted apart.
  const rows = await query
    .select([...SUMMARY, day, sql<string>`count(*) over ()`.as('total')])
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const total = rows.length > 0 ? Number(rows[0].total) : filter.page === 1 ? 0 : Number((await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
  const summaries = rows as unknown as SummaryRow[];
  return { articles: summaries.map((row) => summaryOf(row, media)), total, times: summaries.flatMap(articleTimes) };
}

/** The delivered test of `isDelivered`, for a table alias inside raw SQL. */
const deliveredSql = (alias: string) => sql.raw(`(${alias}.status = 'published' or (${alias}.status = 'scheduled' and ${alias}.publish_at <= now()))`);

/**
 * A delivered article by its slug (any case), with its neighbours in the list's order (date desc, created_at
 * desc, id): previous is the next older one, next the next newer one. One statement, so one round trip.
 */
export async function deliveredArticle(db: Kysely<Database>, kind: ContentArticleKind, slug: string, media: MediaUrl) {
  const position = sql.raw('(o.date, o.created_at)');
  const current = sql.raw('(a.date, a.created_at)');
  const { rows } = await sql<SummaryRow & { content: string; meta_description: string; previous_slug: string | null; previous_title: string | null; next_slug: string | null; next_title: string | null }>`
    select a.id, a.kind, a.slug, a.title, a.subtitle, a.creator, a.read_time, a.description, a.category, a.cover, a.updated_at, a.publish_at,
      to_char(a.date, 'YYYY-MM-DD') as day, a.content, a.meta_description,
      previous.slug as previous_slug, previous.title as previous_title, next.slug as next_slug, next.title as next_title
    from articles a
    left join lateral (
      select o.slug, o.title from articles o
      where o.kind = a.kind and ${deliveredSql('o')} and (${position} < ${current} or (${position} = ${current} and o.id > a.id))
      order by o.date desc, o.created_at desc, o.id asc limit 1
    ) previous on true
    left join lateral (
      select o.slug, o.title from articles o
      where o.kind = a.kind and ${deliveredSql('o')} and (${position} > ${current} or (${position} = ${current} and o.id < a.id))
      order by o.date asc, o.created_at asc, o.id desc limit 1
    ) next on true
    where a.kind = ${kind} and lower(a.slug) = ${slug.toLowerCase()} and ${deliveredSql('a')}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const article: PublicArticle = {
    ...summaryOf(row, media),
    content: absoluteMediaInHtml(row.content, media),
    metaDescription: row.meta_description,
    previous: row.previous_slug ? { slug: row.previous_slug, title: row.previous_title ?? '' } : null,
    next: row.next_slug ? { slug: row.next_slug, title: row.next_title ?? '' } : null,
  };
  return { article, times: articleTimes(row) };
}
