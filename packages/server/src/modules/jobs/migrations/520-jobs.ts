import { sql, type Kysely, type Migration } from 'kysely';

/** Job openings of the career page. Candidates keep the job's title, so deleting a job keeps their applications. */
export const jobsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table jobs (
        id uuid primary key default gen_random_uuid(),
        title text not null,
        department text not null,
        description text not null,
        overview text not null,
        content text not null,
        location text not null,
        remote boolean not null default false,
        salary text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table jobs`.execute(db);
  },
};
