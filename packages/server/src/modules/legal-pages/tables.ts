import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 410-legal-pages (413: publishing). */
export interface LegalPagesTable extends RecordColumns, PublishingColumns {
  title: string;
  content: string;
}

declare module '../../db/schema' {
  interface Database {
    legal_pages: LegalPagesTable;
  }
}
