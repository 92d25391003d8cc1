import type { RecordColumns } from '../../db/schema';

/** Table of migration 410-legal-pages. */
export interface LegalPagesTable extends RecordColumns {
  title: string;
  content: string;
}

declare module '../../db/schema' {
  interface Database {
    legal_pages: LegalPagesTable;
  }
}
