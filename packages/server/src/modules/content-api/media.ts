import { PUBLIC_URL_PREFIX, type Storage } from '../../storage/storage';

/** Turns a stored `/uploads/...` address into one a page on another origin can use; other values pass as they are. */
export type MediaUrl = (url: string) => string;

/**
 * Media addresses for the public content API: the bucket's public address when the storage has one
 * (S3_PUBLIC_URL), else PUBLIC_URL's origin, else left root-relative. Never the request's Host or
 * X-Forwarded-Host: these answers are cached by CDNs for every visitor, so one request's headers must not
 * choose where everybody's images come from.
 */
export function mediaUrls(storage: Storage, publicUrl: string | null): MediaUrl {
  const origin = publicUrl ?? '';
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
  return html.replace(
    /\b(src|href)=(["'])(\/uploads\/[^"']*)\2/g,
    (_all, attribute: string, quote: string, url: string) => `${attribute}=${quote}${media(url)}${quote}`,
  );
}

/** Every distinct stored `/uploads/...` address inside a JSON value (a section's body), in the order found. */
export function storedAddressesIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith(PUBLIC_URL_PREFIX) && !found.includes(value)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) storedAddressesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) storedAddressesIn(item, found);
  }
  return found;
}
