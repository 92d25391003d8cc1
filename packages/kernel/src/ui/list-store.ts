import type { Key } from 'react';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { errorMessage } from '../core/http';
import type { Token } from '../core/token';

/** One page of a server list and how many rows match on all pages. */
export interface ServerPage<T> {
  rows: T[];
  /** Every row matching the query, on all pages. */
  total: number;
}

/**
 * One page of a server list: `sort` is '' for the list's own order; `filters` are the store's (`setFilter`),
 * for a loader that passes them on to the server.
 */
export type PageLoader<T> = (
  page: number,
  pageSize: number,
  q: string,
  sort: string,
  filters: Readonly<Record<string, string>>,
) => Promise<ServerPage<T>>;

/** What a list asks for: its page, page size, search, order and filters. */
export interface ListQuery {
  page: number;
  /** Rows per page; 0 until a screen says (the list's own size). */
  pageSize: number;
  /** The search asked for (a server list's is the text once typing pauses). */
  search: string;
  /** A row field (`-` first for descending), '' for the list's own order. */
  sort: string;
  /** Named filter values beside the search (`status: 'draft'`); an empty value is no filter. */
  filters: Readonly<Record<string, string>>;
}

/** Where a list store's rows come from: exactly one of the two. */
export interface ListStoreOptions<T> {
  /** Every row at once; the search and paging happen in the browser (`useListController`'s `searchIn`). */
  load?: () => Promise<T[]>;
  /** One page at a time; the server searches, sorts and pages. */
  loadPage?: PageLoader<T>;
  /** The text of a failed load when the server gives none (English; screens may pass their own to `load`). */
  failureMessage?: string;
}

const DEFAULT_FAILURE = 'Failed to load the list. Please try again.';
/** A new store's query (and a reset one's): never changed in place, `setQuery` makes a new object. */
const NEW_QUERY: ListQuery = { page: 1, pageSize: 0, search: '', sort: '', filters: {} };

/**
 * The state of one list screen, as a MobX store: the query (page, page size, search, sort, filters), the rows and
 * their total, the selection, and whether it is loading or failed. A plugin binds one per list screen in its
 * `services` and names its token in `stores`, so other plugins and tests resolve it (`container.get(token)`);
 * `useListController({ store })` binds it to the address and to `ListPage`. A late answer to an older request never
 * replaces a newer one.
 */
export class ListStore<T> {
  query: ListQuery = NEW_QUERY;
  /** Every row (client paging) or the rows of the current page (server paging). */
  rows: T[] = [];
  /** Rows matching the query on all pages (server paging); the number of rows loaded otherwise. */
  total = 0;
  /** The keys of the rows ticked (`ListPage`'s `selection`). */
  selection: Key[] = [];
  /** True while a load is under way; also before the first load of a store that loads (screens show a skeleton). */
  loading: boolean;
  /** Whether a load has succeeded once. */
  loaded = false;
  /** The server's message of the last failed load, else the failure message; null when it succeeded. */
  error: string | null = null;
  /** Rises with every change of the rows, total, selection, loading or error (the React binding listens to it). */
  revision = 0;

  private latest = 0;
  private readonly options: ListStoreOptions<T>;

  constructor(options: ListStoreOptions<T> = {}) {
    if (options.load && options.loadPage) throw new Error('A list store loads with `load` or `loadPage`, not both');
    this.options = options;
    this.loading = Boolean(options.load || options.loadPage);
    makeObservable<ListStore<T>, 'settle'>(this, {
      query: observableRef,
      rows: observableRef,
      total: observable,
      selection: observableRef,
      loading: observable,
      loaded: observable,
      error: observable,
      revision: observable,
      setQuery: action,
      setFilter: action,
      select: action,
      clearSelection: action,
      reset: action,
      load: action,
      settle: action,
    });
  }

  /** Whether the server pages the rows (the store was given `loadPage`). */
  get serverPaged(): boolean {
    return Boolean(this.options.loadPage);
  }

  /** Whether the store loads rows itself (else a screen gives them, e.g. from a store shared by several screens). */
  get loads(): boolean {
    return Boolean(this.options.load || this.options.loadPage);
  }

  /** Changes some of the query; it does not load (call `load`). */
  setQuery(patch: Partial<ListQuery>): void {
    const next = { ...this.query, ...patch };
    const same = (Object.keys(next) as Array<keyof ListQuery>).every((key) => next[key] === this.query[key]);
    if (!same) this.query = next;
  }

  /** Sets one filter ('' removes it); a server list bound by `useListController` loads again. */
  setFilter(name: string, value: string): void {
    if ((this.query.filters[name] ?? '') === value) return;
    const filters = { ...this.query.filters };
    if (value) filters[name] = value;
    else delete filters[name];
    this.setQuery({ filters });
    this.revision += 1;
  }

  select(keys: Key[]): void {
    this.selection = keys;
    this.revision += 1;
  }

  clearSelection(): void {
    if (this.selection.length > 0) this.select([]);
  }

  /**
   * Loads the rows of the current query: every row (`load`) or its page (`loadPage`). A failure sets `error` to the
   * server's message, else `failureMessage`.
   */
  async load(failureMessage?: string): Promise<void> {
    const { load, loadPage } = this.options;
    if (!load && !loadPage) return;
    const request = ++this.latest;
    this.loading = true;
    this.error = null;
    this.revision += 1;
    const fallback = failureMessage ?? this.options.failureMessage ?? DEFAULT_FAILURE;
    try {
      const { page, pageSize, search, sort, filters } = this.query;
      const answer: ServerPage<T> = loadPage
        ? await loadPage(page, pageSize, search, sort, filters)
        : await load!().then((rows) => ({ rows, total: rows.length }));
      this.settle(request, { answer });
    } catch (failure) {
      this.settle(request, { error: errorMessage(failure, fallback) });
    }
  }

  /**
   * Forgets the rows, the query and the selection (the kernel calls it when the admin signs out or another signs in,
   * so nobody sees what the last one loaded); an answer still on its way is dropped.
   */
  reset(): void {
    this.latest += 1;
    this.query = NEW_QUERY;
    this.rows = [];
    this.total = 0;
    this.selection = [];
    this.loading = this.loads;
    this.loaded = false;
    this.error = null;
    this.revision += 1;
  }

  /** Loads again with the same query (after a delete, or Retry). */
  reload(failureMessage?: string): Promise<void> {
    return this.load(failureMessage);
  }

  private settle(request: number, outcome: { answer?: ServerPage<T>; error?: string }): void {
    if (request !== this.latest) return;
    if (outcome.answer) {
      this.rows = outcome.answer.rows;
      this.total = outcome.answer.total;
      this.loaded = true;
    } else {
      this.error = outcome.error ?? DEFAULT_FAILURE;
    }
    this.loading = false;
    this.revision += 1;
  }
}

/** How a binding reads the services its value is made of (the container, typed by token). */
export type ServiceGetter = <S>(token: Token<S>) => S;

/** What `toDynamicValue` is given: the container's resolution context, of which a binding uses `get`. */
export type ServiceContext = { get: (identifier: symbol) => unknown };

/**
 * A binding whose value is made of other services, typed by their tokens:
 * `bind(SectionListsToken).toDynamicValue(fromServices((get) => new SectionLists(get(SectionsApiToken))))`.
 * Resolve the services in `make` itself, not later (inside a loader).
 */
export function fromServices<V>(make: (get: ServiceGetter) => V): (context: ServiceContext) => V {
  return (context) => make(<S>(token: Token<S>) => context.get(token) as S);
}

/**
 * A list store's binding in a plugin's `services`: `make` receives the container's `get` at the store's creation and
 * returns its loader, e.g.
 * `bind(FaqsListStoreToken).toDynamicValue(listStoreFrom((get) => { const api = get(FaqsApiToken); return { load: () => api.list() }; })).inSingletonScope()`.
 * Resolve the services in `make` itself, not later inside the loader.
 */
export function listStoreFrom<T>(
  make: (get: ServiceGetter) => ListStoreOptions<T>,
): (context: ServiceContext) => ListStore<T> {
  return fromServices((get) => new ListStore<T>(make(get)));
}

/**
 * The usual list store's binding: every row at once through one service, e.g.
 * `bind(FaqsListStoreToken).toDynamicValue(listStoreOf(FaqsApiToken, (api) => api.list())).inSingletonScope()`.
 */
export function listStoreOf<S, T>(
  serviceToken: Token<S>,
  loadAll: (service: S) => Promise<T[]>,
): (context: ServiceContext) => ListStore<T> {
  return listStoreFrom<T>((get) => {
    const service = get(serviceToken);
    return { load: () => loadAll(service) };
  });
}
