import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The media library (issue 37): one row per stored public image, unique by its content's sha256. `variants` holds
 * the smaller WebP and AVIF copies the `media-variants` job makes ([{ src, width, height, type }]).
 */
export const mediaMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table media (
        id uuid primary key default gen_random_uuid(),
        hash text not null unique,
        storage_key text not null unique,
        url text not null unique,
        name text not null,
        mime text not null,
        bytes integer not null,
        width integer,
        height integer,
        alt text not null default '',
        decorative boolean not null default false,
        tags jsonb not null default '[]',
        uploaded_by uuid references admins (id) on delete set null,
        variants jsonb not null default '[]',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index media_created_idx on media (created_at desc, id)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table media`.execute(db);
  },
};
