import type { FastifyReply } from 'fastify';
import { SESSION_LIFETIME_MS } from './sessions';

export const SESSION_COOKIE = 'bo_session';
/**
 * Over HTTPS (COOKIE_SECURE) the cookie is `__Host-bo_session`: browsers then accept it only when Secure, for
 * Path=/ and without a Domain, so a sibling subdomain (or a plain-HTTP page) can neither set nor overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-bo_session';

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function cookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), token, {
    ...cookieOptions(secure),
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), cookieOptions(secure));
}
