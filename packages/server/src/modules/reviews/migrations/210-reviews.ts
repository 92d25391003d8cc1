import { sql, type Kysely, type Migration } from 'kysely';

/** Customer reviews shown on the public site, in row order. */
export const reviewsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table reviews (
        id uuid primary key default gen_random_uuid(),
        first_name text not null,
        last_name text not null,
        job_title text not null,
        title text not null,
        description text not null,
        avatar text,
        row integer not null check (row >= 1),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index reviews_row_idx on reviews (row)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table reviews`.execute(db);
  },
};
