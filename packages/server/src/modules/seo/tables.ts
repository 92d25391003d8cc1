import type { ColumnType } from 'kysely';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 510-seo. */
export interface SeoPagesTable extends RecordColumns {
  title: string;
  meta_tags: ColumnType<string[], unknown, unknown>;
  meta_description: string;
  meta_keywords: ColumnType<string[], unknown, unknown>;
}

declare module '../../db/schema' {
  interface Database {
    seo_pages: SeoPagesTable;
  }
}
