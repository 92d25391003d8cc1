import type { FastifyReply } from 'fastify';
import { SESSION_LIFETIME_MS } from './sessions';

export const SESSION_COOKIE = 'bo_session';

function cookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge: Math.floor(SESSION_LIFETIME_MS / 1000) });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}
