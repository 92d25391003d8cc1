import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../core/http';

export interface RemoteRows<T> {
  rows: T[];
  /** True until the first answer, and again while reloading: lists show 'Loading...', never sample rows. */
  loading: boolean;
  /** The server's message, else `failureMessage`; lists show it with a Retry. */
  error: string | null;
  reload(): Promise<void>;
}

/**
 * The rows of a list screen, fetched on mount and on `reload()` (after a delete, or Retry).
 * The loader is read from a ref, so an inline `() => api.list()` does not refetch on every render.
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
  const [rows, setRows] = useState<T[]>([]);
  const [loading, setLoading] = useState(!idle);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setRows(await loader.current());
    } catch (failure) {
      setError(errorMessage(failure, failureMessage));
    } finally {
      setLoading(false);
    }
  }, [failureMessage]);

  useEffect(() => {
    if (!idle) void reload();
  }, [reload, idle]);

  return { rows, loading, error, reload };
}
