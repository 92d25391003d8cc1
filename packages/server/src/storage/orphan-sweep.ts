import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerModule } from '../modules/module';
import { releaseStaleReservations } from './private-files-quota';
import type { Storage } from './storage';
import { keyOf } from './storage-keys';

/** A file younger than this may belong to a write still in flight: the sweep leaves it alone. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export interface SweepOptions {
  db: Kysely<Database>;
  storage: Storage;
  modules: readonly ServerModule[];
  /** Files modified after `now - minAgeMs` are kept (default: an hour). */
  minAgeMs?: number;
  now?: number;
}

export interface SweepResult {
  /** Files looked at (in the modules' folders). */
  checked: number;
  /** Keys of the files deleted. */
  removed: string[];
}

/** The folder part of a key: `uploads/companies/<uuid>.svg` → `uploads/companies`. */
const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));

/** A temporary file left by a crashed save names its target: `<target>.<uuid>.tmp`. */
const targetOf = (key: string) => key.replace(/\.[0-9a-f-]{36}\.tmp$/, '');

/**
 * Deletes the stored files no record refers to: what a crash between storing a file and committing its record
 * leaves behind (a failed write removes its file at once; a crash cannot). Only the folders modules declare
 * (`files.folders`) are looked at, and only files older than `minAgeMs`, so an upload whose record is still
 * being written is safe. References are read before the listing: a file stored since is younger than an hour.
 */
export async function sweepOrphanFiles({
  db,
  storage,
  modules,
  minAgeMs = ORPHAN_MIN_AGE_MS,
  now = Date.now(),
}: SweepOptions): Promise<SweepResult> {
  const owned = new Set<string>();
  const referenced = new Set<string>();
  for (const module of modules) {
    if (!module.files) continue;
    for (const folder of module.files.folders) owned.add(folder);
    for (const reference of await module.files.referenced(db)) {
      const key = reference ? keyOf(reference) : null;
      if (key) referenced.add(key);
    }
  }
  const result: SweepResult = { checked: 0, removed: [] };
  for await (const entry of storage.list()) {
    if (!owned.has(folderOf(entry.key))) continue;
    result.checked += 1;
    const leftover = targetOf(entry.key) !== entry.key;
    if (!leftover && referenced.has(entry.key)) continue;
    if (now - entry.modifiedAt.getTime() < minAgeMs) continue;
    await storage.remove(entry.key);
    result.removed.push(entry.key);
  }
  return result;
}

/**
 * The orphan sweep with the stale private files reservations: one run (the daily job of modules/background-jobs).
 * Answers a line for the log, or null when there was nothing to do.
 */
export async function sweepOnce(options: Omit<SweepOptions, 'now'>): Promise<string[]> {
  const lines: string[] = [];
  const { checked, removed } = await sweepOrphanFiles(options);
  if (removed.length > 0)
    lines.push(`Orphan sweep: removed ${removed.length} of ${checked} stored files that no record refers to`);
  // The same crash leaves the private files' reservation of an application that never committed.
  const released = await releaseStaleReservations(options.db, options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  if (released > 0)
    lines.push(`Orphan sweep: released ${released} private files reservations of applications never saved`);
  return lines;
}

/** A module's `files` from plain columns: `filesIn(['uploads/reviews'], ['reviews', 'avatar'])`. */
export function filesIn(folders: string[], ...columns: Array<[table: keyof Database & string, column: string]>) {
  return {
    folders,
    async referenced(db: Kysely<Database>) {
      const found: string[] = [];
      for (const [table, column] of columns) {
        // Tables and columns listed at run time: kysely's untyped view (as in src/db).
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const rows = await (db as unknown as Kysely<any>)
          .selectFrom(table)
          .select(column)
          .where(column, 'is not', null)
          .where(column, '!=', '')
          .execute();
        for (const row of rows) found.push(String(row[column]));
      }
      return found;
    },
  };
}
