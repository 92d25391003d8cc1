import { signInCss } from './sign-in-css';
import { cspNonce } from '../core/csp-nonce';
import { staticSignInShown } from './static-sign-in';

/** A spinner that needs no component library, for start-up and chunk loading. */
export function ScreenSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  // At start-up index.html's static sign-in screen is up: it stays until a screen takes over (no spinner flash).
  if (fullScreen && staticSignInShown()) return null;
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        background: fullScreen ? 'var(--bo-bg)' : undefined,
      }}
    >
      <style nonce={cspNonce()}>{signInCss}</style>
      <span className="bo-spin bo-spin-large" />
    </div>
  );
}
