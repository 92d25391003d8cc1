import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { useService } from '../core/services-context';
import { Session } from '../core/tokens';
import { ScreenSpinner } from './ScreenSpinner';

/** `/`: the sign-in screen when signed out, `/dashboard` when signed in, a spinner while checking. */
export const RootRoute = observer(function RootRoute({ signIn }: { signIn: ReactNode }) {
  const session = useService(Session);
  if (session.isChecking) return <ScreenSpinner fullScreen />;
  if (session.isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <>{signIn}</>;
});

/** Every other route: a spinner while the session check runs, then `/` when signed out. */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const session = useService(Session);
  if (session.isChecking) return <ScreenSpinner fullScreen />;
  if (!session.isAuthenticated) return <Navigate to="/" replace />;
  return <>{children}</>;
});
