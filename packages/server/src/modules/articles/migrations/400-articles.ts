import { sql, type Kysely, type Migration } from 'kysely';

/** Blogs, resource-center articles and guides: one table, told apart by `kind`; slugs unique per kind. */
export const articlesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table articles (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('blog', 'resource', 'guide')),
        subtitle text not null,
        title text not null,
        creator text not null,
        date date not null,
        read_time integer not null check (read_time >= 1),
        description text not null,
        category text not null,
        cover text not null default '',
        media_name text not null default '',
        media_size integer not null default 0,
        content text not null,
        slug text not null,
        meta_description text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index articles_kind_slug_idx on articles (kind, lower(slug))`.execute(db);
    await sql`create index articles_kind_date_idx on articles (kind, date desc, created_at desc)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table articles`.execute(db);
  },
};
