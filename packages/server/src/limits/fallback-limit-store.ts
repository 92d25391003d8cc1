import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The shape @fastify/rate-limit expects of a store (its LocalStore and RedisStore have it). */
type CounterStore = FastifyRateLimitStore;
type Callback = Parameters<CounterStore['incr']>[1];

/** What the plugin hands a store: the limit's merged options, which include limitRequests' `name`. */
interface LimitParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** The limit's name (see limitRequests): its counters are kept apart from every other limit's. */
  name?: string;
}

// The plugin's own two stores; they ship as CommonJS without types.
const require = createRequire(import.meta.url);
const LocalStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => CounterStore = require('@fastify/rate-limit/store/LocalStore.js');
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => CounterStore = require('@fastify/rate-limit/store/RedisStore.js');

/** A failed Redis count is logged at most this often (the connection logs the outage itself). */
const WARN_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in Redis (the plugin's RedisStore, so every process shares
 * the counters) while Redis answers, and in this process's memory (the plugin's LocalStore) while it
 * does not: a Redis outage never refuses or fails a request, limits just become per process.
 * Without Redis it is simply the LocalStore.
 */
export function fallbackLimitStore(options: {
  redis: Redis | null;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): FastifyRateLimitStoreCtor {
  const { redis, keyPrefix, log } = options;
  let lastWarning = 0;

  return class FallbackLimitStore implements CounterStore {
    private readonly local: CounterStore;
    private readonly shared: CounterStore | null;

    constructor(params: object, name = 'default') {
      const { continueExceeding = false, exponentialBackoff = false } = params as LimitParams;
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
      this.shared = redis
        ? new RedisStore(continueExceeding, exponentialBackoff, redis, `${keyPrefix}limit:${name}:`)
        : null;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const countHere = () => this.local.incr(key, callback, timeWindow, max);
      if (!this.shared || redis!.status !== 'ready') return countHere();
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          if (Date.now() - lastWarning > WARN_EVERY_MS) {
            lastWarning = Date.now();
            log.warn({ err: error }, 'A shared rate-limit count failed in Redis; counting in this process');
          }
          countHere();
        },
        timeWindow,
        max,
      );
    }

    child(params: object): CounterStore {
      return new FallbackLimitStore(params, (params as LimitParams).name);
    }
  };
}
