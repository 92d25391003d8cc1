import { sql, type Kysely, type Migration } from 'kysely';

/** What retention deleted, per run and collection (the dashboard sums the last 30 days). */
export const personalDataMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table retention_runs (
        id uuid primary key default gen_random_uuid(),
        created_at timestamptz not null default now(),
        collection text not null,
        deleted integer not null
      )`.execute(db);
    await sql`create index retention_runs_created_idx on retention_runs (created_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table retention_runs`.execute(db);
  },
};
