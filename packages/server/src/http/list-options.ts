import { DEFAULT_PAGE_SIZE, ListQuery } from '@backoffice/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * Optional paging and search for list calls. The spec's screens page on the client and send nothing,
 * so without `page` a list answers every row; `total` is always the count of matching rows.
 *
 *   app.get('/companies', { schema: { querystring: listQuerySchema } }, async (request) => {
 *     const options = readListOptions(request.query);
 *     let query = db.selectFrom('companies').selectAll().orderBy('row');
 *     if (options.q) query = query.where('name', 'ilike', containsPattern(options.q));
 *     const { rows, total } = await fetchPage(query, options, { countAll: () => countRows(db, 'companies') });
 *     return listAnswer(rows.map(toCompany), total, options);
 *   });
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

export { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@backoffice/contracts';

/** A route's `querystring` schema for paging and search: the contract's ListQuery. */
export const listQuerySchema = ListQuery;

export function readListOptions(query: unknown): ListOptions {
  const values = (query ?? {}) as {
    page?: number;
    pageSize?: number;
    q?: string;
    total?: number;
    after?: string;
    before?: string;
    sort?: string;
  };
  const q = typeof values.q === 'string' ? values.q.trim() : '';
  return {
    q: q || null,
    page: values.page ?? null,
    pageSize: values.pageSize ?? DEFAULT_PAGE_SIZE,
    knownTotal: values.total ?? null,
    after: values.after || null,
    before: values.before || null,
    sort: values.sort || null,
  };
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

/** `{ success, data: rows, total }`, plus `page` and `pageSize` when a page was asked for. */
export function listAnswer<T>(rows: T[], total: number, options: ListOptions) {
  return {
    success: true as const,
    data: rows,
    total,
    ...(options.page ? { page: options.page, pageSize: options.pageSize } : {}),
  };
}
