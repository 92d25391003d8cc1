import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { AppError } from '../http/app-error';
import { isCalendarDay, isUtcOffset } from '../http/date-rules';
import { countMatching, countQuery, pageTotal, totalOf, type ListOptions } from './list-page';
import { compiledPerShape } from './compiled-once';
import { keptMarks } from './position-marks';
import { countRows, keptCount, readRowCount } from './row-counts';

/**
 * Pages of a list shown newest first (`order by created_at desc, id`), read through the table's
 * `(created_at desc, id)` index however deep the page:
 *  - next / previous (`after` / `before`, cursors from an earlier answer): a keyset range, no offset at all;
 *  - a numbered jump (`page`): from the nearest position mark (db/position-marks.ts) when unfiltered and the
 *    marks are current, else the offset walks the index only (id and created_at are in it) and just the
 *    page's rows are read (while the marks are rebuilt in the background after a change);
 *  - the total is counted only when needed (`pageTotal`), from the maintained count when unfiltered.
 *
 * Cursors keep created_at as PostgreSQL's text (microseconds), never as a JS Date (milliseconds): a
 * truncated cursor would skip rows created in the same millisecond.
 */
export interface RecordCursor {
  /** created_at as `created_at::text`. */
  at: string;
  id: string;
}

type Query = SelectQueryBuilder<any, any, any>;
type Row = Record<string, unknown> & { id: string; created_at: Date };

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether text is a timestamptz as PostgreSQL prints it, with a real date, time and offset (so casting it
 * cannot fail: an offset of +15:99 or the year 0 was a 500). The shared rules of http/date-rules.ts.
 */
function isTimestampText(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [day, hour, minute, second, , offsetHours, offsetMinutes, offsetSeconds] = match.slice(1);
  return (
    isCalendarDay(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    isUtcOffset(Number(offsetHours), Number(offsetMinutes ?? 0), Number(offsetSeconds ?? 0))
  );
}

export function encodeCursor(cursor: RecordCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

/** The cursor a client sent back; 400 when it is not one this server made. */
export function decodeCursor(text: string, name: string): RecordCursor {
  const plain = Buffer.from(text, 'base64url').toString('utf8');
  const split = plain.lastIndexOf('|');
  const cursor = { at: plain.slice(0, split), id: plain.slice(split + 1) };
  if (split < 0 || !UUID.test(cursor.id) || !isTimestampText(cursor.at))
    throw new AppError(400, `${name} must be a cursor from an earlier answer`);
  return cursor;
}

/**
 * Rows after the cursor in newest-first order, written so the index serves it as a range:
 * `created_at <= at and (created_at < at or id > id)`.
 */
export function afterCursor(cursor: RecordCursor): Expression<SqlBool> {
  return sql<SqlBool>`created_at <= ${cursor.at}::timestamptz and (created_at < ${cursor.at}::timestamptz or id > ${cursor.id})`;
}

/** Rows before the cursor in newest-first order (read backwards through the same index). */
function beforeCursor(cursor: RecordCursor): Expression<SqlBool> {
  return sql<SqlBool>`created_at >= ${cursor.at}::timestamptz and (created_at > ${cursor.at}::timestamptz or id < ${cursor.id})`;
}

/** `created_at::text as cursor_at`, the exact value a cursor keeps. */
export const cursorColumn = sql<string>`created_at::text`.as('cursor_at');

const newestFirst = (query: Query) => query.orderBy('created_at', 'desc').orderBy('id');
const oldestFirst = (query: Query) => query.orderBy('created_at', 'asc').orderBy('id', 'desc');

/**
 * The order of a page: newest first by default. `created_at` either way pages through the `(created_at desc,
 * id)` index (read backwards for oldest first) with cursors; another column is ordered by `lower(column)`, which
 * needs an index on `lower(column)` (the caller's whitelist only names such columns), paged by offset.
 */
export interface RecordOrder {
  column: string;
  descending: boolean;
}
const NEWEST_FIRST: RecordOrder = { column: 'created_at', descending: true };
const byColumn = (order: RecordOrder) => (query: Query) =>
  query
    .orderBy(sql`lower(${sql.ref(order.column)})`, order.descending ? 'desc' : 'asc')
    .orderBy('id', order.descending ? 'desc' : 'asc');
const isNewestFirst = (order: RecordOrder) => order.column === 'created_at' && order.descending;
/** The order's forwards direction; oldest first walks the date index backwards. */
const forwardsOf = (order: RecordOrder) =>
  order.column === 'created_at' ? (order.descending ? newestFirst : oldestFirst) : byColumn(order);

/** A page's columns: every one, the cursor's text and, when `keptAlong`, the table's maintained count. */
const pageColumns = (query: Query, table: string, keptAlong: boolean) => {
  const selected = query.selectAll().select(cursorColumn);
  return keptAlong ? selected.select(keptCount(table).as('kept_count')) : selected;
};
const orderShape = (order: RecordOrder) => `${order.column} ${order.descending ? 'desc' : 'asc'}`;

/**
 * The commonest list request, an unfiltered page near the top (no cursor, a short offset): its SQL is built
 * once per table, order and count column (db/compiled-once.ts).
 */
const unfilteredTopPage = compiledPerShape(
  (db: Kysely<any>, table: string, order: RecordOrder, keptAlong: boolean, size: number, offset: number) =>
    forwardsOf(order)(pageColumns(db.selectFrom(table), table, keptAlong))
      .limit(size)
      .offset(offset),
  {
    shapeOf: (table, order, keptAlong) => `${table} ${orderShape(order)} ${keptAlong}`,
    parametersOf: (table, _order, keptAlong, size, offset) => (keptAlong ? [table, size, offset] : [size, offset]),
  },
);

/**
 * A filter whose SQL never changes for its list, only its values (a search over the collection's columns): named
 * by the list, so that its top pages and counts also run from SQL compiled once. `key` must name everything the
 * filter's SQL depends on besides the table; `parameters` are its values in the order its SQL takes them.
 */
export interface FilterShape {
  key: string;
  parameters: unknown[];
}
type Filter = (query: Query) => Query;

/** A filtered page near the top, for a filter with a shape. */
const shapedTopPage = compiledPerShape(
  (
    db: Kysely<any>,
    table: string,
    order: RecordOrder,
    filter: Filter,
    _shape: FilterShape,
    size: number,
    offset: number,
  ) =>
    forwardsOf(order)(pageColumns(filter(db.selectFrom(table)), table, false))
      .limit(size)
      .offset(offset),
  {
    shapeOf: (table, order, _filter, shape) => `${table} ${orderShape(order)} ${shape.key}`,
    parametersOf: (_table, _order, _filter, shape, size, offset) => [...shape.parameters, size, offset],
  },
);

/** The rows a filter with a shape matches, counted. */
const shapedCount = compiledPerShape(
  (db: Kysely<any>, table: string, filter: Filter, _shape: FilterShape) => countQuery(filter(db.selectFrom(table))),
  {
    shapeOf: (table, _filter, shape) => `${table} ${shape.key}`,
    parametersOf: (_table, _filter, shape) => shape.parameters,
  },
);

/** An unfiltered deep jump, newest first, from a position mark: built once per table too. */
const unfilteredPageFromMark = compiledPerShape(
  (db: Kysely<any>, table: string, mark: RecordCursor, size: number, offset: number) =>
    newestFirst(pageColumns(db.selectFrom(table), table, false))
      .where(fromCursor(mark))
      .limit(size)
      .offset(offset),
  {
    shapeOf: (table) => table,
    parametersOf: (_table, mark, size, offset) => [mark.at, mark.at, mark.id, size, offset],
  },
);

export interface RecordPage<R> {
  rows: R[];
  total: number;
  /** Send as `after` for the next page / as `before` for the previous one (absent without rows). */
  after?: string;
  before?: string;
}

/** Below this offset a plain `offset` is as cheap as anything cleverer. */
const SHORT_OFFSET = 1000;

/** Rows at or after the cursor's row in newest-first order (the query is compiled once: the date is given twice, as two parameters). */
function fromCursor(cursor: RecordCursor): Expression<SqlBool> {
  return sql<SqlBool>`created_at <= ${cursor.at}::timestamptz and (created_at < ${cursor.at}::timestamptz or id >= ${cursor.id})`;
}

/** A row as a page answers it by default: without the page's own columns (the cursor's text, the count). */
const withoutPageColumns = ({
  cursor_at: _cursor,
  kept_count: _kept,
  ...row
}: Row & { cursor_at?: string; kept_count?: unknown }): Row => row as Row;

/**
 * A page of `table` newest first. `filter` adds the list's conditions (its search); `filtered` says whether
 * they narrow the list. Unfiltered, the total and deep jumps use the table's maintained count and position
 * marks (when tracked: db/row-counts.ts); filtered, matching rows are counted (only when `pageTotal` needs
 * it) and a deep jump walks the offset through the index alone. Without `page`, every row.
 * Unfiltered pages do not apply `filter` at all (their SQL is compiled once), so it must leave the rows as
 * they are whenever `filtered` is false. With `filterShape` (see FilterShape), filtered top pages and counts run
 * from SQL compiled once too. `answer` turns each row into what the page answers (it may read the
 * row's columns only: the page's own `cursor_at` and `kept_count` are there too); by default, the row without them.
 */
export async function fetchRecordPage<R = Row>(
  db: Kysely<any>,
  table: string,
  options: ListOptions,
  {
    filter = (query: Query) => query,
    filtered = Boolean(options.q),
    order = NEWEST_FIRST,
    answer = withoutPageColumns as (row: Row) => R,
    filterShape,
  }: {
    filter?: Filter;
    filtered?: boolean;
    order?: RecordOrder;
    answer?: (row: Row) => R;
    filterShape?: FilterShape;
  } = {},
): Promise<RecordPage<R>> {
  const rowsOf = () => filter(db.selectFrom(table));
  const newest = isNewestFirst(order);
  const keyset = order.column === 'created_at';
  // Oldest first walks the same index backwards: its next page is newest-first's previous one.
  const forwards = forwardsOf(order);
  const backwards = newest ? oldestFirst : newestFirst;
  if (!options.page) {
    const rows = (await forwards(rowsOf().selectAll()).execute()) as Row[];
    return { rows: rows.map(answer), total: rows.length };
  }
  if (!keyset && (options.after || options.before))
    throw new AppError(400, 'after and before work only with the order by date');
  const size = options.pageSize;
  const offset = (options.page - 1) * size;
  const jump = !options.after && !options.before;
  const knowsTotal = options.page > 1 && options.knownTotal !== null;
  // Position marks are kept in newest-first order; other orders walk the offset instead.
  const deepJump = jump && offset >= SHORT_OFFSET && newest;
  const needsKept = !filtered && (!knowsTotal || deepJump);
  // A deep jump needs the count before its query (it picks a position mark); otherwise the maintained count
  // rides along in the page query as one more column, saving a round trip on every first page.
  let kept = needsKept && deepJump ? await readRowCount(db, table) : null;
  const keptAlong = needsKept && !deepJump;

  const columns = (query: Query) => pageColumns(query, table, keptAlong);
  const page = () => forwards(columns(rowsOf()));
  const [next, previous] = newest ? [afterCursor, beforeCursor] : [beforeCursor, afterCursor];
  let rowsFound: Array<Record<string, unknown>>;
  // Current marks of an unfiltered deep jump (null while they are being built: the index is walked instead).
  const marks =
    jump && offset >= SHORT_OFFSET && kept && kept.count > 0 ? keptMarks(db, table, kept.version, kept.count) : null;
  if (options.after) {
    rowsFound = await page()
      .where(next(decodeCursor(options.after, 'after')))
      .limit(size)
      .execute();
  } else if (options.before) {
    rowsFound = await backwards(columns(rowsOf()).where(previous(decodeCursor(options.before, 'before'))))
      .limit(size)
      .execute();
  } else if (offset < SHORT_OFFSET) {
    if (!filtered) rowsFound = await unfilteredTopPage(db, table, order, keptAlong, size, offset);
    else if (filterShape) rowsFound = await shapedTopPage(db, table, order, filter, filterShape, size, offset);
    else rowsFound = await page().limit(size).offset(offset).execute();
  } else if (marks) {
    // From the nearest known position: fewer than `step` index entries to walk.
    const nearest = Math.min(Math.floor(offset / marks.step), marks.marks.length - 1);
    rowsFound = await unfilteredPageFromMark(db, table, marks.marks[nearest], size, offset - nearest * marks.step);
  } else {
    // Filtered, or the marks are being (re)built after a change: the offset walks the index alone (id and
    // created_at are in it); only this page's rows are read.
    rowsFound = await page()
      .where('id', 'in', forwards(rowsOf().select('id')).limit(size).offset(offset))
      .execute();
  }
  const found = rowsFound as Array<Row & { cursor_at: string; kept_count?: string | number | null }>;
  if (options.before && !options.after) found.reverse();
  if (keptAlong && found.length > 0 && found[0].kept_count != null)
    kept = { count: Number(found[0].kept_count), version: 0 };
  const rows = found.map(answer);
  const total = await pageTotal(
    options,
    rows.length,
    {
      countMatching: async () =>
        filterShape ? totalOf(await shapedCount(db, table, filter, filterShape)) : countMatching(rowsOf()),
      countAll: async () => kept?.count ?? countRows(db, table),
    },
    filtered,
  );
  if (found.length === 0 || !keyset) return { rows, total };
  const cursorOf = (row: Row & { cursor_at: string }) => encodeCursor({ at: row.cursor_at, id: row.id });
  return { rows, total, after: cursorOf(found[found.length - 1]), before: cursorOf(found[0]) };
}
