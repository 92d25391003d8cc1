// The content bench's bare baseline: Fastify plus the database driver, nothing else. GET /<scenario> replays
// the SQL the project ran for that request (BENCH_STATEMENTS, captured by bench/content.ts) and answers the
// rows as JSON with a strong ETag (a hash of the bytes) and a 304 when If-None-Match matches: the least a
// cacheable JSON endpoint can do. Plain JavaScript run by node.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';

const statements = JSON.parse(readFileSync(process.env.BENCH_STATEMENTS, 'utf8'));

async function connect() {
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

const db = await connect();
const app = Fastify();

for (const [name, list] of Object.entries(statements)) {
  app.get(`/${name}`, async (request, reply) => {
    const results = await Promise.all(list.map((statement) => db.query(statement.sql, statement.parameters)));
    const body = JSON.stringify({ success: true, data: results });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=60');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json').send(body);
  });
}

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
