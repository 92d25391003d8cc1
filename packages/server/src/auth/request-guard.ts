import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AdminRow } from './admins';
import { roleCan, type Permission } from './permissions';
import { sessionCookieName } from './session-cookie';
import type { SessionCache } from './session-cache';
import { findActiveSession } from './sessions';
import { CROSS_SITE_REFUSED, isSameOriginWrite } from '../http/same-origin';
import {
  bearerTokenOf,
  findApiToken,
  TOKEN_CANNOT,
  TOKEN_EXPIRED,
  TOKEN_NOT_VALID,
  TOKENS_NEED_SESSION,
  type ApiTokenIdentity,
} from './api-tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, the public site's intake routes). */
    public?: boolean;
    /**
     * Ends sessions or changes admins without a signed-in admin (single sign-on's callback ends a removed user's
     * sessions): its answer waits, as a signed-in write's does, until every process has dropped them.
     */
    changesSessions?: boolean;
    /** What the signed-in admin's role must allow; 'read' when absent. */
    permission?: Permission;
    /** What the body is, when not the JSON its schema describes (for the OpenAPI document). */
    bodyKind?: 'json' | 'multipart' | 'json-or-multipart';
    /**
     * The success answer, for the OpenAPI document only (a contract's `answer`): Fastify never serializes with
     * it, so an answer keeps every field it has.
     */
    answer?: { schema?: unknown; files?: readonly string[]; redirect?: string };
    /** Written to from other sites (the public intake: PUBLIC_SITE_ORIGINS' CORS rules apply instead of the same-origin check). */
    crossOrigin?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in admin (null only on public routes without a session). */
    admin: AdminRow | null;
    /** The hashed id of the current session, e.g. to keep it when revoking the others. */
    sessionId: string | null;
    /** The API token the request acts with (`Authorization: Bearer`), or null for a session or nobody. */
    apiToken: ApiTokenIdentity | null;
  }
}

export const PLEASE_SIGN_IN = 'Please sign in';
export const ROLE_CANNOT = 'Your role cannot do this';

/**
 * Secure by default: every route under /api needs a live session unless it says `config: { public: true }`,
 * and the session's role must allow the route's `config.permission` (default 'read').
 * Runs on onRequest, before the body is read, so a stranger cannot even make the server parse an upload.
 * First of all, a write (POST, PUT, DELETE...) must come from the app's own origin (see same-origin.ts) unless
 * the route is `crossOrigin` (the public intake).
 * A request with `Authorization: Bearer <API token>` is judged by that token alone (auth/api-tokens.ts): its
 * grant within its owner's role must allow the permission, and `tokens:manage` routes need a session.
 */
export function installRequestGuard(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { publicUrl: string | null; sessionIdleMs: number; cookieSecure: boolean; sessions?: SessionCache },
): void {
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiToken', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    // One read: Fastify builds a new routeOptions object on every access.
    const { url, config } = request.routeOptions;
    if (!url || !(url === '/api' || url.startsWith('/api/'))) return; // not an API route (or a 404)

    // A Bearer token is the request's only credential (its cookie is not even read), so the cross-site check,
    // which guards against a browser's ambient cookie, does not apply: no page can make a browser add this header.
    // Public routes (sign-in, the intake) need no credential and keep their usual checks, token or not.
    const bearer = config.public ? null : bearerTokenOf(request);
    if (bearer !== null) {
      const found = await findApiToken(db, bearer);
      if (found.status !== 'valid') {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        return reply
          .code(401)
          .send({ success: false, message: found.status === 'expired' ? TOKEN_EXPIRED : TOKEN_NOT_VALID });
      }
      request.admin = found.admin;
      request.apiToken = found.token;
      const permission = config.permission ?? 'read';
      if (permission === 'tokens:manage') return reply.code(403).send({ success: false, message: TOKENS_NEED_SESSION });
      if (!found.token.permissions.includes(permission))
        return reply.code(403).send({ success: false, message: TOKEN_CANNOT });
      return;
    }

    const token = request.cookies[sessionCookieName(options.cookieSecure)];
    // Writes come from the app's own pages only (a sibling subdomain is the same site, not the same origin).
    if (
      !config.crossOrigin &&
      !isSameOriginWrite(request, {
        publicUrl: options.publicUrl,
        https: options.cookieSecure,
        hasSessionCookie: Boolean(token),
      })
    ) {
      return reply.code(403).send({ success: false, message: CROSS_SITE_REFUSED });
    }
    const session = token
      ? await findActiveSession(db, token, new Date(), options.sessionIdleMs, options.sessions)
      : null;
    if (session) {
      request.admin = session.admin;
      request.sessionId = session.sessionId;
    }
    if (config.public) return;
    if (!session) return reply.code(401).send({ success: false, message: PLEASE_SIGN_IN });
    if (!roleCan(session.admin.role, config.permission ?? 'read')) {
      return reply.code(403).send({ success: false, message: ROLE_CANNOT });
    }
  });
}

/** The signed-in admin of a guarded route (the guard guarantees one). */
export function currentAdmin(request: FastifyRequest): AdminRow {
  if (!request.admin) throw new Error('currentAdmin() used on a route without a session');
  return request.admin;
}
