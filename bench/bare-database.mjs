// The bare baselines' database: pg with DATABASE_URL, else PGlite on DATA_DIR/db; nothing but the driver.
import { join } from 'node:path';

export async function connectBareDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create({ dataDir: join(process.env.DATA_DIR, 'db'), extensions: { pg_trgm } });
  return { query: async (text, params) => (await pglite.query(text, params)).rows, close: () => pglite.close() };
}
