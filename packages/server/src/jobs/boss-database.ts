import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { rawAccessOf } from '../db/raw-access';
import type { Database } from '../db/schema';

/** What pg-boss runs its SQL through (its `db` option): one statement with values, or a script without. */
export interface BossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The app's database as pg-boss sees it, until `close()`: from then on its statements do nothing. */
export interface ClosableBossDatabase extends BossDatabase {
  close(): void;
}

/**
 * After the job system stopped, pg-boss may still finish a step (it completes an attempt without awaiting it)
 * while the app closes the database: such a late statement is dropped (the attempt was already handed back).
 */
export function closable(database: BossDatabase): ClosableBossDatabase {
  let closed = false;
  return {
    executeSql: async (text, values) => (closed ? { rows: [] } : database.executeSql(text, values)),
    close: () => void (closed = true),
  };
}

/**
 * The app's database as pg-boss's `db`. On PostgreSQL its statements go to the app's pool; on PGlite they take
 * the turn on the one connection kysely's dialect serialises (src/db/pglite-dialect.ts), so a job query never
 * slips into a transaction, and a script (pg-boss's `BEGIN; ...; COMMIT;` maintenance) runs with `exec`, the
 * simple protocol. Either way they bypass kysely's query log: the engine's polling is not the app's SQL.
 */
export function bossDatabase(db: Kysely<Database>): BossDatabase {
  const raw = rawAccessOf(db);
  if (raw?.kind === 'postgres') {
    return { executeSql: async (text, values) => raw.pool.query(text, values) };
  }
  if (raw?.kind === 'pglite') {
    const { pglite } = raw;
    return {
      executeSql: (text, values) =>
        db.connection().execute(async () => {
          if (values && values.length > 0) return pglite.query(text, values);
          const results = await pglite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }),
    };
  }
  return {
    executeSql: async (text, values) => ({ rows: (await db.executeQuery(CompiledQuery.raw(text, values ?? []))).rows }),
  };
}

/**
 * A write's transaction as pg-boss's `db`: a job sent through it is inserted in the transaction, so it exists
 * if and only if the write commits (an outbox). Only single statements with values go through here (send).
 */
export function transactionDatabase(tx: Transaction<Database>): BossDatabase {
  return {
    executeSql: async (text, values) => ({ rows: (await tx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows }),
  };
}
