import type { ColumnType } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/schema';

/** Table of migration 991-deleted-records: a deleted content record, kept whole for `UNDO_SECONDS`. */
export interface DeletedRecordsTable {
  id: IdColumn;
  deleted_at: TimestampColumn;
  record_table: string;
  record_id: string;
  label: string;
  admin_id: string | null;
  /** The row as it was, every column (its id and timestamps too), as JSON. */
  row_data: ColumnType<unknown, unknown, never>;
  /** The stored files it let go of (its image...), removed when the record is let go. */
  files: ColumnType<unknown, unknown, never>;
  /** Its versions (rows of `revisions`), put back when it is restored. */
  versions: ColumnType<unknown, unknown, never>;
}

declare module '../../db/schema' {
  interface Database {
    deleted_records: DeletedRecordsTable;
  }
}
