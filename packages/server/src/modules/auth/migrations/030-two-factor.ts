import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Second factors (issue 39): an admin's authenticator secret (TOTP), their one-time recovery codes (sha256 of
 * each: they are long random strings, so a plain hash is enough) and the pending sign-ins between the password
 * step and the second step (sha256 of the ticket, as for sessions).
 *
 * `last_time_step` is the 30-second step of the last code accepted: a code of that step or an earlier one is
 * refused, so a code seen over someone's shoulder cannot be used again. `confirmed_at` is null while the admin
 * has been shown the secret but not yet typed a first code.
 */
export const twoFactorMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table admin_totp (
        admin_id uuid primary key references admins (id) on delete cascade,
        secret text not null,
        confirmed_at timestamptz,
        last_time_step bigint,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`
      create table admin_recovery_codes (
        code_hash text primary key,
        admin_id uuid not null references admins (id) on delete cascade,
        used_at timestamptz,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index admin_recovery_codes_admin_id_idx on admin_recovery_codes (admin_id)`.execute(db);
    await sql`
      create table pending_sign_ins (
        id text primary key,
        admin_id uuid not null references admins (id) on delete cascade,
        step text not null,
        failed_attempts integer not null default 0,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`.execute(db);
    await sql`create index pending_sign_ins_admin_id_idx on pending_sign_ins (admin_id)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table pending_sign_ins`.execute(db);
    await sql`drop table admin_recovery_codes`.execute(db);
    await sql`drop table admin_totp`.execute(db);
  },
};
