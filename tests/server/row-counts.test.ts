import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { shardedRowCountsMigration } from '../../packages/server/src/db/migrations/970-sharded-row-counts';
import { readRowCount, ROW_COUNT_SHARDS } from '../../packages/server/src/db/row-counts';
import { TEST_DB } from './helpers';
import { serverForFile } from './support/server-for-file';

/**
 * The maintained row counts are sharded (db/row-counts.ts): the activity log's count no longer sits in one
 * row every write locks until it commits. The counts stay exact on both engines; on PostgreSQL, two writers
 * on different connections no longer wait for each other.
 */
const file = serverForFile(['admin']);

const counted = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(file.server.db)).rows[0].n);

describe('sharded row counts', () => {
  it('stay exact through intake, deletes and the activity of every write, and move their version', async () => {
    const before = (await readRowCount(file.server.db, 'activity'))!;
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      const response = await file.server.app.inject({
        method: 'POST',
        url: '/api/public/newsletter',
        payload: { email },
      });
      expect(response.statusCode).toBe(201);
    }
    const list = (
      await file.server.app.inject({
        method: 'GET',
        url: '/api/getAllNewsLetter',
        headers: { cookie: file.cookies.admin },
      })
    ).json();
    expect(list.data.total).toBe(3);
    const removed = await file.server.app.inject({
      method: 'DELETE',
      url: `/api/deleteNewsLetter/${list.data.data[0]._id}`,
      headers: { cookie: file.cookies.admin },
    });
    expect(removed.statusCode).toBe(200);

    expect((await readRowCount(file.server.db, 'newsletter_subscribers'))!.count).toBe(2);
    expect(
      (
        await file.server.app.inject({
          method: 'GET',
          url: '/api/getAllNewsLetter',
          headers: { cookie: file.cookies.admin },
        })
      ).json().data.total,
    ).toBe(2);
    const after = (await readRowCount(file.server.db, 'activity'))!;
    expect(after.count).toBe(await counted('activity'));
    expect(after.count).toBeGreaterThanOrEqual(before.count + 4);
    expect(after.version).toBeGreaterThan(before.version);
    const activity = (
      await file.server.app.inject({ method: 'GET', url: '/api/activity', headers: { cookie: file.cookies.admin } })
    ).json();
    expect(activity.data.total).toBe(after.count);
    // The dashboard's cards read the same counts.
    const dashboard = (
      await file.server.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: file.cookies.admin } })
    ).json();
    expect(dashboard.data.find((card: { key: string }) => card.key.startsWith('newsletter'))?.count).toBe(2);

    // A truncate empties every shard.
    await sql`truncate newsletter_subscribers`.execute(file.server.db);
    expect((await readRowCount(file.server.db, 'newsletter_subscribers'))!.count).toBe(0);
    const shards = await sql<{ n: string }>`select count(*) as n from row_counts where table_name = 'activity'`.execute(
      file.server.db,
    );
    expect(Number(shards.rows[0].n)).toBeLessThanOrEqual(ROW_COUNT_SHARDS);
  });

  it('migration 970 turns the one-row counters of an older database into shards (and back), keeping the counts', async () => {
    const subscribe = async (email: string) =>
      expect(
        (await file.server.app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email } }))
          .statusCode,
      ).toBe(201);
    await file.server.db.transaction().execute((tx) => shardedRowCountsMigration.down!(tx));
    const rows = await sql<{ n: string }>`select count(*) as n from row_counts where table_name = 'activity'`.execute(
      file.server.db,
    );
    expect(Number(rows.rows[0].n)).toBe(1);
    await subscribe('older@example.com');
    expect((await readRowCount(file.server.db, 'activity'))!.count).toBe(await counted('activity'));
    await file.server.db.transaction().execute((tx) => shardedRowCountsMigration.up(tx));
    await subscribe('newer@example.com');
    expect((await readRowCount(file.server.db, 'activity'))!.count).toBe(await counted('activity'));
    expect((await readRowCount(file.server.db, 'newsletter_subscribers'))!.count).toBe(
      await counted('newsletter_subscribers'),
    );
  });

  it.runIf(TEST_DB === 'postgres')(
    'lets a writer on another connection go on while one holds its transaction open',
    async () => {
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(file.server.db)).rows[0]
        .schema;
      const clients: pg.Client[] = [];
      try {
        // Two connections whose writes land on different shards (a shard is picked by the connection's pid).
        let first: pg.Client | undefined;
        let second: pg.Client | undefined;
        while (!second) {
          const client = new pg.Client({ connectionString: file.server.databaseUrl! });
          await client.connect();
          clients.push(client);
          await client.query(`set search_path to ${schema}`);
          const shard = (
            await client.query<{ shard: number }>(`select pg_backend_pid() % ${ROW_COUNT_SHARDS} as shard`)
          ).rows[0].shard;
          if (!first) first = client;
          else if (
            shard !==
            (await first.query<{ shard: number }>(`select pg_backend_pid() % ${ROW_COUNT_SHARDS} as shard`)).rows[0]
              .shard
          )
            second = client;
        }
        const start = (await readRowCount(file.server.db, 'activity'))!.count;
        await first!.query('begin');
        await first!.query(`insert into activity (action, label) values ('export', 'held open')`);
        // With one counter row this insert would wait for the first transaction's commit: here it must not.
        await second.query('begin');
        await second.query(`set local lock_timeout = '2s'`);
        await second.query(`insert into activity (action, label) values ('export', 'not waiting')`);
        await second.query('commit');
        expect((await readRowCount(file.server.db, 'activity'))!.count).toBe(start + 1);
        await first!.query('commit');
        expect((await readRowCount(file.server.db, 'activity'))!.count).toBe(start + 2);
        expect((await readRowCount(file.server.db, 'activity'))!.count).toBe(await counted('activity'));
      } finally {
        for (const client of clients) await client.end();
      }
    },
  );
});
