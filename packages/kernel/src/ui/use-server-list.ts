import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../core/http';
import type { ListAddress } from './use-list-address';

export interface ServerPage<T> {
  rows: T[];
  /** Every row matching the query, on all pages. */
  total: number;
}

export interface ServerList<T> {
  rows: T[];
  total: number;
  query: string;
  setQuery: (query: string) => void;
  /** The order asked of the server (`email`, `-createdAt`), '' for the list's own. */
  sort: string;
  setSort: (sort: string) => void;
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  loading: boolean;
  error: string | null;
  reload(): Promise<void>;
}

/** One page of a server list: `sort` is '' for the list's own order. */
export type PageLoader<T> = (page: number, pageSize: number, q: string, sort: string) => Promise<ServerPage<T>>;

/**
 * A list paged, searched and sorted by the server (`page`, `pageSize`, `q`, `sort`), for collections too large
 * to load whole. A new search or order starts again from page 1; typing waits 300 ms before asking; a late answer to an
 * older request never replaces a newer one. `idle` never fetches (a list controller paged in the browser).
 */
export function useServerList<T>(
  load: PageLoader<T>,
  options: { pageSize: number; failureMessage: string; idle?: boolean; state: ListAddress },
): ServerList<T> {
  const idle = Boolean(options.idle);
  const loader = useRef(load);
  loader.current = load;
  const { query, page, sort, update } = options.state;
  // A search from the address (a reload) is asked for at once; typing waits.
  const [debounced, setDebounced] = useState(query.trim());
  const [data, setData] = useState<ServerPage<T>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(!idle);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const answer = await loader.current(page, options.pageSize, debounced, sort);
      if (request === latest.current) setData(answer);
    } catch (failure) {
      if (request === latest.current) setError(errorMessage(failure, options.failureMessage));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [page, debounced, sort, options.pageSize, options.failureMessage]);

  useEffect(() => {
    if (!idle) void reload();
  }, [reload, idle]);

  // A page past the end (an old link, rows deleted meanwhile) turns into the last page.
  const pageCount = Math.max(1, Math.ceil(data.total / options.pageSize));
  useEffect(() => {
    if (!idle && !loading && !error && data.total > 0 && page > pageCount) update({ page: pageCount });
  }, [idle, loading, error, data.total, page, pageCount, update]);

  const setQuery = useCallback((next: string) => update({ query: next, page: 1 }), [update]);
  const setSort = useCallback((next: string) => update({ sort: next, page: 1 }), [update]);
  const setPage = useCallback((next: number) => update({ page: Math.max(1, next) }), [update]);

  return {
    rows: data.rows,
    total: data.total,
    query,
    setQuery,
    sort,
    setSort,
    page,
    setPage,
    pageCount,
    loading,
    error,
    reload,
  };
}
