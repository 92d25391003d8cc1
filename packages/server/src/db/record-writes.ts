import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { AppError } from '../http/app-error';
import { assertSentVersion, type HeaderVersion } from '../http/version-check';
import type { Database } from './schema';
import { RowChangedMeanwhile, stillBasedOn } from './partial-update';

export type TableName = keyof Database & string;
export type Tx = Transaction<Database>;

/**
 * Where a write comes from, given to the writer explicitly (no request is looked up behind the caller's back):
 * who acts (the signed-in admin, or an API token under its owner's id), from which address, and the version
 * the client's edit was based on. Built from a request by `writeOriginOf` (http/write-origin.ts); work outside
 * a request (a seed, a job, a timer) writes with `SYSTEM_ORIGIN` (null).
 */
export interface WriteOrigin {
  admin: { id: string; f_name: string; l_name: string; role: string } | null;
  apiToken: { id: string; name: string } | null;
  ip: string;
  /**
   * The version the client sent: its JSON body's or multipart form's `updatedAt`, else its If-Match /
   * If-Unmodified-Since. Asked when a write checks it (a form's fields are only known once the route read it).
   */
  sentVersion(): { body?: string; header?: HeaderVersion };
}

/** The origin of work outside a request: recorded as 'System', no version to check. */
export const SYSTEM_ORIGIN = null;

/** What a caller tells of a write it made itself (`changed`): the writer adds its origin. */
export interface WriteFacts {
  table: TableName;
  id: string;
  action: 'create' | 'update' | 'delete';
  /** The row as it was before an update or delete (e.g. a slug that changed or is gone), read in its transaction. */
  before?: Record<string, unknown>;
  /** The row as it is now (create, update), read in the write's transaction. */
  after?: Record<string, unknown>;
}

/** One content write, as the hooks see it once it is known, with where it came from. */
export interface RecordWrite extends WriteFacts {
  origin: WriteOrigin | null;
}

/** Who did something that is not a row write, when the request's session does not say (a sign-in). */
export interface EventActor {
  id: string | null;
  name: string;
  role: string;
}

/**
 * Something done through the API that is not a content write (a sign-in, an export, an erasure): the
 * activity log records it in the transaction of the work it goes with. Never carries secrets or the values
 * of personal data.
 */
export interface AppEvent {
  action:
    | 'signin'
    | 'signin-failed'
    | 'signout'
    | 'sessions-revoked'
    | 'export'
    | 'erase'
    | 'retention'
    | 'passkey-added'
    | 'passkey-removed'
    | 'two-factor-enabled'
    | 'two-factor-disabled'
    | 'two-factor-reset'
    | 'recovery-codes-renewed'
    | 'two-factor-policy';
  /** The table it concerns (for the screen group), when there is one. */
  table?: string;
  id?: string | null;
  /** A readable line: what was exported, how many records were erased... */
  label: string;
  /** Overrides the request's signed-in admin (sign-in: nobody is signed in yet). */
  actor?: EventActor | null;
  /** Extra facts to keep (counts per collection...). */
  details?: Record<string, unknown>;
}

/** An event as the hooks see it: with the origin of the writer that recorded it. */
export interface RecordedEvent extends AppEvent {
  origin: WriteOrigin | null;
}

/**
 * The seams of every content write: `inTransaction` runs inside the write's transaction (where the activity
 * log adds its row, so both commit or neither does), `afterCommit` once it has committed (the
 * content API's signed webhooks queue their call there; it must return at once and never throw). `onEvent`
 * sees the other recorded actions (sign-in, exports...), in their transaction. Several subscribers (every
 * module's and the app's) are joined with `combineWriteHooks`.
 */
export interface WriteHooks {
  inTransaction?(tx: Tx, write: RecordWrite): Promise<void>;
  afterCommit?(write: RecordWrite): Promise<void> | void;
  onEvent?(tx: Tx, event: RecordedEvent): Promise<void>;
  /**
   * A delete's row and its stored files, offered in its transaction to be kept for a while (the undo module:
   * a delete can be undone for `UNDO_SECONDS`). True: kept, so its files are not removed at commit (the
   * keeper removes them when it lets the record go).
   */
  keepDeleted?(tx: Tx, write: RecordWrite, files: string[]): Promise<boolean>;
}

/** One set of hooks running every subscriber's, in order (in the transaction: a failure rolls the write back). */
export function combineWriteHooks(list: ReadonlyArray<WriteHooks | undefined>): WriteHooks {
  const hooks = list.filter((entry): entry is WriteHooks => Boolean(entry));
  if (hooks.length === 1) return hooks[0];
  return {
    async inTransaction(tx, write) {
      for (const hook of hooks) await hook.inTransaction?.(tx, write);
    },
    async afterCommit(write) {
      for (const hook of hooks) await hook.afterCommit?.(write);
    },
    async onEvent(tx, event) {
      for (const hook of hooks) await hook.onEvent?.(tx, event);
    },
    async keepDeleted(tx, write, files) {
      let kept = false;
      for (const hook of hooks) if (await hook.keepDeleted?.(tx, write, files)) kept = true;
      return kept;
    },
  };
}

export interface VersionedUpdate<T extends TableName, R> {
  table: T;
  /** The row's id; with `lock`, whatever names the row in the 404 (e.g. the title it was looked up by). */
  id: string;
  /** The 404's message when the row is gone. */
  missing: string;
  /** The version the edit was based on; by default the request body's or form's `updatedAt`, else its If-Match / If-Unmodified-Since; none → no check. */
  version?: string | null;
  /** The 409's message, when the module words it its own way. */
  staleMessage?: string;
  /**
   * The stored `updated_at` the request's absent fields were filled from (a partial update): when the row has
   * changed since, the write throws RowChangedMeanwhile, for `retryWhileChanged` to run the update again.
   */
  basedOn?: Date | string;
  /** Reads and locks the current row, when `select * ... where id = :id for update` is not the way. */
  lock?: (tx: Tx) => Promise<(Selectable<Database[T]> & { updated_at?: Date | string }) | undefined>;
  /** The write itself, with the locked current row. */
  write: (tx: Tx, current: Selectable<Database[T]>) => Promise<R>;
  /** Stored files the write let go of (a replaced image): removed once it has committed. */
  dropsFiles?: (result: R) => Array<string | null | undefined>;
}

export interface RecordRemoval<T extends TableName> {
  table: T;
  id: string;
  missing: string;
  /** Checks and work before the delete, in its transaction (e.g. rows that must go first). */
  before?: (tx: Tx) => Promise<void>;
  /** More work after it, in the same transaction (e.g. a region left without countries). */
  also?: (tx: Tx, removed: Selectable<Database[T]>) => Promise<void>;
  /** The row's stored files (its image...): removed once the delete has committed. */
  dropsFiles?: (removed: Selectable<Database[T]>) => Array<string | null | undefined>;
}

/** Content writes, each in one transaction with the hooks' two seams. */
export interface RecordWriter {
  /** Runs the insert (which answers the new row, with its id) in a transaction. */
  create<R extends { id: string }>(table: TableName, insert: (tx: Tx) => Promise<R>): Promise<R>;
  /** Lock the row → 404 when gone → 409 when the version is stale → write. */
  update<T extends TableName, R>(change: VersionedUpdate<T, R>): Promise<R>;
  /** Deletes a row by id (404 when gone); answers the deleted row, e.g. to remove its files. */
  remove<T extends TableName>(removal: RecordRemoval<T>): Promise<Selectable<Database[T]>>;
  /** Reports a committed write made without these helpers (a single-row upsert, e.g. a hero) to `afterCommit`. */
  changed(write: WriteFacts): Promise<void>;
  /**
   * Upserts the one row of a single-row table (a hero, id 1) through the seams: its row before and after are
   * read in the write's transaction, then `afterCommit` runs.
   */
  singleton<R>(table: TableName, write: (tx: Tx) => Promise<R>): Promise<R>;
  /** Records an event (sign-in, export...) with the work it goes with, in one transaction. */
  event<R = void>(event: AppEvent | ((result: R) => AppEvent), work?: (tx: Tx) => Promise<R>): Promise<R>;
  /** Where this writer's writes come from (null: the system). */
  readonly origin: WriteOrigin | null;
  /** The same writes (database, hooks, files) made for another origin: a request's (`request.records`). */
  withOrigin(origin: WriteOrigin | null): RecordWriter;
}

// Tables are chosen by the caller, so the row-level queries go through an untyped view of the same database.
const untyped = (db: Kysely<Database> | Tx) => db as unknown as Kysely<any>;

export interface RecordWriterOptions {
  hooks?: WriteHooks;
  /** Removes a stored file (the app's storage); files are only ever removed after their write committed. */
  removeFile?: (urlOrKey: string) => Promise<void>;
  /** Where the writes come from; by default the system (a seed, a job). */
  origin?: WriteOrigin | null;
}

export function recordWriter(db: Kysely<Database>, options: RecordWriterOptions = {}): RecordWriter {
  const { hooks = {}, removeFile = async () => {}, origin = SYSTEM_ORIGIN } = options;
  async function inTransaction<R>(
    run: (tx: Tx) => Promise<{ result: R; write: WriteFacts }>,
    dropsFiles?: (result: R) => Array<string | null | undefined>,
  ): Promise<R> {
    const { result, write } = await db.transaction().execute(async (tx) => {
      const ran = await run(tx);
      const done = { result: ran.result, write: { ...ran.write, origin } as RecordWrite };
      if (hooks.inTransaction) {
        // The row as it now is, for subscribers that compare (the activity log's before/after).
        if (done.write.action !== 'delete')
          done.write.after = await untyped(tx)
            .selectFrom(done.write.table as string)
            .selectAll()
            .where('id', '=', done.write.id)
            .executeTakeFirst();
        await hooks.inTransaction(tx, done.write);
      }
      return done;
    });
    for (const file of dropsFiles?.(result) ?? []) if (file) await removeFile(file);
    await hooks.afterCommit?.(write);
    return result;
  }

  return {
    create: (table, insert) =>
      inTransaction(async (tx) => {
        const row = await insert(tx);
        return { result: row, write: { table, id: row.id, action: 'create' } };
      }),

    update: ({ table, id, missing, version, staleMessage, basedOn, lock, write, dropsFiles }) =>
      inTransaction(async (tx) => {
        const current = lock
          ? await lock(tx)
          : await untyped(tx)
              .selectFrom(table as string)
              .selectAll()
              .where('id', '=', id)
              .forUpdate()
              .executeTakeFirst();
        if (!current) throw new AppError(404, missing);
        // The version the client edited: the body's or form's `updatedAt`, else If-Match / If-Unmodified-Since; none → no check.
        assertSentVersion(origin, current.updated_at, version, staleMessage);
        if (!stillBasedOn(current.updated_at, basedOn)) throw new RowChangedMeanwhile();
        // A row found another way than by id (`lock`) is reported by its own id.
        const rowId = typeof current.id === 'string' ? current.id : id;
        return {
          result: await write(tx, current as Selectable<Database[typeof table]>),
          write: { table, id: rowId, action: 'update', before: current },
        };
      }, dropsFiles),

    remove: async ({ table, id, missing, before, also, dropsFiles }) => {
      const { removed } = await inTransaction(
        async (tx) => {
          await before?.(tx);
          const removed = (await untyped(tx)
            .deleteFrom(table as string)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst()) as Selectable<Database[typeof table]> | undefined;
          if (!removed) throw new AppError(404, missing);
          await also?.(tx, removed);
          const write: RecordWrite = {
            table,
            id,
            action: 'delete',
            before: removed as Record<string, unknown>,
            origin,
          };
          const files = (dropsFiles?.(removed) ?? []).filter((file): file is string => Boolean(file));
          // Kept for undo: its files stay until the keeper lets the record go.
          const kept = (await hooks.keepDeleted?.(tx, write, files)) ?? false;
          return { result: { removed, drops: kept ? [] : files }, write };
        },
        (result) => result.drops,
      );
      return removed;
    },

    changed: async (write) => {
      await hooks.afterCommit?.({ ...write, origin });
    },

    singleton: (table, write) =>
      inTransaction(async (tx) => {
        const before = (await untyped(tx)
          .selectFrom(table as string)
          .selectAll()
          .where('id', '=', 1)
          .forUpdate()
          .executeTakeFirst()) as Record<string, unknown> | undefined;
        // An edit of the one row is checked like any update; its first write has no version to be stale against.
        if (before) assertSentVersion(origin, before.updated_at as Date | string);
        const result = await write(tx);
        return {
          result,
          write: before ? { table, id: '1', action: 'update', before } : { table, id: '1', action: 'create' },
        };
      }),

    event: async <R>(event: AppEvent | ((result: R) => AppEvent), work?: (tx: Tx) => Promise<R>) =>
      db.transaction().execute(async (tx) => {
        const result = (work ? await work(tx) : undefined) as R;
        await hooks.onEvent?.(tx, { ...(typeof event === 'function' ? event(result) : event), origin });
        return result;
      }),

    origin,
    withOrigin: (other) => recordWriter(db, { ...options, origin: other }),
  };
}

/**
 * `update <table> set <values>, updated_at = now() where id = <id>`, answering the row: the usual versioned
 * write. Only the columns given a value are written: a value left `undefined` (a field the client did not
 * send) keeps what is stored; a field sent empty comes as '' or null and is cleared.
 */
export function updateRow<T extends TableName>(
  tx: Tx,
  table: T,
  id: string,
  values: Updateable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  const present = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return untyped(tx)
    .updateTable(table as string)
    .set({ ...present, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>;
}
