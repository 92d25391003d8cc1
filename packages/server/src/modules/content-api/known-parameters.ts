import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/** The query parameters a route's schema declares. */
function declaredParameters(request: FastifyRequest): string[] {
  const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.properties ?? {});
}

/**
 * A query parameter a content route does not take is a 400 naming it (and what the route takes), rather than
 * being dropped by the validator: a site asking for `sort`, `locale` or `populate` learns at once that it is
 * not applied, instead of caching an answer it believes sorted or translated.
 */
export function refuseUnknownParameters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const known = declaredParameters(request);
    const unknown = Object.keys(query).filter((name) => !known.includes(name));
    if (unknown.length === 0) return;
    const takes = known.length > 0 ? `this address takes: ${known.join(', ')}` : 'this address takes none';
    throw new AppError(
      400,
      `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name.slice(0, 60)}"`).join(', ')} (${takes})`,
    );
  });
}
