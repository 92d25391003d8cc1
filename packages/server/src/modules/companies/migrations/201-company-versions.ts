import { sql, type Kysely, type Migration } from 'kysely';

/** Companies become editable: `updated_at` is the version an edit is based on (409 when stale). */
export const companyVersionsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table companies add column updated_at timestamptz not null default now()`.execute(db);
    await sql`update companies set updated_at = created_at`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table companies drop column updated_at`.execute(db);
  },
};
