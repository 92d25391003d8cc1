import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The content kind of a public content route: picks its CONTENT_CACHE_SECONDS. */
    contentKind?: string;
  }
}

/** Seconds a stale answer may still be served while a CDN or browser revalidates it, per second of freshness. */
const STALE_FACTOR = 10;

/** `Cache-Control` of a kind: fresh for n seconds in browsers and CDNs, then served stale while revalidating. */
export function cacheControl(seconds: number): string {
  if (seconds <= 0) return 'public, no-cache';
  return `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds * STALE_FACTOR}`;
}

/** Strong ETag: a hash of the exact bytes (so it changes when anything in the answer does, e.g. a schedule coming due). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match holds this ETag (or `*`); weak forms compare equal, as RFC 9110 says for GET. */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The newest of some timestamps as the answer's Last-Modified (a scheduled article counts from its time).
 * Routes call it with what their answer was read from; an empty answer has none.
 */
export function setLastModified(reply: FastifyReply, times: Array<Date | string | null | undefined>): void {
  let newest = 0;
  for (const time of times) if (time) newest = Math.max(newest, new Date(time).getTime());
  if (newest > 0) reply.header('last-modified', new Date(Math.min(newest, Date.now())).toUTCString());
}

/**
 * Makes every content answer cacheable by a CDN: for a 200, a strong ETag of its bytes, Cache-Control of its
 * kind and, when the request revalidates with a matching If-None-Match, a 304 with no body. Last-Modified is
 * informative only: a list loses a deleted row without any remaining row changing, so a date cannot prove an
 * answer unchanged (If-Modified-Since alone is answered in full; RFC 9110 lets a server ignore it). Refusals
 * are never cached.
 */
export function installContentCaching(app: FastifyInstance, secondsOf: (kind: string) => number): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl(secondsOf(request.routeOptions.config.contentKind ?? 'default')));
    const ifNoneMatch = request.headers['if-none-match'];
    if (!ifNoneMatch || !matches(ifNoneMatch, etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  });
}
