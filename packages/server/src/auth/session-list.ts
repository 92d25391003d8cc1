import Bowser from 'bowser';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** One live session as the Sessions screens show it. */
export interface SessionSummary {
  /** The stored id (sha256 of the cookie's token): names the session, and is no use as a cookie. */
  id: string;
  /** Browser and system read from the User-Agent, e.g. "Chrome 156 on Linux"; null when none was sent. */
  device: string | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeen: string;
  expiresAt: string;
  /** The session of the request that asks. */
  current: boolean;
}

/** "Firefox 140 on macOS", "Safari on iOS (mobile)"; the raw string's first words when bowser knows nothing. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : null;
  const system = parsed.os.name ?? null;
  const kind = parsed.platform.type && parsed.platform.type !== 'desktop' ? ` (${parsed.platform.type})` : '';
  if (!browser && !system) return userAgent.slice(0, 60);
  return `${browser ?? 'Unknown browser'}${system ? ` on ${system}` : ''}${kind}`;
}

/**
 * An admin's live sessions (not past their 7-day limit nor idle longer than allowed), most recently used first.
 * `currentSessionId` marks the asking request's own.
 */
export async function listSessions(
  db: Db,
  adminId: string,
  options: { idleMs: number; currentSessionId: string | null; now?: Date },
): Promise<SessionSummary[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen', 'expires_at'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', now)
    .where('last_seen', '>', new Date(now.getTime() - options.idleMs))
    .orderBy('last_seen', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.user_agent),
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeen: new Date(row.last_seen).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    current: row.id === options.currentSessionId,
  }));
}

/** Ends one of the admin's sessions; false when it is not theirs (or already ended). */
export async function endOwnSession(db: Kysely<Database>, adminId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
