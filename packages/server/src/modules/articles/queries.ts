import type { Article, ArticleKind } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PublishingInput } from '../../content-state/input';
import { newRecordPublishing, refuseNewKeyClash, saveContentEdit } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { isUniqueViolation, withRecordMeta } from '../../db/record';
import type { RecordWriter } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ArticleFields } from './input';
import type { ArticlesTable } from './tables';
import { PUBLISHING_COLUMN_NAMES } from '../../content-state/columns';

const NOUN: Record<ArticleKind, string> = { blog: 'blog', resource: 'article', guide: 'guide' };
const MISSING = 'This item no longer exists';

export type ArticleRow = Omit<Selectable<ArticlesTable>, 'date'> & { date: string };

const COLUMNS = [
  'id',
  'kind',
  'subtitle',
  'title',
  'creator',
  'read_time',
  'description',
  'category',
  'cover',
  'media_name',
  'media_size',
  'content',
  'slug',
  'meta_description',
  'created_at',
  'updated_at',
  ...PUBLISHING_COLUMN_NAMES,
] as const;
const dateColumn = sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date');
const ANSWER = [...COLUMNS, dateColumn] as const;

/** An article as the spec's lists and forms read it (its draft's values when it has one); guides also carry the cover as `GuidePhoto`. */
export function articleAnswer(row: ArticleRow): Article {
  const working = withDraft(row);
  return withRecordMeta(row, {
    kind: row.kind,
    subtitle: working.subtitle,
    title: working.title,
    creator: working.creator,
    date: working.date,
    readTime: Number(working.read_time),
    description: working.description,
    category: working.category,
    blogPhoto: working.cover,
    ...(row.kind === 'guide' ? { GuidePhoto: working.cover } : {}),
    mediaName: working.media_name,
    mediaSize: Number(working.media_size),
    content: working.content,
    slug: working.slug,
    metaDescription: working.meta_description,
    ...publishingOf(row),
  });
}

/** One kind's articles, newest date first. */
export async function listArticles(db: Kysely<Database>, kind: ArticleKind): Promise<Article[]> {
  const rows = await db
    .selectFrom('articles')
    .select([...ANSWER])
    .where('kind', '=', kind)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => articleAnswer(row as ArticleRow));
}

export interface CoverChange {
  url: string;
  name: string;
  size: number;
}

function slugClash(error: unknown, kind: ArticleKind): never {
  if (isUniqueViolation(error))
    throw new AppError(409, `Another ${NOUN[kind]} already uses this slug; choose another one`, 'slug');
  throw error;
}

function columnsOf(fields: ArticleFields, cover: CoverChange | null) {
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
    ...(cover ? { cover: cover.url, media_name: cover.name, media_size: cover.size } : {}),
  };
}

/** The publishing columns of a new article (`newRecordPublishing`): the demo seed passes its own. */
export type NewPublishing = ReturnType<typeof newRecordPublishing>;

export async function insertArticle(
  records: RecordWriter,
  kind: ArticleKind,
  fields: ArticleFields,
  cover: CoverChange | null,
  publishing: NewPublishing,
): Promise<Article> {
  try {
    const row = await records.create('articles', async (tx) => {
      // A slug another article of the kind holds only in its draft is no unique-index clash yet: refused here as at an edit.
      await refuseNewKeyClash(tx, 'articles', { kind, slug: fields.slug });
      return tx
        .insertInto('articles')
        .values({ kind, cover: '', media_name: '', media_size: 0, ...columnsOf(fields, cover), ...publishing })
        .returning([...ANSWER])
        .executeTakeFirstOrThrow();
    });
    return articleAnswer(row as ArticleRow);
  } catch (error) {
    slugClash(error, kind);
  }
}

/** The stored article as the fields of its edit form: the fields a request did not send keep these values. */
export function formFieldsOf(row: ArticleRow): Record<string, string> {
  return {
    subtitle: row.subtitle,
    title: row.title,
    creator: row.creator,
    date: row.date,
    readTime: String(row.read_time),
    description: row.description,
    category: row.category,
    content: row.content,
    slug: row.slug,
    metaDescription: row.meta_description,
  };
}

export interface ArticleEdit {
  id: string;
  request: FastifyRequest;
  input: PublishingInput;
  /** The form's fields laid over the article's as its editors see them (draft included), checked. */
  fields: (stored: Record<string, string>) => Promise<ArticleFields>;
  cover: CoverChange | null;
  updatedAt: string | undefined;
}

/** The covers a stored article refers to: its published one and its draft's. */
const coversOf = (row: ArticleRow | undefined) =>
  [row?.cover, row?.draft?.cover].filter((cover): cover is string => typeof cover === 'string' && cover !== '');

/**
 * Edits an article if `updatedAt` is still its version, as a draft or live (docs/editorial-workflow.md); its
 * kind never changes. Answers the article and the covers it no longer refers to (neither published nor in its
 * draft: a replaced one), for the caller to remove once the edit has committed.
 */
export async function updateArticle(
  records: RecordWriter,
  edit: ArticleEdit,
): Promise<{ article: Article; droppedCovers: string[] }> {
  let kind: ArticleKind = 'blog';
  let before: ArticleRow | undefined;
  try {
    const row = await saveContentEdit<ArticleRow>(records, {
      table: 'articles',
      id: edit.id,
      missing: MISSING,
      request: edit.request,
      input: edit.input,
      version: edit.updatedAt ?? null,
      lock: async (tx) => {
        before = (await tx
          .selectFrom('articles')
          .selectAll()
          .where('id', '=', edit.id)
          .forUpdate()
          .executeTakeFirst()) as ArticleRow | undefined;
        return before;
      },
      async values(working) {
        kind = working.kind;
        return columnsOf(await edit.fields(formFieldsOf(working)), edit.cover);
      },
      writeLive: (tx, id, values) =>
        tx
          .updateTable('articles')
          .set({ ...(values as ReturnType<typeof columnsOf>), updated_at: new Date() })
          .where('id', '=', id)
          .execute(),
    });
    const kept = new Set(coversOf(row));
    return { article: articleAnswer(row), droppedCovers: coversOf(before).filter((cover) => !kept.has(cover)) };
  } catch (error) {
    slugClash(error, kind);
  }
}
