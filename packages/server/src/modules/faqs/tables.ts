import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 220-faqs (221: publishing). */
export interface FaqsTable extends RecordColumns, PublishingColumns {
  question: string;
  answer: string;
  row: number;
}

declare module '../../db/schema' {
  interface Database {
    faqs: FaqsTable;
  }
}
