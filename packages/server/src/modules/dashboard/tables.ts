import type { ColumnType } from 'kysely';

/** Table of migration 990-dashboard-visits. */
export interface DashboardVisitsTable {
  admin_id: string;
  seen_at: ColumnType<Date, Date, Date>;
  previous_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

declare module '../../db/schema' {
  interface Database {
    dashboard_visits: DashboardVisitsTable;
  }
}
