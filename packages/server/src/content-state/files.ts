import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { filesIn } from '../storage/orphan-sweep';
import type { PublishableRow } from './state';

/** The files a record refers to in `columns`, published or in its draft: what a delete removes. */
export function filesOfRecord(row: PublishableRow, columns: readonly string[]): string[] {
  const values = row as unknown as Record<string, unknown>;
  const found = columns.flatMap((column) => [values[column], row.draft?.[column]]);
  return found.filter((file): file is string => typeof file === 'string' && file !== '');
}

/**
 * The stored files an edit of a record with drafts let go of: those the row referred to before (published or
 * in its draft) and refers to no more. A draft's new image keeps the published one; publishing it leaves the
 * old one to the orphan sweep.
 */
export function filesLetGo(before: PublishableRow, after: PublishableRow, columns: readonly string[]): string[] {
  const kept = new Set(filesOfRecord(after, columns));
  return filesOfRecord(before, columns).filter((file) => !kept.has(file));
}

/**
 * A module's `files` (the orphan sweep) for a table with drafts: the columns' files and those its drafts name,
 * so an image uploaded for a draft is kept until the draft is published or dropped.
 */
export function filesInWithDrafts(folders: string[], table: keyof Database & string, column: string) {
  const plain = filesIn(folders, [table, column]);
  return {
    folders,
    async referenced(db: Kysely<Database>) {
      // The table is chosen by the caller: kysely's untyped view (as in src/db).
      const drafts = await (db as unknown as Kysely<any>)
        .selectFrom(table)
        .select('draft')
        .where('draft', 'is not', null)
        .execute();
      const inDrafts = drafts
        .map((row: { draft: Record<string, unknown> }) => row.draft[column])
        .filter((file): file is string => typeof file === 'string' && file !== '');
      return [...(await plain.referenced(db)), ...inDrafts];
    },
  };
}
