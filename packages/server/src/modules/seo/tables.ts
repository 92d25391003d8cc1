import type { ColumnType } from 'kysely';
import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 510-seo (511: publishing). */
export interface SeoPagesTable extends RecordColumns, PublishingColumns {
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
