import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px) the sidebar becomes a drawer. */
const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN_QUERY).matches,
    () => false,
  );
}
