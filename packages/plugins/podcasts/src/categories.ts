/** Recommended sizes (the original product's guidance, not enforced). */
export const PODCAST_COVER_SIZE = { width: 449, height: 289 };
export const HERO_COVER_SIZE = { width: 1407, height: 541 };
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** True for an absolute http(s) address with a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
