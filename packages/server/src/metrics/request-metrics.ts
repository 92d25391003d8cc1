import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from './metrics-route';
import { httpRequestDuration, httpRequests } from './metrics';

/** The route label of requests no route matched (404s, the front end's fallback page): one value, not every address tried. */
const UNMATCHED = 'unmatched';

/**
 * Counts and times every answered request by its route pattern (`/api/admin/faqs/:id`, never the address with
 * its ids), method and status. /metrics itself is left out: scrapes would otherwise be most of the traffic seen.
 * Installed only when metrics are served (METRICS_TOKEN), so a server without them pays nothing here.
 */
export function installRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    if (route !== METRICS_PATH) {
      const labels = { method: request.method, route, status_code: reply.statusCode };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}
