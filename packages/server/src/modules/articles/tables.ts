import type { ArticleKind } from '@backoffice/contracts';
import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 400-articles (402: the shared publishing columns). */
export interface ArticlesTable extends RecordColumns, PublishingColumns {
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
}

declare module '../../db/schema' {
  interface Database {
    articles: ArticlesTable;
  }
}
