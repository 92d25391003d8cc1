import type { ColumnType } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/schema';

/** Table of migration 950-activity: one row per recorded action, never updated. */
export interface ActivityTable {
  id: IdColumn;
  created_at: TimestampColumn;
  admin_id: string | null;
  admin_name: string;
  admin_role: string;
  ip: string;
  action: string;
  grp: string;
  record_table: string;
  record_id: string | null;
  label: string;
  changes: ColumnType<unknown, unknown, never>;
  details: ColumnType<unknown, unknown, never>;
}

declare module '../../db/schema' {
  interface Database {
    activity: ActivityTable;
  }
}
