import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Content sections of every page area of the public site (`page` is the area key), the home description
 * hero and the dashboard hero cover (one row each). A section's type-specific body is JSONB.
 */
export const sectionsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table sections (
        id uuid primary key default gen_random_uuid(),
        page text not null,
        title text not null,
        "order" integer not null default 0,
        section_type text not null,
        is_active boolean not null default true,
        created_by text not null default 'Admin',
        meta_description text not null default '',
        meta_keywords text not null default '',
        body jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index sections_page_order_idx on sections (page, "order")`.execute(db);
    await sql`
      create table home_hero (
        id integer primary key check (id = 1),
        heading text not null,
        description text not null,
        image text not null default '',
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`
      create table dashboard_hero (
        id integer primary key check (id = 1),
        cover text not null,
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table dashboard_hero`.execute(db);
    await sql`drop table home_hero`.execute(db);
    await sql`drop table sections`.execute(db);
  },
};
