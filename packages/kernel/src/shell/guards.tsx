import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { useService } from '../core/services-context';
import { Session } from '../core/tokens';
import { ScreenSpinner } from './ScreenSpinner';

/** Where sign-in leads: the page a signed-out visitor asked for (same app only), else the dashboard. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from !== '/' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/dashboard';
}

/** `/`: the sign-in screen when signed out, the asked-for page or `/dashboard` when signed in, a spinner while checking. */
export const RootRoute = observer(function RootRoute({ signIn }: { signIn: ReactNode }) {
  const session = useService(Session);
  const { state } = useLocation();
  if (session.isChecking) return <ScreenSpinner fullScreen />;
  if (session.isAuthenticated) return <Navigate to={returnPathOf(state)} replace />;
  return <>{signIn}</>;
});

/**
 * Every other route: a spinner while the session check runs, then `/` when signed out, remembering the page
 * (a deep link, or the screen a lost session left) unless the admin chose Logout there.
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const session = useService(Session);
  const location = useLocation();
  if (session.isChecking) return <ScreenSpinner fullScreen />;
  if (!session.isAuthenticated) {
    return <Navigate to="/" replace state={session.signedOutOnPurpose ? null : { from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
});
