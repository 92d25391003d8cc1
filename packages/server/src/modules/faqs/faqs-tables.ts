import type { ColumnType, Generated } from 'kysely';

/** Table of migration 220-faqs. */
export interface FaqsTable {
  id: Generated<string>;
  question: string;
  answer: string;
  row: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface FaqsTables {
  faqs: FaqsTable;
}
