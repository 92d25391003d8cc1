import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationLockName } from '../../packages/server/src/db/migrate';
import { migrations } from '../../packages/server/src/db/migrations/index';
import { openDatabase } from '../../packages/server/src/db/open-database';
import { onPostgres, POSTGRES_URL } from './helpers';

/** Several server processes starting at once on one PostgreSQL (PostgreSQL only: see vitest.config.ts). */

describe('migrations under a lock', () => {
  it('three openings at once on a fresh schema all succeed and run each migration once', async () => {
    const schema = `lock_${randomBytes(4).toString('hex')}`;
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: POSTGRES_URL, schema })));
    try {
      const ran = await opened[0].db.selectFrom(`${schema}.kysely_migration` as never).select('name' as never).execute();
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
});

function dropSchema(schema: string) {
  return onPostgres((client) => client.query(`drop schema if exists ${schema} cascade`));
}
