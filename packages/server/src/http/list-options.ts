import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * Optional paging and search for list calls. The spec's screens page on the client and send nothing,
 * so without `page` a list answers every row; `total` is always the count of matching rows.
 *
 *   app.get('/companies', { schema: { querystring: listQuerySchema } }, async (request) => {
 *     const options = readListOptions(request.query);
 *     let query = db.selectFrom('companies').selectAll().orderBy('row');
 *     if (options.q) query = query.where('name', 'ilike', containsPattern(options.q));
 *     const { rows, total } = await fetchPage(query, options);
 *     return listAnswer(rows.map(toCompany), total, options);
 *   });
 */
export interface ListOptions {
  /** Trimmed search text, or null. */
  q: string | null;
  /** 1-based page, or null for "all rows". */
  page: number | null;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 10;

/** Spread into a route's `querystring` schema (add the route's own properties beside it). */
export const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    q: { type: 'string', maxLength: 200 },
  },
} as const;

export function readListOptions(query: unknown): ListOptions {
  const values = (query ?? {}) as { page?: number; pageSize?: number; q?: string };
  const q = typeof values.q === 'string' ? values.q.trim() : '';
  return { q: q || null, page: values.page ?? null, pageSize: values.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** Runs the query for the requested page (or all rows) and counts every matching row. */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: ListOptions,
): Promise<{ rows: O[]; total: number }> {
  const paged = options.page ? query.limit(options.pageSize).offset((options.page - 1) * options.pageSize) : query;
  const rows = await paged.execute();
  if (!options.page) return { rows, total: rows.length };
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total') as any)
    .executeTakeFirst()) as { total: number | string } | undefined;
  return { rows, total: Number(counted?.total ?? 0) };
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
