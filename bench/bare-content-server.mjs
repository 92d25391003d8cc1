// The content bench's bare baseline: Fastify plus the database driver, nothing else. GET /<scenario> replays
// the SQL the project ran for that request (BENCH_STATEMENTS, captured by bench/content.ts) and answers the
// rows as JSON with a strong ETag (a hash of the bytes) and a 304 when If-None-Match matches: the least a
// cacheable JSON endpoint can do. Plain JavaScript run by node.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { connectBareDatabase } from './bare-database.mjs';

const statements = JSON.parse(readFileSync(process.env.BENCH_STATEMENTS, 'utf8'));

const db = await connectBareDatabase();
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
