import { reaction } from 'mobx';
import { useMessages } from '../i18n/use-messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useService } from '../core/services-context';
import { Dialogs } from '../core/tokens';
import type { ConfirmOptions } from '../core/dialogs';
import { useClientList } from './use-client-list';
import type { RemoteRows } from './use-remote-rows';
import { useServerList } from './use-server-list';
import { ListStore, type PageLoader } from './list-store';
import { useListStore } from './use-list-store';
import { useListAddress } from './use-list-address';

/**
 * Delete of one row: a confirmation, the call behind the busy overlay, then the list reloads. The confirm button
 * says "Delete" in red unless `okText` or `danger` say otherwise.
 */
export interface ListRemove<T> extends Omit<ConfirmOptions, 'title'> {
  /** The confirmation's text, naming the row. */
  confirm: (row: T) => string;
  title?: string | ((row: T) => string);
  run: (row: T) => Promise<unknown>;
  failureMessage: string;
}

/** Where the rows come from: exactly one of `store`, `load`, `loadPage` or `source`. */
export interface ListControllerOptions<T> {
  /**
   * The list's store, registered by the plugin (`useService(FaqsListStoreToken)`): it loads the rows (its own
   * `load` or `loadPage`) and keeps the query, rows, selection, loading and error while the screen is away.
   */
  store?: ListStore<T>;
  /** Every row at once; search and paging happen in the browser. */
  load?: () => Promise<T[]>;
  /** One page at a time; the server searches (`q`), sorts (`sort`, '' for its own order) and pages. */
  loadPage?: PageLoader<T>;
  /** Rows kept elsewhere (a store shared with other screens), searched and paged in the browser. */
  source?: RemoteRows<T>;
  /** The rows of a page until the user picks another size (kept in the address as `pageSize`); 10 by default. */
  pageSize?: number;
  /** Client paging: the texts of a row the search looks in (case-insensitive). */
  searchIn?: (row: T) => Array<string | null | undefined>;
  /** Client paging: keeps only the rows it accepts (a filter beside the search); none when omitted. */
  filter?: (row: T) => boolean;
  /** The text of a failed load when the server gives none. */
  failureMessage?: string;
  /** Put before the text of a failed load, e.g. the spec's 'Error: ' on the leads and newsletter lists. */
  failurePrefix?: string;
  remove?: ListRemove<T>;
  /**
   * Where the search, page and order are kept: in the address as `q`, `page`, `sort` (the default), under a
   * prefix for a second list on the same screen (`'cards'` → `cards.q`), or `false` for none (a picker).
   */
  address?: string | false;
}

export interface ListController<T> {
  /** Every row loaded (client paging), or the current page (server paging). */
  rows: T[];
  /** The rows of the current page. */
  pageRows: T[];
  /** Rows matching the search, on all pages. */
  total: number;
  /** Position of the first row of the page (for '#' columns). */
  offset: number;
  query: string;
  setQuery: (query: string) => void;
  /**
   * The order asked: a column's `sortKey`, `-` first for descending; '' for the list's own order. A server-paged
   * list asks the server; a browser-paged one sorts by the row's field of that name. A controller of a screen's
   * own making may leave both out.
   */
  sort?: string;
  setSort?: (sort: string) => void;
  /** A filter narrows the rows (an empty list then says nothing matches, rather than that there are none). */
  filtered: boolean;
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  /** Rows a page shows: the list's own size, or the one the user picked (a screen's own controller may omit it). */
  pageSize?: number;
  /** Picks a page size (back to page 1); ListPage offers `PAGE_SIZES` and the list's own. */
  setPageSize?: (pageSize: number) => void;
  loading: boolean;
  error: string | null;
  reload(): Promise<void>;
  /** Whether rows can be deleted (the controller was given `remove`). */
  canRemove: boolean;
  /** Asks, deletes, reloads; resolves true when the row was deleted. */
  remove(row: T): Promise<boolean>;
  /** The store behind the list (the one given, else one of the controller's own); absent on a screen's own controller. */
  store?: ListStore<T>;
}

const noTexts = () => [];
const noRows: never[] = [];

/** A store of the controller's own, for rows given as `load` or `loadPage` (read through a ref: inline loaders do). */
function useOwnStore<T>(options: ListControllerOptions<T>): ListStore<T> {
  const latest = useRef(options);
  latest.current = options;
  const [store] = useState(() => {
    if (options.store || options.source) return new ListStore<T>();
    if (options.loadPage) return new ListStore<T>({ loadPage: (...query) => latest.current.loadPage!(...query) });
    return new ListStore<T>({ load: () => (latest.current.load ? latest.current.load() : Promise.resolve([])) });
  });
  return options.store ?? store;
}

/**
 * The list primitive (ra-core's list controller): a thin binding of a `ListStore` (the plugin's, or one of its own)
 * to the address and to `ListPage`: fetch, search, paging in the browser or on the server, Retry after a failed load,
 * and delete through the kernel's confirmation.
 */
export function useListController<T>(options: ListControllerOptions<T>): ListController<T> {
  const dialogs = useService(Dialogs);
  const { t } = useMessages();
  const failureMessage = options.failureMessage ?? t('Failed to load the list. Please try again.');
  const store = useListStore(useOwnStore(options));
  const state = useListAddress(options.address ?? '');
  const ownPageSize = options.pageSize ?? 10;
  const pageSize = state.pageSize || ownPageSize;
  const { update } = state;
  const setPageSize = useCallback(
    (next: number) => update({ pageSize: next === ownPageSize ? 0 : next, page: 1 }),
    [update, ownPageSize],
  );
  const serverPaged = !options.source && store.serverPaged;
  const server = useServerList(store, { pageSize, failureMessage, idle: !serverPaged, state });
  // Rows loaded whole: on mount (a store kept from an earlier visit shows its rows meanwhile), and on Retry.
  const loadsWhole = !options.source && !serverPaged && store.loads;
  const reloadWhole = useCallback(() => store.reload(failureMessage), [store, failureMessage]);
  useEffect(() => {
    if (loadsWhole) void store.load(failureMessage);
  }, [store, loadsWhole, failureMessage]);
  // The store says what the screen shows (other plugins and tests read it there).
  useEffect(() => {
    if (!serverPaged) store.setQuery({ page: state.page, pageSize, search: state.query.trim(), sort: state.sort });
  }, [store, serverPaged, state.page, state.query, state.sort, pageSize]);
  const storeRows: RemoteRows<T> = {
    rows: store.rows,
    loading: store.loading,
    error: store.error,
    reload: reloadWhole,
  };
  const rowsSource: RemoteRows<T> = options.source ?? storeRows;
  const { filter } = options;
  // A server-paged list's rows are one page: the browser's paging (and its clamping) leaves them alone.
  const clientRows = serverPaged ? noRows : rowsSource.rows;
  const kept = useMemo(() => (filter ? clientRows.filter(filter) : clientRows), [clientRows, filter]);
  const client = useClientList(kept, { pageSize, searchIn: options.searchIn ?? noTexts, state });

  const setClientSort = useCallback((next: string) => update({ sort: next, page: 1 }), [update]);
  const reload = serverPaged ? server.reload : rowsSource.reload;
  // A record brought back by Undo (the "Deleted …" message) shows again.
  useEffect(
    () =>
      reaction(
        () => dialogs.restoredCount,
        () => void reload(),
      ),
    [dialogs, reload],
  );
  const removeOptions = options.remove;
  const remove = useCallback(
    async (row: T) => {
      if (!removeOptions) return false;
      const { confirm, title, run, failureMessage: failed, ...confirmOptions } = removeOptions;
      const removed = await dialogs.confirmAndRun(confirm(row), {
        okText: t('Delete'),
        danger: true,
        ...confirmOptions,
        title: typeof title === 'function' ? title(row) : title,
        run: () => run(row),
        failureMessage: failed,
      });
      if (removed) await reload();
      return removed;
    },
    [dialogs, reload, removeOptions, t],
  );

  const withPrefix = (error: string | null) =>
    error && options.failurePrefix ? `${options.failurePrefix}${error}` : error;
  if (serverPaged) {
    return {
      rows: server.rows,
      pageRows: server.rows,
      total: server.total,
      offset: (server.page - 1) * pageSize,
      query: server.query,
      setQuery: server.setQuery,
      sort: server.sort,
      setSort: server.setSort,
      filtered: false,
      page: server.page,
      setPage: server.setPage,
      pageCount: server.pageCount,
      pageSize,
      setPageSize,
      loading: server.loading,
      error: withPrefix(server.error),
      reload,
      canRemove: Boolean(removeOptions),
      remove,
      store,
    };
  }
  return {
    rows: rowsSource.rows,
    pageRows: client.pageRows,
    total: client.matching.length,
    offset: client.offset,
    query: client.query,
    setQuery: client.setQuery,
    sort: state.sort,
    setSort: setClientSort,
    filtered: Boolean(filter),
    page: client.page,
    setPage: client.setPage,
    pageCount: client.pageCount,
    pageSize,
    setPageSize,
    loading: rowsSource.loading,
    error: withPrefix(rowsSource.error),
    reload,
    canRemove: Boolean(removeOptions),
    remove,
    store,
  };
}
