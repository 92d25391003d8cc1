import { sql, type Kysely, type Migration } from 'kysely';

/** Partner companies: name, sanitised SVG logo, row on the public site. */
export const companiesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table companies (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        logo text not null,
        row integer not null check (row >= 1),
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index companies_row_idx on companies (row)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table companies`.execute(db);
  },
};
