import type { ColumnType, Generated } from 'kysely';

/** Table of migration 210-reviews. */
export interface ReviewsTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  job_title: string;
  title: string;
  description: string;
  avatar: string | null;
  row: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ReviewsTables {
  reviews: ReviewsTable;
}
