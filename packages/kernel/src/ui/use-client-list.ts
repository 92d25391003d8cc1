import { useEffect, useMemo } from 'react';
import type { ListAddress } from './use-list-address';

export interface ClientListOptions<T> {
  pageSize: number;
  /** Case-insensitive search: return the texts of a row the query is looked for in. */
  searchIn: (row: T) => Array<string | null | undefined>;
  /** Where the search and page are kept (`useListAddress`: the address, or local state). */
  state: ListAddress;
}

export interface ClientList<T> {
  query: string;
  setQuery: (query: string) => void;
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  /** Rows matching the query. */
  matching: T[];
  /** The matching rows of the current page. */
  pageRows: T[];
  /** Position of the first row of the page in `matching` (for '#' columns). */
  offset: number;
}

/** Case-insensitive substring match over the given texts. */
export function matchesQuery(texts: Array<string | null | undefined>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}

/**
 * Search and paging done in the browser (content spec §2 Common list behaviour: paging on the client, from page 1). A new query goes back
 * to page 1; when rows disappear (a delete) the page is clamped to the last one that exists.
 */
export function useClientList<T>(rows: readonly T[], { pageSize, searchIn, state }: ClientListOptions<T>): ClientList<T> {
  const { query, page, update } = state;
  const matching = useMemo(() => rows.filter((row) => matchesQuery(searchIn(row), query)), [rows, query, searchIn]);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pageCount);
  // Clamped once rows are there: before they load, a page from the address (a reload on page 3) must stay.
  const loaded = rows.length > 0;
  useEffect(() => {
    if (loaded && page !== current) update({ page: current });
  }, [loaded, page, current, update]);
  const offset = (current - 1) * pageSize;
  return {
    query,
    setQuery: (next) => update({ query: next, page: 1 }),
    page: current,
    setPage: (next) => update({ page: Math.min(Math.max(1, next), pageCount) }),
    pageCount,
    matching,
    pageRows: matching.slice(offset, offset + pageSize),
    offset,
  };
}
