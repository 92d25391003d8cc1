import { sql, type Kysely, type Migration } from 'kysely';

/** Legal pages (terms, privacy, cookies...): a title and rich content each. The spec calls them guides. */
export const legalPagesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table legal_pages (
        id uuid primary key default gen_random_uuid(),
        title text not null,
        content text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table legal_pages`.execute(db);
  },
};
