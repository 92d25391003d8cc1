import type { ColumnType } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/schema';

/** Table of migration 970-revisions: one row per saved version of a content record, never updated. */
export interface RevisionsTable {
  id: IdColumn;
  created_at: TimestampColumn;
  record_table: string;
  record_id: string;
  version: number;
  action: string;
  admin_id: string | null;
  admin_name: string;
  restored_from: number | null;
  data: ColumnType<unknown, unknown, never>;
}

/** Table of migration 970-revisions: who holds the edit lock of a record, while their heartbeats come. */
export interface EditPresenceTable {
  record_table: string;
  record_id: string;
  editor_id: string;
  admin_id: string | null;
  admin_name: string;
  since: ColumnType<Date, Date | undefined, Date>;
  seen_at: ColumnType<Date, Date | undefined, Date>;
  /** The editor the lock was taken from (told once, at its next heartbeat). */
  taken_from: string | null;
}

declare module '../../db/schema' {
  interface Database {
    revisions: RevisionsTable;
    edit_presence: EditPresenceTable;
  }
}
