import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Deleted content records kept for undo: the whole row (as JSON, restored with its id), the stored files it
 * let go of (removed only when the record is let go), its versions (rows of `revisions`, put back with it),
 * its name for the "Deleted …" message, and when.
 */
export const deletedRecordsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table deleted_records (
        id uuid primary key default gen_random_uuid(),
        deleted_at timestamptz not null default now(),
        record_table text not null,
        record_id text not null,
        label text not null default '',
        admin_id uuid,
        row_data jsonb not null,
        files jsonb not null default '[]'::jsonb,
        versions jsonb not null default '[]'::jsonb
      )`.execute(db);
    await sql`create index deleted_records_deleted_at_idx on deleted_records (deleted_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table deleted_records`.execute(db);
  },
};
