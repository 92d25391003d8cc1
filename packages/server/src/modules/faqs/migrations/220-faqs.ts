import { sql, type Kysely, type Migration } from 'kysely';

/** Frequently asked questions, in row order. */
export const faqsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table faqs (
        id uuid primary key default gen_random_uuid(),
        question text not null,
        answer text not null,
        row integer not null check (row >= 1),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index faqs_row_idx on faqs (row)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table faqs`.execute(db);
  },
};
