import { sql, type Kysely, type Migration } from 'kysely';

/** The cards of the about-us page: title, content, row, media. */
export const aboutCardsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table about_cards (
        id uuid primary key default gen_random_uuid(),
        title text not null,
        content text not null,
        row integer not null check (row >= 1),
        media text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index about_cards_row_idx on about_cards (row)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table about_cards`.execute(db);
  },
};
