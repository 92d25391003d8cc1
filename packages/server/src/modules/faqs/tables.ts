import type { RecordColumns } from '../../db/schema';

/** Table of migration 220-faqs. */
export interface FaqsTable extends RecordColumns {
  question: string;
  answer: string;
  row: number;
}

declare module '../../db/schema' {
  interface Database {
    faqs: FaqsTable;
  }
}
