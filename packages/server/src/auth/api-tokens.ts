import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, apiTokenPermissions, leastRoleWith, type Permission } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { JOINED_ADMIN_COLUMNS, type AdminRow } from './admins';
import { hashToken } from './sessions';
import './api-token-tables';

/** `bo_` and 32 random bytes in base64url: 256 bits, so a plain SHA-256 of it is a safe stored form (no salt or slow hash needed). */
const TOKEN_SHAPE = /^bo_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token are kept and shown to recognise it (`bo_` and 7 more: 42 of its 256 bits). */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 7;
/** last_used_at is written at most this often, so a busy script does not write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const TOKEN_NOT_VALID = 'This API token is not valid (it was revoked, or never issued)';
export const TOKEN_EXPIRED = 'This API token has expired';
export const TOKEN_CANNOT = 'This API token cannot do this (its role or scopes do not allow it)';
export const TOKENS_NEED_SESSION = 'API tokens cannot manage API tokens: sign in to the app to do this';

/** A new secret, its stored hash and the prefix shown in lists. */
export function newApiTokenSecret(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) };
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null when the request has none. Another scheme
 * (e.g. a proxy's `Basic` in front of the whole app) is not ours: the request is then judged by its cookie.
 */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^\s*bearer\s+(\S*)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The token a request acts with: its id and name (for the activity log) and what it may do. */
export interface ApiTokenIdentity {
  id: string;
  name: string;
  permissions: Permission[];
}

export type ApiTokenLookup =
  { status: 'valid'; admin: AdminRow; token: ApiTokenIdentity } | { status: 'expired' | 'unknown' };

/** The token and its owner, by the secret's hash (compiled once: every Bearer request asks). */
const tokenRow = compiledOnce((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('api_tokens as t')
    .innerJoin('admins as a', 'a.id', 't.admin_id')
    .select([
      't.id as token_id',
      't.name as token_name',
      't.role as token_role',
      't.scopes',
      't.expires_at',
      't.last_used_at',
    ])
    .select(JOINED_ADMIN_COLUMNS)
    .where('t.token_hash', '=', tokenHash),
);

/**
 * Looks the token up in the database on every request, so a revocation (the row is deleted), an expiry, an
 * owner's removal or lowered role apply at once in every server process; it costs what the session lookup
 * costs (one indexed query). The admin answered is the owner with the least role covering what the token may
 * do, so checks inside routes that ask for a role (`users:manage`, super admins' client addresses) never see
 * more than the token holds.
 */
export async function findApiToken(db: Kysely<Database>, token: string, now = new Date()): Promise<ApiTokenLookup> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'unknown' };
  const [row] = await tokenRow(db, hashToken(token));
  if (!row) return { status: 'unknown' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { status: 'expired' };
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', row.token_id).execute();
  }
  const { token_id, token_name, token_role, scopes, expires_at: _expires, last_used_at: _used, ...owner } = row;
  const permissions = apiTokenPermissions(
    { role: token_role, scopes: Array.isArray(scopes) ? scopes : [] },
    owner.role,
  );
  return {
    status: 'valid',
    admin: { ...owner, role: leastRoleWith(permissions) },
    token: { id: token_id, name: token_name, permissions },
  };
}
