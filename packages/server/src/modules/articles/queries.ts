import type { Article, ArticleKind, ArticleStatus } from '@backoffice/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { isoTime, isUniqueViolation, withRecordMeta } from '../../db/record';
import type { StoredFields } from '../../db/partial-update';
import type { RecordWriter } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ArticleFields } from './input';
import type { ArticlesTable } from './tables';

const NOUN: Record<ArticleKind, string> = { blog: 'blog', resource: 'article', guide: 'guide' };

type ArticleRow = Omit<Selectable<ArticlesTable>, 'date'> & { date: string };

const COLUMNS = [
  'id', 'kind', 'subtitle', 'title', 'creator', 'read_time', 'description', 'category', 'cover', 'media_name',
  'media_size', 'content', 'slug', 'meta_description', 'created_at', 'updated_at', 'publish_at',
] as const;
const dateColumn = sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date');
/** A scheduled article whose time has come is published: answers say so without anyone saving it again. */
const statusColumn = sql<ArticleStatus>`case when status = 'scheduled' and publish_at <= now() then 'published' else status end`.as('status');
const ANSWER = [...COLUMNS, dateColumn, statusColumn] as const;

/** An article as the spec's lists and forms read it; guides also carry the cover as `GuidePhoto`. */
export function articleAnswer(row: ArticleRow): Article {
  return withRecordMeta(row, {
    kind: row.kind,
    subtitle: row.subtitle,
    title: row.title,
    creator: row.creator,
    date: row.date,
    readTime: Number(row.read_time),
    description: row.description,
    category: row.category,
    blogPhoto: row.cover,
    ...(row.kind === 'guide' ? { GuidePhoto: row.cover } : {}),
    mediaName: row.media_name,
    mediaSize: Number(row.media_size),
    content: row.content,
    slug: row.slug,
    metaDescription: row.meta_description,
    status: row.status,
    publishAt: row.publish_at ? isoTime(row.publish_at) : null,
  });
}

/** One kind's articles, newest date first. */
export async function listArticles(db: Kysely<Database>, kind: ArticleKind): Promise<Article[]> {
  const rows = await db.selectFrom('articles').select([...ANSWER]).where('kind', '=', kind).orderBy('date', 'desc').orderBy('created_at', 'desc').execute();
  return rows.map((row) => articleAnswer(row as ArticleRow));
}

export interface CoverChange {
  url: string;
  name: string;
  size: number;
}

function slugClash(error: unknown, kind: ArticleKind): never {
  if (isUniqueViolation(error)) throw new AppError(409, `Another ${NOUN[kind]} already uses this slug; choose another one`, 'slug');
  throw error;
}

function columnsOf(fields: ArticleFields) {
  return {
    subtitle: fields.subtitle,
    title: fields.title,
    creator: fields.creator,
    date: fields.date,
    read_time: fields.readTime,
    description: fields.description,
    category: fields.category,
    content: fields.content,
    slug: fields.slug,
    meta_description: fields.metaDescription,
    status: fields.status,
    publish_at: fields.publishAt,
  };
}

export async function insertArticle(records: RecordWriter, kind: ArticleKind, fields: ArticleFields, cover: CoverChange | null): Promise<Article> {
  try {
    const row = await records.create('articles', (tx) =>
      tx
        .insertInto('articles')
        .values({ kind, ...columnsOf(fields), cover: cover?.url ?? '', media_name: cover?.name ?? '', media_size: cover?.size ?? 0 })
        .returning([...ANSWER])
        .executeTakeFirstOrThrow(),
    );
    return articleAnswer(row as ArticleRow);
  } catch (error) {
    slugClash(error, kind);
  }
}

/** Edits an article if `updatedAt` is still its version (a replaced cover is removed). Its kind never changes. */
export async function updateArticle(records: RecordWriter, id: string, fields: ArticleFields, cover: CoverChange | null, updatedAt: string | undefined, basedOn?: Date | string) {
  let kind: ArticleKind = 'blog';
  try {
    return await records.update({
      table: 'articles', id, missing: 'This item no longer exists', version: updatedAt, basedOn,
      async write(tx, current) {
        kind = current.kind;
        const row = await tx
          .updateTable('articles')
          .set({ ...columnsOf(fields), ...(cover ? { cover: cover.url, media_name: cover.name, media_size: cover.size } : {}), updated_at: new Date() })
          .where('id', '=', id)
          .returning([...ANSWER])
          .executeTakeFirstOrThrow();
        return { article: articleAnswer(row as ArticleRow), replacedCover: cover && current.cover ? current.cover : null };
      },
      dropsFiles: ({ replacedCover }) => [replacedCover],
    });
  } catch (error) {
    slugClash(error, kind);
  }
}

/**
 * The stored article as the fields of its edit form (empty when gone: the edit then answers its 404), so
 * fields not sent keep their values; its status as answers read it (a scheduled one whose time came is published).
 */
export async function storedArticleFields(db: Kysely<Database>, id: string): Promise<StoredFields> {
  const row = (await db.selectFrom('articles').select([...ANSWER]).where('id', '=', id).executeTakeFirst()) as ArticleRow | undefined;
  if (!row) return { fields: {} };
  const fields = {
    subtitle: row.subtitle, title: row.title, creator: row.creator, date: row.date, readTime: String(row.read_time), description: row.description,
    category: row.category, content: row.content, slug: row.slug, metaDescription: row.meta_description, status: row.status,
    ...(row.publish_at ? { publishAt: new Date(row.publish_at).toISOString() } : {}),
  };
  return { fields, basedOn: row.updated_at };
}
