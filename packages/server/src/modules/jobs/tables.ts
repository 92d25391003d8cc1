import type { Job, Publishing, RecordMeta } from '@backoffice/contracts';
import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 520-jobs: a column per field of the contract's Job (521: publishing). */
export interface JobsTable extends RecordColumns, PublishingColumns, Omit<Job, keyof RecordMeta | keyof Publishing> {}

declare module '../../db/schema' {
  interface Database {
    jobs: JobsTable;
  }
}
