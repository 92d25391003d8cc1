import { sql, type Kysely, type Migration } from 'kysely';

/**
 * API tokens (issue 39). Only a SHA-256 of each secret is kept (`token_hash`, looked up on every request that
 * sends one); `prefix` is its first characters, to recognise it. A token goes with its owner (cascade), and a
 * revoked token is deleted, so a lookup that finds nothing refuses at once in every process. Names are unique
 * per owner, whatever their case: the activity log records a token's writes under its name.
 */
export const apiTokensMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table api_tokens (
        id uuid primary key default gen_random_uuid(),
        admin_id uuid not null references admins (id) on delete cascade,
        name text not null,
        token_hash text not null unique,
        prefix text not null,
        role text,
        scopes jsonb not null default '[]',
        expires_at timestamptz not null,
        last_used_at timestamptz,
        created_by uuid references admins (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint api_tokens_role_or_scopes check ((role is null) <> (scopes = '[]'::jsonb))
      )`.execute(db);
    await sql`create unique index api_tokens_owner_name_idx on api_tokens (admin_id, lower(name))`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table api_tokens`.execute(db);
  },
};
