import { useCallback, useEffect, useState } from 'react';
import type { ListStore } from './list-store';
import type { ListAddress } from './use-list-address';
import { useListStore } from './use-list-store';

export type { ServerPage, PageLoader } from './list-store';

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

/**
 * Binds a server-paged `ListStore` (`loadPage`: `page`, `pageSize`, `q`, `sort`) to the list's address, for
 * collections too large to load whole. A new search or order starts again from page 1; typing waits 300 ms before
 * asking; a late answer to an older request never replaces a newer one (the store sees to it). `idle` never fetches
 * (a list controller paged in the browser).
 */
export function useServerList<T>(
  store: ListStore<T>,
  options: { pageSize: number; failureMessage: string; idle?: boolean; state: ListAddress },
): ServerList<T> {
  const idle = Boolean(options.idle);
  useListStore(store);
  const { query, page, sort, update } = options.state;
  const { pageSize, failureMessage } = options;
  // A search from the address (a reload) is asked for at once; typing waits.
  const [debounced, setDebounced] = useState(query.trim());
  const { filters } = store.query;

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (idle) return;
    store.setQuery({ page, pageSize, search: debounced, sort, filters });
    void store.load(failureMessage);
  }, [store, idle, page, pageSize, debounced, sort, filters, failureMessage]);

  const reload = useCallback(() => store.reload(failureMessage), [store, failureMessage]);

  // A page past the end (an old link, rows deleted meanwhile) turns into the last page.
  const { total, loading, error } = store;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    // Read from the store itself: a store kept from an earlier visit has the old total until its new answer.
    const answered = !store.loading && !store.error && store.total > 0;
    if (!idle && answered && page > Math.max(1, Math.ceil(store.total / pageSize))) update({ page: pageCount });
  }, [store, idle, loading, error, total, page, pageSize, pageCount, update]);

  const setQuery = useCallback((next: string) => update({ query: next, page: 1 }), [update]);
  const setSort = useCallback((next: string) => update({ sort: next, page: 1 }), [update]);
  const setPage = useCallback((next: number) => update({ page: Math.max(1, next) }), [update]);

  return {
    rows: store.rows,
    total,
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
