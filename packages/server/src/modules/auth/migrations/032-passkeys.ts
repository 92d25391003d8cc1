import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Admins' passkeys (WebAuthn credentials). `credential_id` is the authenticator's id (base64url), unique across
 * admins; `public_key` the COSE key (base64url); `counter` the last signature counter seen (a uint32, so bigint),
 * refused when a later assertion does not move it forward (a cloned authenticator).
 */
export const passkeysMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table passkeys (
        id uuid primary key default gen_random_uuid(),
        admin_id uuid not null references admins (id) on delete cascade,
        credential_id text not null unique,
        public_key text not null,
        counter bigint not null default 0,
        transports text not null default '',
        backed_up boolean not null default false,
        name text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        last_used timestamptz
      )`.execute(db);
    await sql`create index passkeys_admin_id_idx on passkeys (admin_id, created_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table passkeys`.execute(db);
  },
};
