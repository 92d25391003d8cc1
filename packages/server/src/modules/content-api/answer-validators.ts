import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotifiedCache } from '../../db/notified-cache';
import { PUBLISHABLE_TABLES } from '../../content-state/kinds';
import { CONTENT_SIGNAL_CHANNEL } from './migrations/996-content-signals';

/** What a 304 repeats of the 200 it confirms: its tag and the headers that describe the answer. */
export interface SentAnswer {
  etag: string;
  headers: Record<string, string>;
}

/** Past this many kept answers the map starts afresh (a bound on memory: one per address, language and encoding). */
const MAX_ENTRIES = 20_000;

/**
 * The ETags of the content answers this process has sent, by request (address, language, encoding), so that a
 * revalidation whose If-None-Match still holds is answered 304 without reading or hashing the content again.
 * Kept in a NotifiedCache (db/notified-cache.ts): migration 996 notifies for every statement that changes a content
 * table, at commit, and any change empties the map in every process. Answers also change with no write when a
 * scheduled publish or unpublish time passes: nothing kept is trusted past the next such time. While the listening
 * connection is down nothing is kept, and every request is answered as before.
 *
 * A 304 from here costs a map lookup (and on PostgreSQL one `pg_notify` round trip to catch up): no content query,
 * no JSON, no hashing.
 */
export class AnswerValidators {
  private readonly answers = new NotifiedCache<SentAnswer>({
    channel: CONTENT_SIGNAL_CHANNEL,
    maxEntries: MAX_ENTRIES,
    // A payload of the schema's name alone is a change; `<schema> sync` is a catching-up marker (caughtUp).
    onSignal: (words) => {
      if (words.length === 0) this.answers.clear();
    },
  });
  /** The next time a scheduled change comes due (ms; Infinity: none), as read in `dueGeneration`. */
  private dueAt = 0;
  private dueGeneration = -1;
  private dueReading: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;
  private nextSync: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** Starts listening in the background: until it listens, nothing is kept. */
  start(): void {
    this.answers.start(this.db);
  }

  stop(): Promise<void> {
    return this.answers.stop();
  }

  /** Call before the answer reads the database; pass the result to `put`. */
  ticket(): number {
    return this.answers.ticket();
  }

  /**
   * The answer kept for `key`, if it may be trusted now. On PostgreSQL it first catches up with every change
   * committed before the request (`caughtUp`); PGlite delivers its notifications as the change's statement runs.
   */
  async find(key: string, now = Date.now()): Promise<SentAnswer | null> {
    if (!this.answers.has(key)) return null;
    if (this.answers.liveKind() === 'postgres') {
      try {
        await this.caughtUp();
      } catch {
        return null;
      }
    }
    if (!this.answers.liveKind()) return null;
    await this.readDueTime();
    if (now >= this.dueAt) {
      this.answers.clear();
      return null;
    }
    return this.answers.get(key) ?? null;
  }

  /** Keeps an answer sent in full, unless the content changed since its `ticket`. */
  put(key: string, ticket: number, answer: SentAnswer): void {
    this.answers.put(key, answer, ticket);
  }

  /**
   * Resolves once this process's listener has applied every notification committed before the call: it sends one
   * of its own on the listening connection, and PostgreSQL hands a session the notifications queued before its own
   * transaction's (in commit order) before that statement completes. A write another process committed just
   * before a revalidation (the site asking again after a change webhook) is then never answered 304 here. Calls
   * that arrive while one is on its way share the next one (one round trip, however many requests wait).
   */
  private caughtUp(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.answers.notify(`${this.answers.schema} sync`).finally(() => {
        this.syncing = null;
      });
      return this.syncing;
    }
    this.nextSync ??= this.syncing
      .catch(() => {})
      .then(() => {
        this.nextSync = null;
        return this.caughtUp();
      });
    return this.nextSync;
  }

  /** The earliest publish or unpublish time still to come, read once per generation (a change may move it). */
  private async readDueTime(): Promise<void> {
    if (this.dueGeneration === this.answers.ticket()) return;
    this.dueReading ??= (async () => {
      const generation = this.answers.ticket();
      try {
        const times = [...PUBLISHABLE_TABLES].flatMap((table) =>
          ['publish_at', 'unpublish_at'].map(
            (column) =>
              sql`select min(${sql.ref(column)}) as due from ${sql.table(table)} where ${sql.ref(column)} > now()`,
          ),
        );
        const { rows } = await sql<{
          due: Date | string | null;
        }>`select min(due) as due from (${sql.join(times, sql` union all `)}) as scheduled`.execute(this.db);
        const due = rows[0]?.due;
        this.dueAt = due ? new Date(due).getTime() : Number.POSITIVE_INFINITY;
      } catch {
        this.dueAt = 0; // unknown: nothing is trusted
      }
      this.dueGeneration = generation;
    })().finally(() => {
      this.dueReading = null;
    });
    await this.dueReading;
  }
}
