import type { FastifyRequest } from 'fastify';
import { PUBLIC_URL_PREFIX, type Storage } from '../../storage/storage';

/** Turns a stored `/uploads/...` address into one a page on another origin can use; other values pass as they are. */
export type MediaUrl = (url: string) => string;

/**
 * Media addresses for one request: the bucket's public address when the storage has one (S3_PUBLIC_URL),
 * else this server's own origin as the request reached it (behind a proxy, with TRUST_PROXY, its
 * X-Forwarded-Proto and host), so `<img src>` works from the marketing site's origin.
 */
export function mediaUrlsFor(request: FastifyRequest, storage: Storage): MediaUrl {
  // Without a Host header (HTTP/1.0) the address stays root-relative, which still works behind the same origin.
  const origin = request.host ? `${request.protocol}://${request.host}` : '';
  return (url) => {
    if (!url || !url.startsWith(PUBLIC_URL_PREFIX)) return url;
    return storage.directUrl(url) ?? `${origin}${url}`;
  };
}

/** Every `/uploads/...` string inside a JSON value (a section's body: its image, its cards' images...), made absolute. */
export function absoluteMediaIn(value: unknown, media: MediaUrl): unknown {
  if (typeof value === 'string') return media(value);
  if (Array.isArray(value)) return value.map((item) => absoluteMediaIn(item, media));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteMediaIn(item, media)]));
  }
  return value;
}

/** `src="/uploads/..."` and `href="/uploads/..."` inside rich text, made absolute. */
export function absoluteMediaInHtml(html: string, media: MediaUrl): string {
  return html.replace(/\b(src|href)=(["'])(\/uploads\/[^"']*)\2/g, (_all, attribute: string, quote: string, url: string) => `${attribute}=${quote}${media(url)}${quote}`);
}
