import type { ReactNode } from 'react';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../core/services-context';
import { PluginRegistry, Session } from '../core/tokens';
import type { PluginRegistry as Registry } from '../core/registry';
import { firstScreenPath } from './first-screen';
import { preloadFirstScreen } from './next-screen-loader';
import { ScreenSpinner } from './ScreenSpinner';
import { SignInScreen } from './SignInScreen';

/** Where sign-in leads: the page a signed-out visitor asked for (same app only), else `home` (the first screen). */
export function returnPathOf(state: unknown, home = '/dashboard'): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' &&
    from !== '/' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/\\')
    ? from
    : home;
}

/** Where a signed-in admin goes: the page asked for, else the first screen (known once the plugins have started). */
export async function pathAfterSignIn(registry: Registry, from: unknown): Promise<string> {
  await when(() => !registry.starting);
  return returnPathOf({ from }, firstScreenPath(registry) ?? '/dashboard');
}

/** The sign-in screen inside the router (`/` after a sign-out, or a test's app): signed in, it opens the page asked for. */
export function RoutedSignInScreen() {
  const registry = useService(PluginRegistry);
  const navigate = useNavigate();
  const { state, search } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return (
    <SignInScreen
      search={search}
      onIntent={() => preloadFirstScreen(registry)}
      onSignedIn={async () => {
        await navigate(await pathAfterSignIn(registry, from), { replace: true });
      }}
    />
  );
}

/** `/`: the sign-in screen when signed out, the asked-for page or the first screen when signed in, a spinner while checking. */
export const RootRoute = observer(function RootRoute({ signIn }: { signIn: ReactNode }) {
  const session = useService(Session);
  const registry = useService(PluginRegistry);
  const { state } = useLocation();
  // Signed in, the first screen is chosen once the plugins have started (they may load after boot).
  if (session.isChecking || (session.isAuthenticated && registry.starting)) return <ScreenSpinner fullScreen />;
  // With the dashboard switched off, the first enabled screen (never "Page not found").
  if (session.isAuthenticated)
    return <Navigate to={returnPathOf(state, firstScreenPath(registry) ?? '/dashboard')} replace />;
  return <>{signIn}</>;
});

/**
 * Every other route: a spinner while the session check runs, then `/` when signed out, remembering the page
 * (a deep link, or the screen a lost session left) unless the admin chose Logout there.
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const session = useService(Session);
  const registry = useService(PluginRegistry);
  const location = useLocation();
  // The plugins may still be loading (boot given them as a loader): their screens are not routes yet.
  if (session.isChecking || (session.isAuthenticated && registry.starting)) return <ScreenSpinner fullScreen />;
  if (!session.isAuthenticated) {
    return (
      <Navigate
        to="/"
        replace
        state={session.signedOutOnPurpose ? null : { from: location.pathname + location.search }}
      />
    );
  }
  return <>{children}</>;
});
