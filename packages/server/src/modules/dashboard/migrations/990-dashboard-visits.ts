import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When each admin last opened the dashboard: `seen_at` is the latest visit, `previous_at` the one before the
 * current sitting, so 'since your last visit' survives reloads (see overview.ts).
 */
export const dashboardVisitsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table dashboard_visits (admin_id uuid primary key references admins (id) on delete cascade, seen_at timestamptz not null, previous_at timestamptz)`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop table dashboard_visits`.execute(db);
  },
};
