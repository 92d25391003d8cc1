import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { SESSION_SIGNAL_CHANNEL } from '../db/migrations/985-session-signals';
import type { Database } from '../db/schema';
import { NotifiedCache } from '../db/notified-cache';
import type { ActiveSession } from './sessions';

/** How long a checked session is trusted without asking the database again (notifications end it sooner). */
export const SESSION_CACHE_TTL_MS = 60 * 1000;
/** Past this many kept sessions the cache starts afresh (a bound on memory, far above any real admin count). */
const MAX_ENTRIES = 10_000;
/** The longest a write's answer waits for its process's listener to catch up (settle). */
const SETTLE_WAIT_MS = 1000;

export interface CachedSession {
  session: ActiveSession;
  /** When the session was last marked as used (ms), to end it after the idle time without asking the database. */
  lastSeen: number;
  /** Its 7-day limit (ms). */
  expiresAt: number;
  /** When it was read from the database (ms). */
  readAt: number;
}

/**
 * The sessions this process has checked, by hashed id, so a request costs a map lookup instead of a database
 * round trip. Kept in a NotifiedCache (db/notified-cache.ts): migration 985 notifies whenever a session ends or an
 * admin changes, and every process then drops the admin's sessions as the change commits, so a sign-out, a revoke, a
 * role or password change takes effect at once everywhere. While the listening connection is down nothing is kept
 * and every request asks the database, as it did before.
 */
export class SessionCache {
  private readonly waiting = new Map<string, { answers: number; expected: number; done: () => void }>();
  private readonly cache = new NotifiedCache<CachedSession>({
    channel: SESSION_SIGNAL_CHANNEL,
    maxEntries: MAX_ENTRIES,
    onSignal: ([adminId, marker]) => this.signalled(adminId, marker),
    applicationName,
  });

  /**
   * Starts listening (PostgreSQL: on a connection of its own) in the background: until it listens, nothing is
   * kept and requests ask the database, so start-up does not wait for it.
   */
  start(db: Kysely<Database>): void {
    this.cache.start(db);
  }

  stop(): Promise<void> {
    return this.cache.stop();
  }

  /**
   * The kept session, if the cache may be trusted and it is still within its limits at `now`. On PostgreSQL it
   * first lets the event loop finish reading what has already arrived: a notification that reached this process
   * together with (or before) the request is then applied before the request is answered.
   */
  async find(sessionId: string, now: number, idleMs: number): Promise<CachedSession | null> {
    if (!this.cache.has(sessionId)) return null;
    if (this.cache.liveKind() === 'postgres') await new Promise((done) => setImmediate(done));
    const entry = this.cache.get(sessionId);
    if (!entry) return null;
    if (now - entry.readAt > SESSION_CACHE_TTL_MS || now >= entry.expiresAt || now - entry.lastSeen > idleMs) {
      this.cache.delete(sessionId);
      return null;
    }
    return entry;
  }

  /**
   * PostgreSQL: waits (at most a second) until every process's listener has received every notification sent
   * before now. It sends a marker and counts the listeners of this schema (by their application_name) in this
   * database (pg_stat_activity lists the whole cluster's, and notifications stay in their database); each
   * listener answers the marker once it has read it, and notifications reach a listener in commit order, so when
   * all have answered, all have applied what came before (a revoke this request committed). Run before a signed-in
   * write's answer leaves: the browser hears "signed out" only once no process would still take the session.
   */
  async settle(db: Kysely<Database>): Promise<void> {
    if (this.cache.liveKind() !== 'postgres') return;
    const marker = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const settled = new Promise<void>((done) => {
      this.waiting.set(marker, { answers: 0, expected: Number.POSITIVE_INFINITY, done });
      timer = setTimeout(done, SETTLE_WAIT_MS);
    });
    try {
      const schema = this.cache.schema;
      const { rows } = await sql<{ listeners: number }>`
        select pg_notify(${SESSION_SIGNAL_CHANNEL}, ${`${schema} sync ${marker}`}),
          (select count(*) from pg_stat_activity where application_name = ${applicationName(schema ?? '')} and datname = current_database()) as listeners`.execute(
        db,
      );
      const wait = this.waiting.get(marker)!;
      wait.expected = Number(rows[0].listeners);
      if (wait.answers >= wait.expected) wait.done();
      await settled;
    } catch {
      // The database went away after the write: its answer goes out as it is (a lost listener empties the caches).
    } finally {
      clearTimeout(timer);
      this.waiting.delete(marker);
    }
  }

  /** Call before reading a session from the database; pass the result to `put`. */
  ticket(): number {
    return this.cache.ticket();
  }

  put(sessionId: string, entry: CachedSession, ticket: number): void {
    this.cache.put(sessionId, entry, ticket);
  }

  /** One admin's sessions (a session ended, or the admin changed). */
  forgetAdmin(adminId: string): void {
    this.cache.forget((entry) => entry.session.admin.id === adminId);
  }

  clear(): void {
    this.cache.clear();
  }

  private signalled(adminId: string | undefined, marker: string | undefined): void {
    if (!adminId) return;
    if (adminId === 'sync') {
      // Everything sent before this marker has been applied here: say so to the process waiting for it.
      this.cache.notify(`${this.cache.schema} answer ${marker}`).catch(() => {});
    } else if (adminId === 'answer') {
      const wait = marker ? this.waiting.get(marker) : undefined;
      if (wait && (wait.answers += 1) >= wait.expected) wait.done();
    } else {
      this.forgetAdmin(adminId);
    }
  }
}

/** How a schema's session listeners name their connection (PostgreSQL allows 63 characters). */
function applicationName(schema: string): string {
  return `backoffice-sessions:${schema}`.slice(0, 63);
}
