import type { IdColumn, TimestampColumn } from '../../db/schema';

/** Table of migration 960-personal-data: what each daily retention run deleted. */
export interface RetentionRunsTable {
  id: IdColumn;
  created_at: TimestampColumn;
  collection: string;
  deleted: number;
}

declare module '../../db/schema' {
  interface Database {
    retention_runs: RetentionRunsTable;
  }
}
