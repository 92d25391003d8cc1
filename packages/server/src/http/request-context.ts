import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request a piece of work runs for, without passing it down every call: the write seam's subscribers
 * (the activity log) read who writes and from where. Entered on onRequest with `run(store, done)`, so the
 * whole lifecycle after it (guard, handler, hooks) sees it.
 */
const storage = new AsyncLocalStorage<FastifyRequest>();

export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => storage.run(request, done));
}

/** The request being served, or null outside one (a seed, a timer). */
export function currentRequest(): FastifyRequest | null {
  return storage.getStore() ?? null;
}
