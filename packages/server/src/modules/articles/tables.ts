import type { ArticleKind, ArticleStatus } from '@backoffice/contracts';
import type { ColumnType } from 'kysely';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 400-articles. */
export interface ArticlesTable extends RecordColumns {
  kind: ArticleKind;
  subtitle: string;
  title: string;
  creator: string;
  /** A calendar day (`date` column), written as YYYY-MM-DD. */
  date: string;
  read_time: number;
  description: string;
  category: string;
  /** Address of the cover, '' when none. */
  cover: string;
  media_name: string;
  media_size: number;
  content: string;
  slug: string;
  meta_description: string;
  /** Migration 401: draft, published or scheduled (then `publish_at` is set). */
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  publish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

declare module '../../db/schema' {
  interface Database {
    articles: ArticlesTable;
  }
}
