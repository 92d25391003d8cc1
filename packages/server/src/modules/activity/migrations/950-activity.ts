import { sql, type Kysely, type Migration } from 'kysely';
import { trackRowCount, untrackRowCount } from '../../../db/row-counts';

/**
 * The activity log. Indexes serve the screen's newest-first pages (keyset on created_at, id), each filter
 * (person, group, action) and a record's history, each newest first. Its row count is maintained, so the
 * unfiltered first page of a million rows counts nothing.
 */
export const activityMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table activity (
        id uuid primary key default gen_random_uuid(),
        created_at timestamptz not null default now(),
        admin_id uuid,
        admin_name text not null default '',
        admin_role text not null default '',
        ip text not null default '',
        action text not null,
        grp text not null default '',
        record_table text not null default '',
        record_id text,
        label text not null default '',
        changes jsonb not null default '[]',
        details jsonb
      )`.execute(db);
    await sql`create index activity_created_idx on activity (created_at desc, id)`.execute(db);
    await sql`create index activity_admin_idx on activity (admin_id, created_at desc, id)`.execute(db);
    await sql`create index activity_group_idx on activity (grp, created_at desc, id)`.execute(db);
    await sql`create index activity_action_idx on activity (action, created_at desc, id)`.execute(db);
    await sql`create index activity_record_idx on activity (record_table, record_id, created_at desc)`.execute(db);
    await trackRowCount(db, 'activity');
  },
  async down(db: Kysely<any>) {
    await untrackRowCount(db, 'activity');
    await sql`drop table activity`.execute(db);
  },
};
