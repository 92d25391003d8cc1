import type { CollectedRecord } from '@backoffice/contracts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, recordMeta } from '../../db/record';
import { afterCursor, cursorColumn, fetchRecordPage, type RecordCursor, type RecordOrder } from '../../db/record-pages';
import { AppError } from '../../http/app-error';
import { countRows } from '../../db/row-counts';
import type { ListOptions } from '../../db/list-page';
import type { Collection } from './collections';
import type { Selection } from './selection';

export type Row = Record<string, unknown> & { id: string; created_at: Date; updated_at: Date };

/** A record as the spec's screens read it: `_id`, the collection's keys, `createdAt`, `updatedAt`. */
export function recordAnswer(collection: Collection, row: Row): CollectedRecord {
  // Keys added to recordMeta's own object, not to a spread copy of it (see withRecordMeta).
  const answer = recordMeta(row) as CollectedRecord;
  for (const field of collection.fields) answer[field.key] = (row[field.column] as string | null) ?? '';
  return answer;
}

export type { Selection } from './selection';

// Collections are chosen at run time, so the queries go through an untyped view of the same database.
const any = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** The collection's rows, narrowed to those matching a search (trigram-indexed `ilike` on its search columns). */
function matching(collection: Collection, q: string | null) {
  return <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q => {
    if (!q) return query;
    const pattern = containsPattern(q);
    return query.where((eb) => eb.or(collection.searchColumns.map((column) => eb(column, 'ilike', pattern)))) as Q;
  };
}

/**
 * The order a list asked for: `createdAt` or one of the collection's sortable keys, `-` first for descending;
 * newest first when none. Only indexed columns are allowed, so a page of 100,000 rows stays an index walk.
 */
export function recordOrder(collection: Collection, sort: string | null): RecordOrder {
  if (!sort) return { column: 'created_at', descending: true };
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column =
    key === 'createdAt' ? 'created_at' : Object.hasOwn(collection.sortable, key) ? collection.sortable[key] : null;
  if (!column) {
    const allowed = ['createdAt', ...Object.keys(collection.sortable)].flatMap((name) => [name, `-${name}`]);
    throw new AppError(400, `sort must be one of: ${allowed.join(', ')}`);
  }
  return { column, descending };
}

/** Newest first (or in the order asked); a page of them (with the total, counted only when needed, and next/previous cursors) when asked, else all. */
export async function listRecords(
  db: Kysely<Database>,
  collection: Collection,
  options: ListOptions,
  answer = (row: Row) => recordAnswer(collection, row),
) {
  const order = recordOrder(collection, options.sort);
  // Rows become answers straight from the query's rows (no copy without the page's own columns first).
  // A search is the same SQL for every q (its pattern on each search column): its pages and counts run compiled once.
  const filterShape = options.q
    ? { key: 'search', parameters: collection.searchColumns.map(() => containsPattern(options.q!)) }
    : undefined;
  return fetchRecordPage(any(db), collection.table, options, {
    filter: matching(collection, options.q),
    filterShape,
    order,
    answer: (row) => answer(row as Row),
  });
}

/**
 * The selected records in batches (keyset paging on created_at and id, through the index), so an export of
 * 100,000 rows never holds more than one batch in memory.
 */
export async function* selectedRecords(
  db: Kysely<Database>,
  collection: Collection,
  selection: Selection,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  let after: RecordCursor | null = null;
  for (;;) {
    const rows = (
      'ids' in selection
        ? any(db).selectFrom(collection.table).where('id', 'in', selection.ids)
        : matching(collection, selection.matching)(any(db).selectFrom(collection.table))
    )
      .selectAll()
      .select(cursorColumn)
      .$if(after !== null, (query) => query.where(afterCursor(after!)))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(batchSize);
    const found = (await rows.execute()) as Array<Row & { cursor_at: string }>;
    if (found.length > 0) {
      const last = found[found.length - 1];
      after = { at: last.cursor_at, id: last.id };
      yield found.map(({ cursor_at: _cursor, ...row }) => row as Row);
    }
    if (found.length < batchSize) return;
  }
}

/** Every record of the collection, from its maintained count (migration 320): no rows are counted. */
export async function countRecords(db: Kysely<Database>, collection: Collection): Promise<number> {
  return countRows(db, collection.table);
}

/** How many records a selection takes (an export's total, shown as its progress). */
export async function countSelected(
  db: Kysely<Database>,
  collection: Collection,
  selection: Selection,
): Promise<number> {
  const base =
    'ids' in selection
      ? any(db).selectFrom(collection.table).where('id', 'in', selection.ids)
      : matching(collection, selection.matching)(any(db).selectFrom(collection.table));
  const row = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}
