import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { listen, type Listening } from './notifications';

export interface NotifiedCacheOptions {
  /** The channel the database's triggers notify on (a payload starts with the schema it is about). */
  channel: string;
  /** Past this many entries the map starts afresh (a bound on memory). */
  maxEntries: number;
  /** A notification about this process's schema: the words of its payload after the schema's name. */
  onSignal(words: string[]): void;
  /** PostgreSQL: the listening connection's application_name (default: the driver's). */
  applicationName?(schema: string): string;
}

/**
 * An in-process map of what this process has read from the database, trusted only while the database's
 * notifications on one channel are live: the triggers that send them say what changed, `onSignal` forgets what it
 * makes stale, in every process, as the change commits. Until the listener is up, and whenever its connection is
 * lost, nothing is kept (`put` does nothing, `get` finds nothing) and every request reads the database, as without
 * a cache. The session cache (auth/session-cache.ts) and the content API's kept ETags (content-api/
 * answer-validators.ts) are two.
 *
 * `ticket` guards the one race: an answer read before a change committed must not be kept after the change's
 * notification has emptied the map. Take a ticket before reading the database and hand it to `put`: any `clear` or
 * `forget` in between (a notification) makes it void.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();
  private generation = 0;
  private listening: Listening | null = null;
  private schemaName: string | null = null;
  private starting: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: NotifiedCacheOptions) {}

  /**
   * Starts listening (PostgreSQL: on a connection of its own) in the background: until it listens nothing is kept,
   * so start-up does not wait for it.
   */
  start(db: Kysely<Database>): void {
    this.starting = (async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const schema = rows[0].schema;
      this.schemaName = schema;
      if (this.stopped) return;
      this.listening = await listen(db, this.options.channel, {
        onMessage: (payload) => {
          const [about, ...words] = payload.split(' ');
          // Another schema of the same database (tests, the bench) has data of its own.
          if (about === schema) this.options.onSignal(words);
        },
        onReset: () => this.clear(),
        ...(this.options.applicationName ? { applicationName: this.options.applicationName(schema) } : {}),
      });
      if (this.stopped) await this.listening.stop();
    })().catch(() => {
      // No notifications, nothing kept: every request reads the database.
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clear();
    await this.starting;
    await this.listening?.stop();
    this.listening = null;
  }

  /** The schema this process works in (null until started). */
  get schema(): string | null {
    return this.schemaName;
  }

  /** The engine whose notifications are live now, or null (not listening, or the connection is lost). */
  liveKind(): 'pglite' | 'postgres' | null {
    const listening = this.listening;
    return listening?.live() && listening.kind !== 'none' ? listening.kind : null;
  }

  /** Sends a notification on the listening connection (PostgreSQL; PGlite sends nothing). */
  notify(payload: string): Promise<void> {
    return this.listening ? this.listening.notify(payload) : Promise.resolve();
  }

  /** What is kept for `key`, while the notifications are live. */
  get(key: string): V | undefined {
    return this.liveKind() ? this.entries.get(key) : undefined;
  }

  has(key: string): boolean {
    return this.liveKind() !== null && this.entries.has(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Call before reading the database; pass the result to `put`. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps `value`, unless something was forgotten since `ticket` or the notifications are not live. */
  put(key: string, value: V, ticket: number): void {
    if (ticket !== this.generation || !this.liveKind()) return;
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  /** Forgets the entries `stale` picks (and voids every ticket taken before). */
  forget(stale: (value: V) => boolean): void {
    this.generation += 1;
    for (const [key, value] of this.entries) if (stale(value)) this.entries.delete(key);
  }

  /** Forgets everything (and voids every ticket taken before). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
