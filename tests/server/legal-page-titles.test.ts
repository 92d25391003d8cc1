import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { migrations } from '../../packages/server/src/migrations';
import { openDatabase } from '../../packages/server/src/database';
import { startContentServer, type ContentServer } from './content-server';
import { onPostgres, POSTGRES_URL, TEST_DB } from './helpers';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

async function call(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await server.app.inject({ method, url: `/api${url}`, payload });
  return { status: response.statusCode, body: response.json() };
}

describe('legal page titles are unique (the standard pages cannot be seeded twice)', () => {
  it('refuses a second page with a title in use, in any case, on add and on edit: 409 naming the title', async () => {
    const first = await call('POST', '/guides/add', { title: 'Refund Policy' });
    expect(first.status).toBe(201);
    const again = await call('POST', '/guides/add', { title: 'refund policy' });
    expect([again.status, again.body]).toEqual([
      409,
      { success: false, message: 'Another legal page already has this title', field: 'title' },
    ]);
    const other = await call('POST', '/guides/add', { title: 'Shipping Policy' });
    const renamed = await call('PUT', `/guides/edit/${other.body.data._id}`, {
      title: 'REFUND POLICY',
      content: '<p>Refunds</p>',
    });
    expect([renamed.status, renamed.body.field]).toEqual([409, 'title']);
  });

  // Migrating a whole database in memory takes seconds on a busy machine.
  it(
    'the migration keeps, of pages a race seeded twice, the most recently updated one (its edits)',
    { timeout: 120_000 },
    async () => {
      const schema = `legal_${process.pid}_${randomBytes(4).toString('hex')}`;
      const opened =
        TEST_DB === 'postgres'
          ? await openDatabase({ url: POSTGRES_URL, schema, migrate: false })
          : await openDatabase({ migrate: false });
      try {
        // A database from before the unique titles, where three starts each seeded the pages.
        const before = Object.fromEntries(
          Object.keys(migrations)
            .filter((name) => name !== '412-legal-page-unique-titles')
            .map((name) => [name, migrations[name]]),
        );
        await new Migrator({
          db: opened.db,
          provider: { getMigrations: async () => before },
          allowUnorderedMigrations: true,
          ...(TEST_DB === 'postgres' ? { migrationTableSchema: schema } : {}),
        }).migrateToLatest();
        await sql`insert into legal_pages (title, content, updated_at) values
        ('Privacy Policy', '', now() - interval '2 days'), ('Privacy Policy', '<p>Edited</p>', now() - interval '1 day'), ('Privacy Policy', '', now() - interval '3 days'),
        ('Terms of Service', '', now()), ('Terms of Service', '', now() - interval '1 hour')`.execute(opened.db);
        await migrateToLatest(opened.db, migrations, TEST_DB === 'postgres' ? schema : undefined);
        const kept = await sql<{
          title: string;
          content: string;
        }>`select title, content from legal_pages order by title`.execute(opened.db);
        expect(kept.rows).toEqual([
          { title: 'Privacy Policy', content: '<p>Edited</p>' },
          { title: 'Terms of Service', content: '' },
        ]);
      } finally {
        await opened.close();
        if (TEST_DB === 'postgres')
          await onPostgres((client) => client.query(`drop schema if exists ${schema} cascade`));
      }
    },
  );
});
