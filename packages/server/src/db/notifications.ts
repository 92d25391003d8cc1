import type { Kysely } from 'kysely';
import { rawAccessOf } from './raw-access';

/** A subscription to one notification channel (PostgreSQL's LISTEN, or PGlite's). */
export interface Listening {
  kind: 'pglite' | 'postgres' | 'none';
  /**
   * True while every notification sent is sure to arrive: PGlite always (one process, delivered before the
   * statement that sent it returns); PostgreSQL while the listening connection is up. A cache that relies on
   * the notifications must not be trusted while this is false.
   */
  live(): boolean;
  /** PostgreSQL: sends a notification on the channel from the listening connection (nothing elsewhere). */
  notify(payload: string): Promise<void>;
  stop(): Promise<void>;
}

interface ListenOptions {
  /** Each notification's payload. */
  onMessage(payload: string): void;
  /** The connection went down (notifications may have been missed) or came back: forget what was kept. */
  onReset(): void;
  /** PostgreSQL: the listening connection's application_name (how other processes count the listeners). */
  applicationName?: string;
}

const RECONNECT_MS = 1000;

/**
 * Listens on `channel` with a connection of its own (PostgreSQL) or PGlite's listener. On PostgreSQL a lost
 * connection is reported through `onReset` and re-opened every second until it is back. A kysely made without
 * openDatabase has no driver to listen with: `live()` then stays false.
 */
export async function listen(db: Kysely<any>, channel: string, options: ListenOptions): Promise<Listening> {
  const access = rawAccessOf(db);
  if (!access) return { kind: 'none', live: () => false, notify: async () => {}, stop: async () => {} };
  if (access.kind === 'pglite') {
    const unsubscribe = await access.pglite.listen(channel, options.onMessage);
    let stopped = false;
    return {
      kind: 'pglite',
      live: () => !stopped && !access.pglite.closed,
      notify: async () => {},
      async stop() {
        stopped = true;
        if (!access.pglite.closed) await unsubscribe().catch(() => {});
      },
    };
  }

  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | null = null;
  let connected = false;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = () => {
    if (!connected && client === null) return;
    connected = false;
    const old = client;
    client = null;
    options.onReset();
    void old?.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void open(), RECONNECT_MS);
  };
  async function open() {
    retry = null;
    // The pool's own settings (address, search_path), on a connection kept out of the pool.
    const next = new pg.Client({
      ...(access!.kind === 'postgres' ? access!.pool.options : {}),
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    });
    next.on('error', () => {});
    try {
      await next.connect();
      next.on('notification', (message) => options.onMessage(message.payload ?? ''));
      next.on('error', lost);
      next.on('end', lost);
      await next.query(`listen ${channel}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      connected = true;
      options.onReset(); // anything kept before (re)connecting may have missed a notification
    } catch {
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void open(), RECONNECT_MS);
    }
  }
  await open();
  return {
    kind: 'postgres',
    live: () => connected,
    async notify(payload: string) {
      await client?.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      connected = false;
      const old = client;
      client = null;
      old?.removeAllListeners('end');
      await old?.end().catch(() => {});
    },
  };
}
