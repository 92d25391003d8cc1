import { sql, type Kysely, type Migration } from 'kysely';

/**
 * WebAuthn challenges the server handed out, kept in the database so any server process can check the answer,
 * each usable once (the check deletes it) and only until `expires_at`. `purpose` says which ceremony it is for
 * (registration, sign-in, second step) and `admin_id` whose it is (null for a usernameless sign-in).
 */
export const webauthnChallengesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table webauthn_challenges (
        challenge text primary key,
        purpose text not null check (purpose in ('registration', 'signin', 'second-factor')),
        admin_id uuid references admins (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`.execute(db);
    await sql`create index webauthn_challenges_expires_at_idx on webauthn_challenges (expires_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table webauthn_challenges`.execute(db);
  },
};
