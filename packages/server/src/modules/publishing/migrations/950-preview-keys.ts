import { sql, type Kysely, type Migration } from 'kysely';

/** The one random secret preview tokens are signed with (src/content-state/preview-token.ts): 244 random bits. */
export const previewKeysMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table preview_keys (id integer primary key check (id = 1), secret text not null)`.execute(db);
    await sql`insert into preview_keys (id, secret) values (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop table preview_keys`.execute(db);
  },
};
