import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, recordMeta } from '../../db/record';
import { fetchPage, type ListOptions } from '../../http/list-options';
import type { Collection } from './collections';

export type Row = Record<string, unknown> & { id: string; created_at: Date; updated_at: Date };

/** A record as the spec's screens read it: `_id`, the collection's keys, `createdAt`, `updatedAt`. */
export function recordAnswer(collection: Collection, row: Row): Record<string, unknown> {
  const answer: Record<string, unknown> = { ...recordMeta(row) };
  for (const field of collection.fields) answer[field.key] = row[field.column] ?? '';
  return answer;
}

/** Which records an export takes: the ids chosen, or every record matching a search ('Select all N matching'). */
export type Selection = { ids: string[] } | { matching: string | null };

// Collections are chosen at run time, so the queries go through an untyped view of the same database.
const any = (db: Kysely<Database>) => db as unknown as Kysely<any>;

function filtered(db: Kysely<Database>, collection: Collection, q: string | null) {
  let query = any(db).selectFrom(collection.table).selectAll();
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) => eb.or(collection.searchColumns.map((column) => eb(column, 'ilike', pattern))));
  }
  return query;
}

/** Newest first; a page of them with the total when asked, else all. */
export async function listRecords(db: Kysely<Database>, collection: Collection, options: ListOptions, answer = (row: Row) => recordAnswer(collection, row)) {
  const query = filtered(db, collection, options.q).orderBy('created_at', 'desc').orderBy('id');
  const { rows, total } = await fetchPage(query, options);
  return { rows: (rows as Row[]).map(answer), total };
}

/**
 * The selected records in batches (keyset paging on created_at and id), so an export of 100,000 rows never
 * holds more than one batch in memory.
 */
export async function* selectedRecords(db: Kysely<Database>, collection: Collection, selection: Selection, batchSize = 1000): AsyncGenerator<Row[]> {
  // The cursor keeps created_at as text: PostgreSQL stores microseconds, a JS Date only milliseconds, and a
  // truncated cursor would skip the rest of a batch inserted in the same instant.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    let query = ('ids' in selection ? any(db).selectFrom(collection.table).selectAll().where('id', 'in', selection.ids) : filtered(db, collection, selection.matching))
      .select(sql<string>`created_at::text`.as('cursor_at'))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(batchSize);
    if (after) {
      const cursor: { at: string; id: string } = after;
      const at = sql`${cursor.at}::timestamptz`;
      query = query.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '>', cursor.id)])]));
    }
    const rows = (await query.execute()) as Array<Row & { cursor_at: string }>;
    if (rows.length > 0) {
      const last = rows[rows.length - 1];
      after = { at: last.cursor_at, id: last.id };
      yield rows.map(({ cursor_at: _cursor, ...row }) => row as Row);
    }
    if (rows.length < batchSize) return;
  }
}

export async function deleteRecord(db: Kysely<Database>, collection: Collection, id: string): Promise<Row | undefined> {
  return (await any(db).deleteFrom(collection.table).where('id', '=', id).returningAll().executeTakeFirst()) as Row | undefined;
}

export async function countRecords(db: Kysely<Database>, collection: Collection): Promise<number> {
  const row = await any(db).selectFrom(collection.table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
