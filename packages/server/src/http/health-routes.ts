import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';

const PROBE_TIMEOUT_MS = 3000;

type State = 'up' | 'down';

/**
 * For a load balancer, without a session and never rate limited: `/healthz` says the process answers;
 * `/readyz` says whether the database, the file storage and Redis (when REDIS_URL is set) are reachable,
 * 503 naming the part that is down. Nothing else is told (no addresses, versions or error texts); the
 * reason is in the server log.
 */
export function healthRoutes(
  app: FastifyInstance,
  parts: { db: Kysely<Database>; storage: Storage; redis: Redis | null },
): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const probe = async (part: string, check: () => Promise<unknown>): Promise<State> => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise(
            (_, reject) =>
              (timer = setTimeout(() => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)),
          ),
        ]);
        return 'up';
      } catch (error) {
        request.log.warn({ err: error }, `Readiness: the ${part} is down`);
        return 'down';
      } finally {
        clearTimeout(timer);
      }
    };
    const { redis } = parts;
    const [database, storage, redisState] = await Promise.all([
      probe('database', () => sql`select 1`.execute(parts.db)),
      probe('file storage', () => parts.storage.check()),
      redis ? probe('Redis', () => redis.ping()) : Promise.resolve('not used' as const),
    ]);
    const ready = database === 'up' && storage === 'up' && redisState !== 'down';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unready', database, storage, redis: redisState });
  });
}
