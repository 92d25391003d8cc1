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
 */
export function useRemoteRows<T>(load: () => Promise<T[]>, failureMessage: string): RemoteRows<T> {
  const loader = useRef(load);
  loader.current = load;
  const [rows, setRows] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
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
    void reload();
  }, [reload]);

  return { rows, loading, error, reload };
}
