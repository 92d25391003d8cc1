import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationLockName } from '../../packages/server/src/db/migrate';
import { migrations } from '../../packages/server/src/migrations';
import { openDatabase } from '../../packages/server/src/database';
import { defineJob } from '../../packages/server/src/jobs/job-definition';
import { JobQueue } from '../../packages/server/src/jobs/job-queue';
import { onPostgres, POSTGRES_URL } from './helpers';

/** Several server processes starting at once on one PostgreSQL (PostgreSQL only: see vitest.config.ts). */

describe('migrations under a lock', () => {
  it('three openings at once on a fresh schema all succeed and run each migration once', async () => {
    const schema = `lock_${randomBytes(4).toString('hex')}`;
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: POSTGRES_URL, schema })));
    try {
      const ran = await opened[0].db
        .selectFrom(`${schema}.kysely_migration` as never)
        .select('name' as never)
        .execute();
      expect(ran.map((row) => (row as { name: string }).name).sort()).toEqual(Object.keys(migrations).sort());
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await dropSchema(schema);
    }
  });

  it('waits while another process holds the migration lock, then migrates', async () => {
    const schema = `lock_${randomBytes(4).toString('hex')}`;
    const holder = new pg.Client({ connectionString: POSTGRES_URL });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [migrationLockName(schema)]);
      let done = false;
      const opening = openDatabase({ url: POSTGRES_URL, schema }).then((database) => ((done = true), database));
      await new Promise((wait) => setTimeout(wait, 1000));
      expect(done).toBe(false);
      await holder.query('select pg_advisory_unlock(hashtext($1))', [migrationLockName(schema)]);
      const database = await opening;
      expect(await database.db.selectFrom('admins').select('id').execute()).toEqual([]);
      await database.close();
    } finally {
      await holder.end();
      await dropSchema(schema);
    }
  });

  it('migrates while other schemas of the database are being dropped (introspection reads only its own schema)', async () => {
    const schema = `lock_${randomBytes(4).toString('hex')}`;
    const others = Array.from({ length: 12 }, () => `gone_${randomBytes(4).toString('hex')}`);
    await onPostgres(async (client) => {
      for (const other of others) await client.query(`create schema ${other}; create table ${other}.t (id int)`);
    });
    // Other test files drop their schemas at any moment; a migration must never trip over one of them.
    const dropping = Promise.all(others.map((other) => dropSchema(other)));
    const database = await openDatabase({ url: POSTGRES_URL, schema });
    try {
      await dropping;
      const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['admins', 'kysely_migration', 'kysely_migration_lock']),
      );
      expect(tables.find((table) => table.name === 'admins')?.columns.map((column) => column.name)).toContain('email');
    } finally {
      await database.close();
      await dropSchema(schema);
    }
  });

  it('four processes starting their job queues at once on a fresh schema each create them once, without deadlock', async () => {
    const schema = `lock_${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ url: POSTGRES_URL, schema });
    const quietLog = { warn: () => {} } as never;
    const definitions = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((queue) =>
      defineJob({ queue, retries: 1, retryDelaySeconds: 1, expireInSeconds: 60, run: async () => {} }),
    );
    const queues = [1, 2, 3, 4].map(
      () => new JobQueue(database.db, quietLog, { pollingSeconds: 1, maintenanceSeconds: 60, dailyDelaySeconds: 0 }),
    );
    try {
      // pg-boss's create_queue attaches a partition without a lock: at once, two creators of one queue deadlock.
      await Promise.all(queues.map((queue) => queue.start(definitions)));
      const created = await onPostgres((client) => client.query(`select name from ${schema}_jobs.queue order by name`));
      expect(created.rows.map((row: { name: string }) => row.name)).toEqual([
        'alpha',
        'beta',
        'delta',
        'epsilon',
        'gamma',
      ]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop(1000)));
      await database.close();
      await dropSchema(schema);
      await dropSchema(`${schema}_jobs`);
    }
  });
});

function dropSchema(schema: string) {
  return onPostgres((client) => client.query(`drop schema if exists ${schema} cascade`));
}
