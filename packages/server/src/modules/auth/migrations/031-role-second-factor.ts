import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Roles whose admins must sign in with a second factor (set by super admins): one row per role that has a
 * setting; a role without a row requires none.
 */
export const roleSecondFactorMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table role_security (
        role text primary key,
        require_second_factor boolean not null default false,
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table role_security`.execute(db);
  },
};
