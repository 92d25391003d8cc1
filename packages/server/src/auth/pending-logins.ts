import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PendingLogin } from './oidc-client';
import { hashToken } from './sessions';
import './sso-tables';

/** A sign-in at the provider must come back within this long. */
export const PENDING_LOGIN_LIFETIME_MS = 10 * 60 * 1000;

const COOKIE = 'bo_oidc';
/** Over HTTPS `__Host-`, like the session cookie: a sibling subdomain cannot plant its own sign-in in this browser. */
const SECURE_COOKIE = '__Host-bo_oidc';
const cookieName = (secure: boolean) => (secure ? SECURE_COOKIE : COOKIE);
// Lax: the provider's redirect back is a top-level GET from another site, which Lax cookies go along with.
const cookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: secure ? '/' : '/api/auth/oidc/',
});

/**
 * Keeps one sign-in's state, nonce and PKCE verifier in the database under a random token the browser holds in a
 * cookie, so the callback may reach any server process, and each sign-in is finished at most once.
 */
export async function savePendingLogin(
  db: Kysely<Database>,
  reply: FastifyReply,
  pending: PendingLogin,
  secure: boolean,
  now = new Date(),
): Promise<void> {
  // Sign-ins never finished are useless after their lifetime; clearing them here needs no timer.
  await db
    .deleteFrom('oidc_logins')
    .where('created_at', '<', new Date(now.getTime() - PENDING_LOGIN_LIFETIME_MS))
    .execute();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('oidc_logins')
    .values({
      id: hashToken(token),
      state: pending.state,
      nonce: pending.nonce,
      code_verifier: pending.codeVerifier,
      created_at: now,
    })
    .execute();
  reply.setCookie(cookieName(secure), token, { ...cookieOptions(secure), maxAge: PENDING_LOGIN_LIFETIME_MS / 1000 });
}

/** The browser's sign-in under way, taken (deleted) so it is used once; null when missing or too old. */
export async function takePendingLogin(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  now = new Date(),
): Promise<PendingLogin | null> {
  const token = request.cookies[cookieName(secure)];
  reply.clearCookie(cookieName(secure), cookieOptions(secure));
  if (!token || token.length > 200) return null;
  const row = await db.deleteFrom('oidc_logins').where('id', '=', hashToken(token)).returningAll().executeTakeFirst();
  if (!row || now.getTime() - new Date(row.created_at).getTime() > PENDING_LOGIN_LIFETIME_MS) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier };
}
