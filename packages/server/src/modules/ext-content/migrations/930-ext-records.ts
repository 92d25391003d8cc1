import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Records of the content types external plugins declare (manifest.json), all in one table: a plugin brings no
 * table of its own and no code to the server. Rows of a plugin that is removed or switched off stay.
 */
export const extRecordsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table ext_records (
        id uuid primary key default gen_random_uuid(),
        plugin text not null,
        type text not null,
        data jsonb not null,
        search text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index ext_records_list_idx on ext_records (plugin, type, created_at desc, id desc)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table ext_records`.execute(db);
  },
};
