import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { JOINED_ADMIN_COLUMNS, type AdminRow } from './admins';
import type { SessionCache } from './session-cache';

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

/** What the Sessions screen shows of where a session was opened (User-Agent and client address at sign-in). */
export interface SessionDevice {
  userAgent?: string | null;
  ip?: string | null;
}

/** Creates a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Db,
  adminId: string,
  now = new Date(),
  device: SessionDevice = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // A User-Agent is only shown; a huge one is cut rather than stored whole.
  const userAgent = device.userAgent ? device.userAgent.slice(0, 512) : null;
  const ip = device.ip ? device.ip.slice(0, 64) : null;
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      admin_id: adminId,
      created_at: now,
      expires_at: expiresAt,
      last_seen: now,
      user_agent: userAgent,
      ip,
    })
    .execute();
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
    .select(['s.id as session_id', 's.last_seen', 's.expires_at', ...JOINED_ADMIN_COLUMNS])
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', now)
    .where('s.last_seen', '>', seenAfter),
);

/**
 * The admin behind a cookie token, if the session exists, has not reached its 7-day limit and was used within
 * the idle time (`last_seen` moves at most every 5 minutes, so the idle time is kept to within that).
 * With a `cache` (auth/session-cache.ts), a session checked within the last minute is answered from memory
 * (the cache is emptied for an admin the moment one of their sessions ends or they change, in every process).
 */
export async function findActiveSession(
  db: Db,
  token: string,
  now = new Date(),
  idleMs = DEFAULT_SESSION_IDLE_MS,
  cache?: SessionCache,
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const sessionId = hashToken(token);
  const nowMs = now.getTime();
  const kept = await cache?.find(sessionId, nowMs, idleMs);
  if (kept) {
    if (nowMs - kept.lastSeen > LAST_SEEN_RESOLUTION_MS) {
      kept.lastSeen = nowMs;
      await db.updateTable('sessions').set({ last_seen: now }).where('id', '=', sessionId).execute();
    }
    return kept.session;
  }
  const ticket = cache?.ticket() ?? 0;
  const [row] = await activeSessionRow(db, sessionId, now, new Date(nowMs - idleMs));
  if (!row) return null;
  let lastSeen = new Date(row.last_seen).getTime();
  if (nowMs - lastSeen > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen: now }).where('id', '=', sessionId).execute();
    lastSeen = nowMs;
  }
  const { session_id, last_seen: _lastSeen, expires_at: expiresAt, ...admin } = row;
  const session = { sessionId: session_id, admin };
  cache?.put(sessionId, { session, lastSeen, expiresAt: new Date(expiresAt).getTime(), readAt: nowMs }, ticket);
  return session;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * Signs an admin out everywhere (e.g. deleted, role lowered), or everywhere but the session given
 * (e.g. after changing the own password). Returns how many sessions ended.
 */
export async function revokeAdminSessions(
  db: Db,
  adminId: string,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (options.exceptSessionId) query = query.where('id', '<>', options.exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
