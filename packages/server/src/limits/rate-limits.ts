import fastifyRateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../http/app-error';
import { clientAddressKey } from './client-address';
import { fallbackLimitStore } from './fallback-limit-store';

/**
 * Registers @fastify/rate-limit once for the whole app, counting in Redis when REDIS_URL is set (shared by
 * every server process) and in memory otherwise or while Redis is away. Routes add limits with limitRequests.
 */
export async function installRateLimits(
  app: FastifyInstance,
  options: { redis: Redis | null; keyPrefix: string },
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: fallbackLimitStore({ ...options, log: app.log }) });
}

export interface RequestLimit {
  /** Names the counters; two limits never share one (e.g. 'sign-in', 'intake:newsletter'). */
  name: string;
  /** Requests allowed per window for one key; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** What is counted; by default the client's address (an IPv6 client by its /64). */
  key?: (request: FastifyRequest) => string;
  /** The 429 answer's message, or one made from the seconds until a retry is allowed. */
  message: string | ((retryAfterSeconds: number) => string);
}

/** "45 seconds", "1 minute", "15 minutes": for messages saying when to retry. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A limit as a route hook: `onRequest: limitRequests(app, {...})` (or `preHandler` when the key needs the
 * parsed body). A route may list several. Over the limit it answers 429 with the message and Retry-After.
 */
export function limitRequests(app: FastifyInstance, limit: RequestLimit) {
  if (limit.max <= 0) return async () => {};
  const options: CreateRateLimitOptions & { name: string } = {
    name: limit.name,
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: limit.key ?? clientAddressKey,
  };
  const count = app.createRateLimit(options);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(429, typeof limit.message === 'string' ? limit.message : limit.message(result.ttlInSeconds));
  };
}
