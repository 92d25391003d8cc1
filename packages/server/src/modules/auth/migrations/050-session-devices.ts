import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What the Sessions screen shows of each session: the browser's user agent and the address it signed in from
 * (both as sent at sign-in; null for sessions made before this migration).
 */
export const sessionDevicesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table sessions add column user_agent text, add column ip text`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table sessions drop column user_agent, drop column ip`.execute(db);
  },
};
