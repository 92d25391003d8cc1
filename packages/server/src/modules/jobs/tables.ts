import type { Job, RecordMeta } from '@backoffice/contracts';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 520-jobs: a column per field of the contract's Job. */
export interface JobsTable extends RecordColumns, Omit<Job, keyof RecordMeta> {}

declare module '../../db/schema' {
  interface Database {
    jobs: JobsTable;
  }
}
