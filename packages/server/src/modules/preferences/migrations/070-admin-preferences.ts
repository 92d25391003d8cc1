import { sql, type Kysely, type Migration } from 'kysely';

/** Each admin's own settings (the admin's language first): one row per admin that changed one, gone with them. */
export const adminPreferencesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table admin_preferences (
        admin_id uuid primary key references admins (id) on delete cascade,
        language text check (language in ('en', 'fr', 'ar')),
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table admin_preferences`.execute(db);
  },
};
