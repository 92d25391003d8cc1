import type { ColumnType } from 'kysely';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 940-content-translations. */
export interface ContentTranslationsTable extends RecordColumns {
  kind: string;
  record_id: string;
  locale: string;
  fields: ColumnType<Record<string, string>, unknown, unknown>;
  slug: ColumnType<string, string | undefined, string>;
}

declare module '../../db/schema' {
  interface Database {
    content_translations: ContentTranslationsTable;
  }
}
