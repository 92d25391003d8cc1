import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { AppError } from '../http/app-error';
import { assertCurrentVersion } from '../http/version-check';
import type { Database } from './schema';

export type TableName = keyof Database & string;
export type Tx = Transaction<Database>;

/** One content write, as the hooks see it once it is known. */
export interface RecordWrite {
  table: TableName;
  id: string;
  action: 'create' | 'update' | 'delete';
  /** The row as it was before an update or delete (e.g. a slug that changed or is gone). */
  before?: Record<string, unknown>;
}

/**
 * The two seams of every content write: `inTransaction` runs inside the write's transaction (where an
 * activity log would add its row, so both commit or neither does), `afterCommit` once it has committed
 * (the content API's signed webhooks queue their call there; it must return at once and never throw).
 */
export interface WriteHooks {
  inTransaction?(tx: Tx, write: RecordWrite): Promise<void>;
  afterCommit?(write: RecordWrite): Promise<void> | void;
}

/** Several modules' hooks as one, run in order. */
export function combineWriteHooks(all: WriteHooks[]): WriteHooks {
  return {
    async inTransaction(tx, write) {
      for (const hooks of all) await hooks.inTransaction?.(tx, write);
    },
    async afterCommit(write) {
      for (const hooks of all) await hooks.afterCommit?.(write);
    },
  };
}

export interface VersionedUpdate<T extends TableName, R> {
  table: T;
  /** The row's id; with `lock`, whatever names the row in the 404 (e.g. the title it was looked up by). */
  id: string;
  /** The 404's message when the row is gone. */
  missing: string;
  /** The version the edit was based on (`updatedAt`); none sent means no check. */
  version?: string | null;
  /** The 409's message, when the module words it its own way. */
  staleMessage?: string;
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
  changed(write: RecordWrite): Promise<void>;
}

// Tables are chosen by the caller, so the row-level queries go through an untyped view of the same database.
const untyped = (db: Kysely<Database> | Tx) => db as unknown as Kysely<any>;

export interface RecordWriterOptions {
  hooks?: WriteHooks;
  /** Removes a stored file (the app's storage); files are only ever removed after their write committed. */
  removeFile?: (urlOrKey: string) => Promise<void>;
}

export function recordWriter(db: Kysely<Database>, { hooks = {}, removeFile = async () => {} }: RecordWriterOptions = {}): RecordWriter {
  async function inTransaction<R>(run: (tx: Tx) => Promise<{ result: R; write: RecordWrite }>, dropsFiles?: (result: R) => Array<string | null | undefined>): Promise<R> {
    const { result, write } = await db.transaction().execute(async (tx) => {
      const done = await run(tx);
      await hooks.inTransaction?.(tx, done.write);
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

    update: ({ table, id, missing, version, staleMessage, lock, write, dropsFiles }) =>
      inTransaction(async (tx) => {
        const current = lock ? await lock(tx) : await untyped(tx).selectFrom(table as string).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) throw new AppError(404, missing);
        if (staleMessage) {
          if (version && new Date(current.updated_at).getTime() !== new Date(version).getTime()) throw new AppError(409, staleMessage);
        } else if (version !== undefined) {
          assertCurrentVersion(current.updated_at, version);
        }
        // A row found another way than by id (`lock`) is reported by its own id.
        const rowId = typeof current.id === 'string' ? current.id : id;
        return { result: await write(tx, current as Selectable<Database[typeof table]>), write: { table, id: rowId, action: 'update', before: current } };
      }, dropsFiles),

    remove: ({ table, id, missing, before, also, dropsFiles }) =>
      inTransaction(async (tx) => {
        await before?.(tx);
        const removed = (await untyped(tx).deleteFrom(table as string).where('id', '=', id).returningAll().executeTakeFirst()) as Selectable<Database[typeof table]> | undefined;
        if (!removed) throw new AppError(404, missing);
        await also?.(tx, removed);
        return { result: removed, write: { table, id, action: 'delete', before: removed as Record<string, unknown> } };
      }, dropsFiles),

    changed: async (write) => {
      await hooks.afterCommit?.(write);
    },
  };
}

/** `update <table> set <values>, updated_at = now() where id = <id>`, answering the row: the usual versioned write. */
export function updateRow<T extends TableName>(tx: Tx, table: T, id: string, values: Updateable<Database[T]>): Promise<Selectable<Database[T]>> {
  return untyped(tx).updateTable(table as string).set({ ...values, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>;
}
