import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every process keeps the ETags of the content answers it has sent (content-api/answer-validators.ts), so a
 * revalidation that still matches is a 304 without reading the content again. These triggers tell every process,
 * through PostgreSQL's notifications (PGlite's too), that a table a content answer is read from has changed: one
 * notification per statement, sent at commit (a rolled-back change says nothing), with the schema as payload.
 */
export const CONTENT_SIGNAL_CHANNEL = 'backoffice_content';

/**
 * The tables the public content API reads (its routes and the plugin content types' own). A table added to an
 * answer must be added here by a migration of its own: tests/server/content-revalidation.test.ts fails for a
 * table a content answer reads without this trigger.
 */
export const CONTENT_SIGNAL_TABLES = [
  'about_cards',
  'articles',
  'companies',
  'content_translations',
  'countries',
  'country_regions',
  'dashboard_hero',
  'ext_records',
  'faqs',
  'home_hero',
  'jobs',
  'legal_pages',
  'media',
  'podcast_hero',
  'podcasts',
  'preview_keys',
  'pricing_plans',
  'reviews',
  'sections',
  'seo_pages',
] as const;

export const contentSignalsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create or replace function content_signal() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CONTENT_SIGNAL_CHANNEL)}, current_schema());
        return null;
      end $$`.execute(db);
    for (const table of CONTENT_SIGNAL_TABLES)
      await sql`create trigger content_signal after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function content_signal()`.execute(
        db,
      );
  },
  async down(db: Kysely<any>) {
    for (const table of CONTENT_SIGNAL_TABLES)
      await sql`drop trigger if exists content_signal on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists content_signal()`.execute(db);
  },
};
