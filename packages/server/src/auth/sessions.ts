import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import type { AdminRow } from './admins';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A session unused for this long ends (SESSION_IDLE_HOURS), whatever its 7-day limit says. */
export const DEFAULT_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen is refreshed at most this often, so reads do not write on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

type Db = Kysely<Database>;

/** The stored id of a session token (run on every request: the one-shot `hash` is about twice as fast as createHash). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Creates a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, adminId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insertInto('sessions').values({ id: hashToken(token), admin_id: adminId, created_at: now, expires_at: expiresAt, last_seen: now }).execute();
  // Expired rows are useless; clearing them here keeps the table small without a timer.
  await db.deleteFrom('sessions').where('admin_id', '=', adminId).where('expires_at', '<=', now).execute();
  return { token, expiresAt };
}

export interface ActiveSession {
  sessionId: string;
  admin: AdminRow;
}

/** The session and its admin, if the session has not expired and was seen after `seenAfter` (compiled once: every request asks). */
const activeSessionRow = compiledOnce((db: Db, sessionId: string, now: Date, seenAfter: Date) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.id as session_id', 's.last_seen', 'a.id', 'a.f_name', 'a.l_name', 'a.email', 'a.role', 'a.pfp', 'a.created_at', 'a.updated_at'])
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', now)
    .where('s.last_seen', '>', seenAfter),
);

/**
 * The admin behind a cookie token, if the session exists, has not reached its 7-day limit and was used within
 * the idle time (`last_seen` moves at most every 5 minutes, so the idle time is kept to within that).
 */
export async function findActiveSession(db: Db, token: string, now = new Date(), idleMs = DEFAULT_SESSION_IDLE_MS): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const sessionId = hashToken(token);
  const [row] = await activeSessionRow(db, sessionId, now, new Date(now.getTime() - idleMs));
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen).getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen: now }).where('id', '=', sessionId).execute();
  }
  const { session_id, last_seen: _lastSeen, ...admin } = row;
  return { sessionId: session_id, admin };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * Signs an admin out everywhere (e.g. deleted, role lowered), or everywhere but the session given
 * (e.g. after changing the own password). Returns how many sessions ended.
 */
export async function revokeAdminSessions(db: Db, adminId: string, options: { exceptSessionId?: string } = {}): Promise<number> {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (options.exceptSessionId) query = query.where('id', '<>', options.exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
