import type { RecordColumns } from '../../db/schema';

/** Table of migration 210-reviews. */
export interface ReviewsTable extends RecordColumns {
  first_name: string;
  last_name: string;
  job_title: string;
  title: string;
  description: string;
  avatar: string | null;
  row: number;
}

declare module '../../db/schema' {
  interface Database {
    reviews: ReviewsTable;
  }
}
