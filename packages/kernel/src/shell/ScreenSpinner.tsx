import { signInCss } from './sign-in-css';
import { cspNonce } from '../core/csp-nonce';

/** A spinner that needs no component library, for start-up and chunk loading. */
export function ScreenSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
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
