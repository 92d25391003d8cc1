import { sql, type Kysely, type Migration } from 'kysely';

/** Core tables: admins (one per person, email unique case-insensitively) and their sign-in sessions. */
export const coreMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table admins (
        id uuid primary key default gen_random_uuid(),
        f_name text not null,
        l_name text not null default '',
        email text not null,
        password_hash text not null,
        role text not null check (role in ('superAdmin', 'admin', 'editor', 'viewer')),
        pfp text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index admins_email_key on admins (lower(email))`.execute(db);
    // The session id is the sha256 of the cookie's token: a leaked table cannot be replayed as cookies.
    await sql`
      create table sessions (
        id text primary key,
        admin_id uuid not null references admins (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        last_seen timestamptz not null default now()
      )`.execute(db);
    await sql`create index sessions_admin_id_idx on sessions (admin_id)`.execute(db);
    await sql`create index sessions_expires_at_idx on sessions (expires_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table sessions`.execute(db);
    await sql`drop table admins`.execute(db);
  },
};
