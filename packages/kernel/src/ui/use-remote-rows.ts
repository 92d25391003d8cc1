import { useCallback, useEffect, useRef, useState } from 'react';
import { ListStore } from './list-store';
import { useListStore } from './use-list-store';

export interface RemoteRows<T> {
  rows: T[];
  /** True until the first answer, and again while reloading: lists show 'Loading...', never sample rows. */
  loading: boolean;
  /** The server's message, else `failureMessage`; lists show it with a Retry. */
  error: string | null;
  reload(): Promise<void>;
}

/**
 * The rows of a list screen, fetched on mount and on `reload()` (after a delete, or Retry): a `ListStore` of the
 * component's own. The loader is read from a ref, so an inline `() => api.list()` does not refetch on every render.
 * `idle` never fetches (a list controller whose rows come from elsewhere).
 */
export function useRemoteRows<T>(
  load: () => Promise<T[]>,
  failureMessage: string,
  options: { idle?: boolean } = {},
): RemoteRows<T> {
  const idle = Boolean(options.idle);
  const loader = useRef(load);
  loader.current = load;
  const [store] = useState(() => new ListStore<T>(idle ? {} : { load: () => loader.current() }));
  useListStore(store);

  useEffect(() => {
    if (!idle) void store.load(failureMessage);
  }, [store, idle, failureMessage]);

  const reload = useCallback(() => store.reload(failureMessage), [store, failureMessage]);
  return { rows: store.rows, loading: store.loading, error: store.error, reload };
}
