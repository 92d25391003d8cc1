import { DEFAULT_PAGE_SIZE } from '@backoffice/contracts';
import type { ListOptions } from '../db/list-page';

/**
 * Optional paging and search for list calls, read from a request's query (the contract's ListQuery schema
 * checks it first). The spec's screens page on the client and send nothing, so without `page` a list answers
 * every row; `total` is always the count of matching rows. The queries are in db/list-page.ts:
 *
 *   route(app, companiesApi.list, READ, async (request) => {
 *     const options = readListOptions(request.query);
 *     let query = db.selectFrom('companies').selectAll().orderBy('row');
 *     if (options.q) query = query.where('name', 'ilike', containsPattern(options.q));
 *     const { rows, total } = await fetchPage(query, options, { countAll: () => countRows(db, 'companies') });
 *     return listAnswer(rows.map(toCompany), total, options);
 *   });
 */
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

/** `{ success, data: rows, total }`, plus `page` and `pageSize` when a page was asked for. */
export function listAnswer<T>(rows: T[], total: number, options: ListOptions) {
  return {
    success: true as const,
    data: rows,
    total,
    ...(options.page ? { page: options.page, pageSize: options.pageSize } : {}),
  };
}
