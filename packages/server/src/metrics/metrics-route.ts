import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metricsText, metricsRegistry } from './metrics';

export const METRICS_PATH = '/metrics';

/** Both sides hashed first: equal lengths for timingSafeEqual, and the token's length is not given away either. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer +(\S+) *$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * GET /metrics for Prometheus: answered only to `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise), and
 * absent (404, like any unknown address) while METRICS_TOKEN is unset. It lives outside /api: no session, no
 * rate limit, not in the OpenAPI document.
 */
export function metricsRoute(app: FastifyInstance, token: string | null): void {
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const given = bearerToken(request);
    if (!given || !sameToken(given, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)');
    }
    return reply.type(metricsRegistry.contentType).send(await metricsText());
  });
}
