import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 210-reviews (211: publishing). */
export interface ReviewsTable extends RecordColumns, PublishingColumns {
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
