import { useCallback, useSyncExternalStore } from 'react';
import { reaction } from 'mobx';
import type { ListStore } from './list-store';

/**
 * Re-renders the calling component whenever the store's rows, total, selection, loading or error change (a screen
 * need not be an observer for the list primitives to follow their store), and returns the store.
 */
export function useListStore<T>(store: ListStore<T>): ListStore<T> {
  const subscribe = useCallback(
    (changed: () => void) =>
      reaction(
        () => store.revision,
        () => changed(),
      ),
    [store],
  );
  useSyncExternalStore(subscribe, () => store.revision);
  return store;
}
