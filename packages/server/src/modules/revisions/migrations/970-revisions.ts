import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Revisions: every saved version of a content record, whole (its row as JSON), numbered per record; and
 * presence: who has a record open in an editor (one lock per record, kept alive by heartbeats). Both in the
 * database, so every server process sees the same.
 */
export const revisionsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table revisions (
        id uuid primary key default gen_random_uuid(),
        created_at timestamptz not null default now(),
        record_table text not null,
        record_id text not null,
        version integer not null,
        action text not null,
        admin_id uuid,
        admin_name text not null default '',
        restored_from integer,
        data jsonb not null,
        unique (record_table, record_id, version)
      )`.execute(db);
    await sql`
      create table edit_presence (
        record_table text not null,
        record_id text not null,
        editor_id text not null,
        admin_id uuid,
        admin_name text not null default '',
        since timestamptz not null default now(),
        seen_at timestamptz not null default now(),
        taken_from text,
        primary key (record_table, record_id)
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table edit_presence`.execute(db);
    await sql`drop table revisions`.execute(db);
  },
};
