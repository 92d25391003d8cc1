import { sql, type Kysely } from 'kysely';
import { rawAccessOf } from './raw-access';

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock named `name` (hashed by hashtext), so
 * servers starting at once on one database take turns at DDL (migrations, the job engine's schema and queues).
 * The lock lives on a connection of its own, held for the run, so `work` may use the pool's others; a process
 * that dies mid-way frees it with its connection. PGlite is one process with one connection: `work` just runs.
 */
export async function withAdvisoryLock<T>(db: Kysely<any>, name: string, work: () => Promise<T>): Promise<T> {
  if (rawAccessOf(db)?.kind === 'pglite') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
