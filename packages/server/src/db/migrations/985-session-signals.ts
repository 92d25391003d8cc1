import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every process keeps the sessions it has checked in memory (auth/session-cache.ts); these triggers tell them
 * all, through PostgreSQL's notifications (PGlite's too), the moment a session ends or changes (sign-out, revoked, deleted
 * with its admin) or an admin changes (role, password, name, deleted). The payload is the schema and the admin's
 * id: every cached session of that admin is dropped. Sent at commit, so a rolled-back change says nothing.
 */
export const SESSION_SIGNAL_CHANNEL = 'backoffice_sessions';

export const sessionSignalsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create or replace function session_signal() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'admins' then
          perform pg_notify(${sql.lit(SESSION_SIGNAL_CHANNEL)}, current_schema() || ' ' || old.id::text);
        else
          perform pg_notify(${sql.lit(SESSION_SIGNAL_CHANNEL)}, current_schema() || ' ' || old.admin_id::text);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger sessions_signal after update or delete on sessions for each row execute function session_signal()`.execute(
      db,
    );
    await sql`create trigger admins_signal after update or delete on admins for each row execute function session_signal()`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop trigger if exists admins_signal on admins`.execute(db);
    await sql`drop trigger if exists sessions_signal on sessions`.execute(db);
    await sql`drop function if exists session_signal()`.execute(db);
  },
};
