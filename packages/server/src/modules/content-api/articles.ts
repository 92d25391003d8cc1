import type { ArticleLink, ContentArticleKind, PublicArticle, PublicArticleSummary } from '@backoffice/contracts';
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
  const [rows, counted] = await Promise.all([
    query
      .select([...SUMMARY, day])
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const summaries = rows as unknown as SummaryRow[];
  return { articles: summaries.map((row) => summaryOf(row, media)), total: Number(counted.count), times: summaries.flatMap(articleTimes) };
}

/** Previous (older) or next (newer) delivered article of the same kind, in the list's order. */
async function neighbour(db: Kysely<Database>, row: { kind: string; id: string }, direction: 'previous' | 'next'): Promise<ArticleLink | null> {
  const older = direction === 'previous';
  // The current row's position read in SQL: a timestamp read back into JavaScript loses its microseconds.
  const id = sql`cast(${row.id} as uuid)`;
  const at = sql`(select date, created_at from articles where id = ${id})`;
  const found = await db
    .selectFrom('articles')
    .select(['slug', 'title'])
    .where('kind', '=', row.kind as ContentArticleKind)
    .where(isDelivered)
    // The list runs date desc, created_at desc, id asc: "older" is after the current row in it.
    .where(older ? sql<boolean>`((date, created_at) < ${at} or ((date, created_at) = ${at} and id > ${id}))` : sql<boolean>`((date, created_at) > ${at} or ((date, created_at) = ${at} and id < ${id}))`)
    .orderBy('date', older ? 'desc' : 'asc')
    .orderBy('created_at', older ? 'desc' : 'asc')
    .orderBy('id', older ? 'asc' : 'desc')
    .limit(1)
    .executeTakeFirst();
  return found ? { slug: found.slug, title: found.title } : null;
}

/** A delivered article by its slug (any case), with its neighbours; undefined when none is delivered. */
export async function deliveredArticle(db: Kysely<Database>, kind: ContentArticleKind, slug: string, media: MediaUrl) {
  const row = await db
    .selectFrom('articles')
    .select([...SUMMARY, day, 'content', 'meta_description'])
    .where('kind', '=', kind)
    .where((eb) => eb(eb.fn('lower', ['slug']), '=', slug.toLowerCase()))
    .where(isDelivered)
    .executeTakeFirst();
  if (!row) return undefined;
  const summary = row as unknown as SummaryRow & { created_at: Date; content: string; meta_description: string };
  const [previous, next] = await Promise.all([neighbour(db, summary, 'previous'), neighbour(db, summary, 'next')]);
  const article: PublicArticle = {
    ...summaryOf(summary, media),
    content: absoluteMediaInHtml(summary.content, media),
    metaDescription: summary.meta_description,
    previous,
    next,
  };
  return { article, times: articleTimes(summary) };
}
