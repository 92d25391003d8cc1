import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Single sign-on (OpenID Connect). `sso_identities`: which provider account (issuer + subject) an admin signs in
 * as, with the groups it had at its last sign-in. `oidc_logins`: sign-ins under way between the redirect to the
 * provider and its answer (state, nonce and PKCE verifier), keyed by the sha256 of the browser's cookie token,
 * used once and dropped after ten minutes.
 */
export const oidcMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table sso_identities (
        admin_id uuid primary key references admins (id) on delete cascade,
        issuer text not null,
        subject text not null,
        groups jsonb not null default '[]'::jsonb,
        created_at timestamptz not null default now(),
        last_sign_in timestamptz not null default now(),
        unique (issuer, subject)
      )`.execute(db);
    await sql`
      create table oidc_logins (
        id text primary key,
        state text not null,
        nonce text not null,
        code_verifier text not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index oidc_logins_created_at_idx on oidc_logins (created_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table oidc_logins`.execute(db);
    await sql`drop table sso_identities`.execute(db);
  },
};
