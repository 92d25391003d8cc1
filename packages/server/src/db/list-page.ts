import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * A list's page and its total, in SQL. The request's paging and search are read into `ListOptions` by
 * http/list-options.ts; this file turns them into queries.
 *
 * Counting is the expensive part of a page, so it happens only when needed (`pageTotal`): on page 1 and for
 * a new search; a later page comes with the `total` the client already has; an unfiltered list may read a
 * maintained count (db/row-counts.ts) instead of counting its rows.
 */
export interface ListOptions {
  /** Trimmed search text, or null. */
  q: string | null;
  /** 1-based page, or null for "all rows". */
  page: number | null;
  pageSize: number;
  /** The total the client already has for this search (the `total` of its page 1), or null. */
  knownTotal: number | null;
  /** Keyset paging (lists that support it): the page after / before the row an earlier answer named. */
  after: string | null;
  before: string | null;
  /** The order asked for (`column` or `-column` for descending), or null for the list's own; each list checks it. */
  sort: string | null;
}

/** How a list's total can be had: counting the matching rows, or (unfiltered) a cheap maintained count. */
export interface TotalSources {
  countMatching: () => Promise<number>;
  /** Every row of the list, cheaply (e.g. `countRows(db, table)`); used only when the list is not filtered. */
  countAll?: () => Promise<number>;
}

/**
 * The total to answer with a page of `rowsOnPage` rows, counted only when needed: all rows answered → their
 * number; a later page of a known search → the client's `total`; unfiltered → `countAll`; else a count.
 * `filtered` says whether anything beyond the search narrows the list (a search always does).
 */
export async function pageTotal(
  options: ListOptions,
  rowsOnPage: number,
  sources: TotalSources,
  filtered = false,
): Promise<number> {
  if (!options.page) return rowsOnPage;
  if (options.page > 1 && options.knownTotal !== null) return options.knownTotal;
  if (!options.q && !filtered && sources.countAll) return sources.countAll();
  return sources.countMatching();
}

/** Runs the query for the requested page (or all rows) and answers the total (see `pageTotal`). */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: ListOptions,
  sources: { countAll?: () => Promise<number>; filtered?: boolean } = {},
): Promise<{ rows: O[]; total: number }> {
  const paged = options.page ? query.limit(options.pageSize).offset((options.page - 1) * options.pageSize) : query;
  const rows = await paged.execute();
  const total = await pageTotal(
    options,
    rows.length,
    { countMatching: () => countMatching(query), countAll: sources.countAll },
    sources.filtered,
  );
  return { rows, total };
}

/** The query counting the rows a select would answer (its own select list and order dropped), as `total`. */
export function countQuery<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total') as any) as unknown as SelectQueryBuilder<
    DB,
    TB,
    { total: number | string }
  >;
}

/** `count(*)` of the rows a select would answer. */
export async function countMatching<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  return totalOf(await countQuery(query).execute());
}

/** The number a count query answered. */
export function totalOf(rows: Array<{ total: number | string }>): number {
  return Number(rows[0]?.total ?? 0);
}
