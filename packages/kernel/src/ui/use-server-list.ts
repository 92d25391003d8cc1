import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../core/http';

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
export function useServerList<T>(load: PageLoader<T>, options: { pageSize: number; failureMessage: string; idle?: boolean }): ServerList<T> {
  const idle = Boolean(options.idle);
  const loader = useRef(load);
  loader.current = load;
  const [query, setQueryState] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState('');
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

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    setPage(1);
  }, []);

  const setSort = useCallback((next: string) => {
    setSortState(next);
    setPage(1);
  }, []);

  return { rows: data.rows, total: data.total, query, setQuery, sort, setSort, page, setPage, pageCount: Math.max(1, Math.ceil(data.total / options.pageSize)), loading, error, reload };
}
