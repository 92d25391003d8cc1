import { useCallback, useMemo } from 'react';
import { useService } from '../core/services-context';
import { Dialogs } from '../core/tokens';
import type { ConfirmOptions } from '../core/dialogs';
import { useClientList } from './use-client-list';
import { useRemoteRows, type RemoteRows } from './use-remote-rows';
import { useServerList, type PageLoader } from './use-server-list';
import { useListAddress } from './use-list-address';

/** Delete of one row: a confirmation, the call behind the busy overlay, then the list reloads. */
export interface ListRemove<T> extends Omit<ConfirmOptions, 'title'> {
  /** The confirmation's text, naming the row. */
  confirm: (row: T) => string;
  title?: string | ((row: T) => string);
  run: (row: T) => Promise<unknown>;
  failureMessage: string;
}

/** Where the rows come from: exactly one of `load`, `loadPage` or `source`. */
export interface ListControllerOptions<T> {
  /** Every row at once; search and paging happen in the browser. */
  load?: () => Promise<T[]>;
  /** One page at a time; the server searches (`q`), sorts (`sort`, '' for its own order) and pages. */
  loadPage?: PageLoader<T>;
  /** Rows kept elsewhere (a store shared with other screens), searched and paged in the browser. */
  source?: RemoteRows<T>;
  pageSize: number;
  /** Client paging: the texts of a row the search looks in (case-insensitive). */
  searchIn?: (row: T) => Array<string | null | undefined>;
  /** Client paging: keeps only the rows it accepts (a filter beside the search); none when omitted. */
  filter?: (row: T) => boolean;
  /** The text of a failed load when the server gives none. */
  failureMessage?: string;
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
   * The order asked of the server: a column's `sortKey`, `-` first for descending; '' for the list's own order.
   * Only server-paged lists sort (a browser-paged list keeps its order and ignores `setSort`); a controller of
   * a screen's own making may leave both out.
   */
  sort?: string;
  setSort?: (sort: string) => void;
  /** A filter narrows the rows (an empty list then says nothing matches, rather than that there are none). */
  filtered: boolean;
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  loading: boolean;
  error: string | null;
  reload(): Promise<void>;
  /** Whether rows can be deleted (the controller was given `remove`). */
  canRemove: boolean;
  /** Asks, deletes, reloads; resolves true when the row was deleted. */
  remove(row: T): Promise<boolean>;
}

const noRows = async () => [];
const noPage = async () => ({ rows: [], total: 0 });
const noTexts = () => [];
const ignoreSort = () => {};

/**
 * The list primitive (ra-core's list controller): fetch, search, paging in the browser or on the server,
 * Retry after a failed load, and delete through the kernel's confirmation. `ListPage` renders it.
 */
export function useListController<T>(options: ListControllerOptions<T>): ListController<T> {
  const dialogs = useService(Dialogs);
  const failureMessage = options.failureMessage ?? 'Failed to load the list. Please try again.';
  // Every hook runs on every render; the two loaders that do not apply are told to stay idle.
  const remote = useRemoteRows(options.load ?? noRows, failureMessage, { idle: !options.load });
  const state = useListAddress(options.address ?? '');
  const server = useServerList(options.loadPage ?? noPage, { pageSize: options.pageSize, failureMessage, idle: !options.loadPage, state });
  const rowsSource: RemoteRows<T> = options.source ?? remote;
  const { filter } = options;
  const kept = useMemo(() => (filter ? rowsSource.rows.filter(filter) : rowsSource.rows), [rowsSource.rows, filter]);
  const client = useClientList(kept, { pageSize: options.pageSize, searchIn: options.searchIn ?? noTexts, state });

  const serverPaged = Boolean(options.loadPage);
  const reload = serverPaged ? server.reload : rowsSource.reload;
  const removeOptions = options.remove;
  const remove = useCallback(
    async (row: T) => {
      if (!removeOptions) return false;
      const { confirm, title, run, failureMessage: failed, ...confirmOptions } = removeOptions;
      const removed = await dialogs.confirmAndRun(confirm(row), {
        ...confirmOptions,
        title: typeof title === 'function' ? title(row) : title,
        run: () => run(row),
        failureMessage: failed,
      });
      if (removed) await reload();
      return removed;
    },
    [dialogs, reload, removeOptions],
  );

  if (serverPaged) {
    return {
      rows: server.rows, pageRows: server.rows, total: server.total, offset: (server.page - 1) * options.pageSize,
      query: server.query, setQuery: server.setQuery, sort: server.sort, setSort: server.setSort, filtered: false, page: server.page, setPage: server.setPage, pageCount: server.pageCount,
      loading: server.loading, error: server.error, reload, canRemove: Boolean(removeOptions), remove,
    };
  }
  return {
    rows: rowsSource.rows, pageRows: client.pageRows, total: client.matching.length, offset: client.offset,
    query: client.query, setQuery: client.setQuery, sort: '', setSort: ignoreSort, filtered: Boolean(filter), page: client.page, setPage: client.setPage, pageCount: client.pageCount,
    loading: rowsSource.loading, error: rowsSource.error, reload, canRemove: Boolean(removeOptions), remove,
  };
}
