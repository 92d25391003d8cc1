import { useEffect, useMemo } from 'react';
import type { ListAddress } from './use-list-address';

export interface ClientListOptions<T> {
  pageSize: number;
  /** Case-insensitive search: return the texts of a row the query is looked for in. */
  searchIn: (row: T) => Array<string | null | undefined>;
  /** Where the search, page and order are kept (`useListAddress`: the address, or local state). */
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

/** A row's field as a sort value: numbers and dates as they are, the rest as text. */
function sortValue(row: unknown, key: string): string | number {
  const value = (row as Record<string, unknown>)[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * The rows in the order asked: `sort` names the row's field (a column's `sortKey`), `-` first for descending,
 * '' keeps the loaded order. Text compares case-insensitively and numerically ('Plan 2' before 'Plan 10').
 */
export function sortRows<T>(rows: readonly T[], sort: string): readonly T[] {
  if (!sort) return rows;
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const compare = (a: T, b: T) => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), undefined, { sensitivity: 'base', numeric: true });
    return descending ? -order : order;
  };
  return [...rows].sort(compare);
}

/**
 * Search, sorting and paging done in the browser. A new query goes back
 * to page 1; when rows disappear (a delete) the page is clamped to the last one that exists.
 */
export function useClientList<T>(
  rows: readonly T[],
  { pageSize, searchIn, state }: ClientListOptions<T>,
): ClientList<T> {
  const { query, page, sort, update } = state;
  const matching = useMemo(
    () => sortRows(rows, sort).filter((row) => matchesQuery(searchIn(row), query)),
    [rows, query, searchIn, sort],
  );
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
