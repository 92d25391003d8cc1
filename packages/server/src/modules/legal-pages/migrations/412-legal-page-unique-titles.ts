import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One legal page per title (case-insensitive), so concurrent first starts cannot seed the standard pages twice
 * (their insert is `on conflict do nothing`) and the content API never delivers two pages under one address.
 * Duplicates left by earlier races go first: per title the most recently updated page stays (it holds the edits).
 */
export const legalPageUniqueTitlesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      delete from legal_pages older using legal_pages newer
      where lower(newer.title) = lower(older.title)
        and (newer.updated_at, newer.created_at, newer.id) > (older.updated_at, older.created_at, older.id)`.execute(
      db,
    );
    await sql`create unique index legal_pages_title_idx on legal_pages (lower(title))`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop index legal_pages_title_idx`.execute(db);
  },
};
