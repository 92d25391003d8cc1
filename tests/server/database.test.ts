import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, jsonb, recordMeta } from '../../packages/server/src/db/record';
import { createTestServer, TEST_DB, type TestServer } from './helpers';

describe(`database (${TEST_DB})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has run every migration', async () => {
    const tables = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
      server.db,
    );
    expect(tables.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['admins', 'sessions', 'countries', 'podcasts', 'kysely_migration']),
    );
  });

  it('answers the same value types on both engines', async () => {
    const result = await sql<{ day: unknown; count: unknown; at: unknown; doc: unknown; id: unknown }>`
      select date '2026-03-04' as day, count(*) as count, now() as at, ${jsonb([1, { a: 'b' }])} as doc, gen_random_uuid() as id`.execute(
      server.db,
    );
    const row = result.rows[0];
    expect(row.day).toBe('2026-03-04');
    expect(row.count).toBe(1);
    expect(row.at).toBeInstanceOf(Date);
    expect(row.doc).toEqual([1, { a: 'b' }]);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('maps a row to _id, createdAt, updatedAt', async () => {
    const { id } = await server.createAdmin('viewer');
    const row = await server.db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const meta = recordMeta(row);
    expect(meta._id).toBe(id);
    expect(meta.createdAt).toBe(row.created_at.toISOString());
    expect(meta.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps emails unique case-insensitively', async () => {
    await server.createAdmin('viewer', 'same@example.com');
    const error = await server.db
      .insertInto('admins')
      .values({ f_name: 'A', l_name: 'B', email: 'SAME@example.com', password_hash: 'x', role: 'viewer', pfp: null })
      .execute()
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('keeps overlapping transactions apart (PGlite is one connection behind a lock)', async () => {
    await sql`create table counter_probe (id int primary key, value int not null)`.execute(server.db);
    await sql`insert into counter_probe values (1, 0)`.execute(server.db);
    const increment = () =>
      server.db.transaction().execute(async (tx) => {
        const { rows } = await sql<{ value: number }>`select value from counter_probe where id = 1 for update`.execute(
          tx,
        );
        await new Promise((wait) => setTimeout(wait, 5));
        await sql`update counter_probe set value = ${rows[0].value + 1} where id = 1`.execute(tx);
      });
    const failing = server.db.transaction().execute(async (tx) => {
      await sql`update counter_probe set value = value + 1000 where id = 1`.execute(tx);
      throw new Error('roll me back');
    });
    await Promise.all([...Array.from({ length: 8 }, increment), failing.catch(() => undefined)]);
    const { rows } = await sql<{ value: number }>`select value from counter_probe where id = 1`.execute(server.db);
    expect(rows[0].value).toBe(8);
  });
});

/** The migrations released before modules carried their own (dd1dbf3): a database records these names. */
const RELEASED = [
  '001-core',
  '200-companies',
  '210-reviews',
  '220-faqs',
  '300-collected-data',
  '310-collected-search',
  '400-articles',
  '410-legal-pages',
  '500-pricing',
  '510-seo',
  '520-jobs',
  '600-sections',
  '620-about-cards',
  '700-countries',
  '710-podcasts',
];

// Each test migrates a new PGlite database from nothing (about 6 s of CPU, whichever TEST_DB): at load 20 on the
// 2-core machine that outlasted the 30 s default.
describe('upgrading a database made by an older version', { timeout: 120_000 }, () => {
  it('keeps every released migration under its recorded name, so a database migrated before runs none of them again', async () => {
    const { Migrator } = await import('kysely');
    const { openDatabase } = await import('../../packages/server/src/database');
    const { migrateToLatest } = await import('../../packages/server/src/db/migrate');
    const { migrations } = await import('../../packages/server/src/migrations');
    expect(Object.keys(migrations)).toEqual(expect.arrayContaining(RELEASED));
    const opened = await openDatabase({ migrate: false });
    try {
      // An older database: exactly the released migrations ran, under the names it recorded then.
      await new Migrator({
        db: opened.db,
        provider: { getMigrations: async () => Object.fromEntries(RELEASED.map((name) => [name, migrations[name]])) },
      }).migrateToLatest();
      await sql`insert into faqs (question, answer, row) values ('Kept?', 'Yes', 1)`.execute(opened.db);
      const ran = await migrateToLatest(opened.db, migrations);
      expect(ran).toEqual(
        Object.keys(migrations)
          .filter((name) => !RELEASED.includes(name))
          .sort(),
      );
      const kept = await sql<{ question: string }>`select question from faqs`.execute(opened.db);
      expect(kept.rows.map((row) => row.question)).toEqual(['Kept?']);
    } finally {
      await opened.close();
    }
  });

  it('runs a new migration that sorts before ones already run (PGlite, in memory)', async () => {
    const { Migrator } = await import('kysely');
    const { openDatabase } = await import('../../packages/server/src/database');
    const { migrateToLatest } = await import('../../packages/server/src/db/migrate');
    const { migrations } = await import('../../packages/server/src/migrations');
    const names = Object.keys(migrations).sort();
    const older = Object.fromEntries(
      names.filter((name) => name !== '400-articles').map((name) => [name, migrations[name]]),
    );
    const opened = await openDatabase({ migrate: false });
    try {
      // An "old" database: every migration but 400-articles ran, in order, before 400-articles existed.
      await new Migrator({ db: opened.db, provider: { getMigrations: async () => older } }).migrateToLatest();
      await migrateToLatest(opened.db, migrations);
      const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(opened.db);
      expect(ran.rows.map((row) => row.name)).toEqual(names);
    } finally {
      await opened.close();
    }
  });
});
