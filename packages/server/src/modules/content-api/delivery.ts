import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PREVIEW_HEADER } from '../../content-state/delivery';
import { AnswerValidators, type SentAnswer } from './answer-validators';
import { compressAnswer, contentEncodingFor } from './compression';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The content kind of a public content route: picks its CONTENT_CACHE_SECONDS. */
    contentKind?: string;
  }
  interface FastifyRequest {
    /** The content answer's key among the kept ETags, and the generation it is read in (answer-validators.ts). */
    contentAnswer?: { key: string; ticket: number };
    /** Answered 304 from a kept ETag, before the route read anything. */
    contentRevalidated?: boolean;
  }
}

/** The headers of a 200 that its 304 repeats (RFC 9110: those it would have sent that describe the answer). */
const REPEATED_HEADERS = ['etag', 'cache-control', 'content-language', 'last-modified', 'vary'];

/** One kept-ETag map per database, shared by the scopes that deliver content (the content API, plugin types). */
const validatorsOfDatabase = new WeakMap<object, { validators: AnswerValidators; users: number }>();

function validatorsFor(app: FastifyInstance, db: Kysely<Database>): AnswerValidators {
  let shared = validatorsOfDatabase.get(db);
  if (!shared) {
    shared = { validators: new AnswerValidators(db), users: 0 };
    shared.validators.start();
    validatorsOfDatabase.set(db, shared);
  }
  shared.users += 1;
  const kept = shared;
  app.addHook('onClose', async () => {
    kept.users -= 1;
    if (kept.users > 0) return;
    validatorsOfDatabase.delete(db);
    await kept.validators.stop();
  });
  return kept.validators;
}

/** Adds each name of `value` to the answer's Vary that it does not hold yet. */
function addVary(reply: FastifyReply, value: string): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  const missing = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !names.includes(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [vary, ...missing].filter(Boolean).join(', '));
}

/** Seconds a stale answer may still be served while a CDN or browser revalidates it, per second of freshness. */
const STALE_FACTOR = 10;

/** `Cache-Control` of a kind: fresh for n seconds in browsers and CDNs, then served stale while revalidating. */
export function cacheControl(seconds: number): string {
  if (seconds <= 0) return 'public, no-cache';
  return `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds * STALE_FACTOR}`;
}

/**
 * Strong ETag: a hash of the exact bytes (so it changes when anything in the answer does, e.g. a schedule
 * coming due). A compressed answer is other bytes, so its tag names the encoding too (`"<hash>-br"`): a cache
 * holding one encoding never has it confirmed by a 304 meant for another.
 */
export function etagOf(body: string | Buffer, encoding: string | null = null): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}${encoding ? `-${encoding}` : ''}"`;
}

/** Adds `Accept-Encoding` to the answer's Vary (CORS may already have put `Origin` there). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
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
 * Makes every content answer cacheable by a CDN and small on the wire: for a 200, its `Content-Language` (the
 * default locale unless the route chose another), the body compressed as the
 * request accepts (brotli, else gzip; `Vary: Accept-Encoding`), a strong ETag of those bytes' source and
 * encoding, Cache-Control of its kind and, when the request revalidates with a matching If-None-Match, a 304
 * with no body (nothing is compressed then). Last-Modified is informative only: a list loses a deleted row
 * without any remaining row changing, so a date cannot prove an answer unchanged (If-Modified-Since alone is
 * answered in full; RFC 9110 lets a server ignore it). Refusals are never cached.
 */
export function installContentCaching(
  app: FastifyInstance,
  secondsOf: (kind: string) => number,
  defaultLocale = 'en',
  revalidation?: {
    db: Kysely<Database>;
    /** What else an answer depends on, as a string that changes with it (the plugin config's revision). */
    context(): string;
  },
): void {
  const validators = revalidation ? validatorsFor(app, revalidation.db) : null;
  // A revalidation answered from the kept ETags: after the plugin gate, the rate limit and the query's checks
  // (a 404 or a 400 is never confirmed by a 304), before the route reads anything. A preview is never kept.
  if (validators)
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || request.headers[PREVIEW_HEADER] !== undefined) return;
      const key = [
        request.url,
        request.headers['accept-encoding'] ?? '',
        request.headers['accept-language'] ?? '',
        revalidation!.context(),
      ].join('\n');
      request.contentAnswer = { key, ticket: validators.ticket() };
      const ifNoneMatch = request.headers['if-none-match'];
      if (!ifNoneMatch) return;
      const kept = await validators.find(key);
      if (!kept || !matches(ifNoneMatch, kept.etag)) return;
      for (const [name, value] of Object.entries(kept.headers))
        if (name === 'vary') addVary(reply, value);
        else reply.header(name, value);
      request.contentRevalidated = true;
      await reply.code(304).send('');
      return reply;
    });

  /** Keeps the answer's ETag and describing headers for the next revalidation of the same request. */
  const keep = (request: FastifyRequest, reply: FastifyReply, etag: string) => {
    if (!validators || !request.contentAnswer || request.contentPreview) return;
    const headers: SentAnswer['headers'] = {};
    for (const name of REPEATED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    validators.put(request.contentAnswer.key, request.contentAnswer.ticket, { etag, headers });
  };

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.contentRevalidated) return payload;
    if (reply.statusCode !== 200) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    // Drafts shown to a preview token are for that editor only: never stored by a CDN or a browser.
    if (request.contentPreview) {
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const encoding = contentEncodingFor(request.headers['accept-encoding'], body.length);
    // A translated answer's tag names its language too: the same bytes (all fallbacks) in two languages are two answers.
    const language = String(reply.getHeader('content-language') ?? defaultLocale);
    if (!reply.hasHeader('content-language')) reply.header('content-language', defaultLocale);
    const etag = etagOf(
      language === defaultLocale ? body : Buffer.concat([body, Buffer.from(`\n${language}`)]),
      encoding,
    );
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl(secondsOf(request.routeOptions.config.contentKind ?? 'default')));
    varyOnEncoding(reply);
    keep(request, reply, etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-type');
      return '';
    }
    if (!encoding) return payload;
    const compressed = await compressAnswer(body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
