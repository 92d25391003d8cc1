import { sql, type Kysely, type Migration } from 'kysely';

/** Partners: a name, a website and a row on the public site. */
export const partnersMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table partners (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        website text not null,
        row integer not null check (row >= 1),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index partners_row_idx on partners (row)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table partners`.execute(db);
  },
};
