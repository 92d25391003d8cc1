import { sql, type Kysely, type Migration } from 'kysely';

/** Podcasts and the single hero cover of the podcasts page. */
export const podcastsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table podcasts (
        id uuid primary key default gen_random_uuid(),
        title text not null,
        url text not null,
        cover text not null default '',
        date_scheduled date not null,
        category text not null,
        is_live_now boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index podcasts_date_scheduled_idx on podcasts (date_scheduled desc, created_at desc)`.execute(db);
    await sql`
      create table podcast_hero (
        id integer primary key check (id = 1),
        cover text not null,
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table podcast_hero`.execute(db);
    await sql`drop table podcasts`.execute(db);
  },
};
