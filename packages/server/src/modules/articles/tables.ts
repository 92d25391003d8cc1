import type { ArticleKind } from '@backoffice/contracts';
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
}

declare module '../../db/schema' {
  interface Database {
    articles: ArticlesTable;
  }
}
