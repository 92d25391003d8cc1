import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One row per record and locale other than the default (docs/content-in-several-languages.md): the translated
 * fields as JSON (`{ "question": "…" }`) and the record's slug in that locale. The default locale stays in the
 * records' own columns. No foreign key: a deleted record keeps its translations while Undo may bring it back.
 */
export const contentTranslationsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table content_translations (
        id uuid primary key default gen_random_uuid(),
        kind text not null,
        record_id uuid not null,
        locale text not null,
        fields jsonb not null default '{}'::jsonb,
        slug text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (kind, record_id, locale)
      )`.execute(db);
    // Slugs are unique per kind and locale (an empty slug is none).
    await sql`create unique index content_translations_slug_idx on content_translations (kind, locale, slug) where slug <> ''`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop table content_translations`.execute(db);
  },
};
