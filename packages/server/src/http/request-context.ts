import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request a piece of work runs for, without passing it down every call: the write seam's subscribers
 * (the activity log) read who writes and from where, and an update reads its If-Match. Entered on onRequest
 * with `run(store, done)`, so the whole lifecycle after it (guard, handler, hooks) sees it.
 *
 * Only requests that may write enter it (not GET, HEAD or OPTIONS: reads never write), and the storage is
 * switched off whenever none of them is being served. While it is on, Node runs a hook on every promise the
 * process makes (~10 µs and 3 kB of garbage per list request); switched off, reads cost nothing. It switches
 * on again with the next write, and a write's own work always runs with it on: its count is only given back
 * once its answer has been sent (onResponse).
 */
const storage = new AsyncLocalStorage<FastifyRequest>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The writes being served: those counted on onRequest and not yet answered. */
const writesInFlight = new WeakSet<FastifyRequest>();
let writesCount = 0;

export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    writesInFlight.add(request);
    writesCount += 1;
    storage.run(request, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    // A write aborted before its answer never gets here: the storage then stays on (slower reads, never wrong).
    if (writesInFlight.delete(request)) {
      writesCount -= 1;
      if (writesCount === 0) storage.disable();
    }
    done();
  });
}

/** The request being served, or null outside one (a seed, a timer) or in a read. */
export function currentRequest(): FastifyRequest | null {
  return storage.getStore() ?? null;
}
