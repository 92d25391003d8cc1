import type { RecordColumns } from '../../db/schema';

/** Table of migration 520-jobs. */
export interface JobsTable extends RecordColumns {
  title: string;
  department: string;
  description: string;
  overview: string;
  content: string;
  location: string;
  remote: boolean;
  /** The spec's one string: amount, currency code, then 'Monthly' or 'Annual' ('4500 USD Monthly'). */
  salary: string;
}

declare module '../../db/schema' {
  interface Database {
    jobs: JobsTable;
  }
}
