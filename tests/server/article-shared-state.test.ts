import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { migrations } from '../../packages/server/src/migrations';
import { openDatabase } from '../../packages/server/src/database';
import { onPostgres, POSTGRES_URL, TEST_DB } from './helpers';

describe('migration 402-article-shared-state', () => {
  // Migrating a whole database in memory takes seconds on a busy machine.
  it(
    'keeps every article and its state: published, draft, scheduled later, scheduled and come due',
    { timeout: 180_000 },
    async () => {
      const schema = `articles_${process.pid}_${randomBytes(4).toString('hex')}`;
      const opened =
        TEST_DB === 'postgres'
          ? await openDatabase({ url: POSTGRES_URL, schema, migrate: false })
          : await openDatabase({ migrate: false });
      try {
        // A database from before the shared drafts, with articles in each of the old states.
        const before = Object.fromEntries(
          Object.keys(migrations)
            .filter((name) => name !== '402-article-shared-state')
            .map((name) => [name, migrations[name]]),
        );
        await new Migrator({
          db: opened.db,
          provider: { getMigrations: async () => before },
          allowUnorderedMigrations: true,
          ...(TEST_DB === 'postgres' ? { migrationTableSchema: schema } : {}),
        }).migrateToLatest();
        const later = new Date(Date.now() + 86_400_000);
        const values = (slug: string, status: string, publishAt: Date | null) =>
          sql`(${'blog'}, 'Sub', ${slug}, 'Amina', '2026-01-01', 5, 'About', 'Shipping', '<p>Body</p>', ${slug}, 'Meta', ${status}, ${publishAt})`;
        await sql`insert into articles (kind, subtitle, title, creator, date, read_time, description, category, content, slug, meta_description, status, publish_at) values
        ${sql.join([values('live', 'published', null), values('unfinished', 'draft', null), values('coming', 'scheduled', later), values('came', 'scheduled', new Date(Date.now() - 60_000))])}`.execute(
          opened.db,
        );
        await migrateToLatest(opened.db, migrations, TEST_DB === 'postgres' ? schema : undefined);
        const rows = await sql<{
          slug: string;
          published: boolean;
          draft: unknown;
          publish_at: Date | string | null;
          title: string;
        }>`
        select slug, published, draft, publish_at, title from articles order by slug`.execute(opened.db);
        const byStatus = rows.rows.map((row) => ({
          slug: row.slug,
          published: row.published,
          draft: row.draft,
          publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
          title: row.title,
        }));
        expect(byStatus).toEqual([
          { slug: 'came', published: true, draft: null, publishAt: null, title: 'came' },
          { slug: 'coming', published: false, draft: null, publishAt: later.toISOString(), title: 'coming' },
          { slug: 'live', published: true, draft: null, publishAt: null, title: 'live' },
          { slug: 'unfinished', published: false, draft: null, publishAt: null, title: 'unfinished' },
        ]);
        const columns = await sql<{
          column_name: string;
        }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'articles' and column_name = 'status'`.execute(
          opened.db,
        );
        expect(columns.rows).toEqual([]);
      } finally {
        await opened.close();
        if (TEST_DB === 'postgres')
          await onPostgres((client) => client.query(`drop schema if exists ${schema} cascade`));
      }
    },
  );
});
