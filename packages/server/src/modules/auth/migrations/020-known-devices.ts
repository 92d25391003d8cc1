import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Browsers an admin has signed in from: the sign-in's per-account limit does not hold them back, so nobody
 * can lock an admin out by failing sign-ins on their account from elsewhere. The id is the sha256 of the
 * device cookie's token, as for sessions.
 */
export const knownDevicesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table known_devices (
        id text primary key,
        admin_id uuid not null references admins (id) on delete cascade,
        created_at timestamptz not null default now(),
        last_used timestamptz not null default now()
      )`.execute(db);
    await sql`create index known_devices_admin_id_idx on known_devices (admin_id)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table known_devices`.execute(db);
  },
};
