import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's search, page, order and page size (0: the list's own). */
export interface ListState {
  query: string;
  page: number;
  sort: string;
  pageSize: number;
}

export interface ListAddress extends ListState {
  /** Changes some of them; the address follows (replacing the history entry, so Back leaves the list). */
  update(patch: Partial<ListState>): void;
}

/** The largest page a list shows (the servers' own limit). */
export const MAX_PAGE_SIZE = 100;

const START: ListState = { query: '', page: 1, sort: '', pageSize: 0 };

function names(key: string) {
  const prefix = key ? `${key}.` : '';
  return { query: `${prefix}q`, page: `${prefix}page`, sort: `${prefix}sort`, pageSize: `${prefix}pageSize` };
}

function readState(params: URLSearchParams, key: string): ListState {
  const name = names(key);
  const page = Number.parseInt(params.get(name.page) ?? '', 10);
  const pageSize = Number.parseInt(params.get(name.pageSize) ?? '', 10);
  return {
    query: params.get(name.query) ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sort: params.get(name.sort) ?? '',
    pageSize: Number.isFinite(pageSize) && pageSize > 0 ? Math.min(pageSize, MAX_PAGE_SIZE) : 0,
  };
}

const same = (a: ListState, b: ListState) =>
  a.query === b.query && a.page === b.page && a.sort === b.sort && a.pageSize === b.pageSize;

/**
 * Where a list is: its search, page and order live in the address (`?q=…&page=3&sort=-createdAt&pageSize=50`, or
 * `?<key>.q=…` for a second list on a screen), so a reload, Back from a record, a bookmark or a shared link
 * returns to the same rows. Typing stays instant: the state is kept here and the address follows it; a change
 * of the address from outside (back/forward, a link) is taken in. `key === false` keeps it out of the address.
 */
export function useListAddress(key: string | false = ''): ListAddress {
  const [params, setParams] = useSearchParams();
  const inAddress = key !== false;
  const fromAddress = useMemo(() => (inAddress ? readState(params, key) : START), [params, inAddress, key]);
  const [state, setState] = useState<ListState>(fromAddress);
  const current = useRef(state);
  const written = useRef(fromAddress);
  const setAddress = useRef(setParams);
  setAddress.current = setParams;

  useEffect(() => {
    if (!inAddress || same(fromAddress, written.current)) return;
    written.current = fromAddress;
    current.current = fromAddress;
    setState(fromAddress);
  }, [fromAddress, inAddress]);

  const update = useCallback(
    (patch: Partial<ListState>) => {
      const next = { ...current.current, ...patch };
      if (same(next, current.current)) return;
      current.current = next;
      setState(next);
      if (!inAddress) return;
      written.current = next;
      const name = names(key);
      setAddress.current(
        (previous) => {
          const address = new URLSearchParams(previous);
          const put = (param: string, value: string) => (value ? address.set(param, value) : address.delete(param));
          put(name.query, next.query);
          put(name.page, next.page > 1 ? String(next.page) : '');
          put(name.sort, next.sort);
          put(name.pageSize, next.pageSize > 0 ? String(next.pageSize) : '');
          return address;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [inAddress, key],
  );

  return { ...state, update };
}
