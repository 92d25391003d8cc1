import type { FastifyRequest } from 'fastify';

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';

/** Methods that only read: never checked (a page may link to the app). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` with default ports dropped, or null when the text is not an http(s) origin. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The app's own origin: PUBLIC_URL when set (behind a proxy that rewrites Host), else the scheme and Host the
 * request arrived with (X-Forwarded-Proto / X-Forwarded-Host count only from proxies TRUST_PROXY believes).
 * With COOKIE_SECURE the app is served over HTTPS, whatever a TLS-terminating proxy forwards.
 * Trusting Host here is safe, unlike in cached answers: a browser always sends the Host of the site it calls
 * and cannot add X-Forwarded-Host cross-site without a preflight, and the result serves only this request.
 */
export function ownOrigin(
  request: FastifyRequest,
  options: { publicUrl: string | null; https: boolean },
): string | null {
  if (options.publicUrl) return originOf(options.publicUrl);
  return request.host ? originOf(`${options.https ? 'https' : request.protocol}://${request.host}`) : null;
}

/**
 * Whether a state-changing request comes from the app's own pages. SameSite=Lax does not stop a sibling
 * subdomain (www. and admin. of one domain are the same *site*), so the *origin* is compared:
 * `Origin` first (every current browser sends it on a POST, PUT or DELETE), then `Sec-Fetch-Site`, then
 * `Referer`. With none of them, only a request without a session cookie passes (a script or curl has
 * nothing to abuse), since a cookie-authenticated write must prove where it comes from.
 */
export function isSameOriginWrite(
  request: FastifyRequest,
  options: { publicUrl: string | null; https: boolean; hasSessionCookie: boolean },
): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const own = ownOrigin(request, options);
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return own !== null && originOf(origin) === own;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') return fetchSite === 'same-origin';
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return own !== null && originOf(referer) === own;
  return !options.hasSessionCookie;
}
