import { sql, type Kysely, type Migration } from 'kysely';

/** Countries covered: regions and their countries (a name appears once, case-insensitively). */
export const countriesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table country_regions (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        description text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index country_regions_name_key on country_regions (lower(name))`.execute(db);
    await sql`
      create table countries (
        id uuid primary key default gen_random_uuid(),
        region_id uuid not null references country_regions (id),
        name text not null,
        flag text not null,
        status text not null check (status in ('Active', 'Inactive', 'Pending')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index countries_name_key on countries (lower(name))`.execute(db);
    await sql`create index countries_region_id_idx on countries (region_id)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table countries`.execute(db);
    await sql`drop table country_regions`.execute(db);
  },
};
