import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for Redis before serving anyway (with per-process limits until it connects). */
const CONNECT_WAIT_MS = 3000;

/**
 * The Redis connection shared limits are counted in (REDIS_URL). Tuned to fail fast rather than queue:
 * a request never waits for a Redis that is away (the limits then count per process), and the client
 * keeps reconnecting in the background, so shared counting resumes by itself when Redis returns.
 * Each outage is logged once, and so is the recovery.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  const wentDown = (error?: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unreachable: rate limits are counted per process until it returns');
  };
  redis.on('error', wentDown);
  redis.on('close', () => wentDown());
  redis.on('ready', () => {
    if (down) log.info('Redis is reachable again: rate limits are shared again');
    down = false;
  });

  await Promise.race([
    once(redis, 'ready'),
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ]).catch(() => {});
  return redis;
}

/** Ends the connection without waiting for a Redis that is away. */
export async function disconnectRedis(redis: Redis): Promise<void> {
  // Our own goodbye is not an outage.
  redis.removeAllListeners('close');
  redis.removeAllListeners('error');
  redis.on('error', () => {});
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
