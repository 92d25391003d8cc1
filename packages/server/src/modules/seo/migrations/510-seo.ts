import { sql, type Kysely, type Migration } from 'kysely';

/** SEO metadata, one entry per public page, found by the page's title. */
export const seoMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table seo_pages (
        id uuid primary key default gen_random_uuid(),
        title text not null,
        meta_tags jsonb not null default '[]'::jsonb,
        meta_description text not null default '',
        meta_keywords jsonb not null default '[]'::jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index seo_pages_title_idx on seo_pages (lower(title))`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table seo_pages`.execute(db);
  },
};
