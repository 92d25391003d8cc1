import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { BootedApp } from '../core/boot';
import type { RegisteredRoute } from '../core/registry';
import { ServicesProvider } from '../core/services-context';
import { asIdentifier } from '../core/token';
import { Navigator } from '../core/tokens';
import { RequireSession, RootRoute } from './guards';
import { ScreenSpinner } from './ScreenSpinner';
import { SignInScreen } from './SignInScreen';

export interface BackofficeAppProps {
  app: BootedApp;
  /** Tests render in memory at a given path; the real app uses the browser's history. */
  initialPath?: string;
}

// The signed-in shell is its own chunk (see shell-chunk.ts); the sign-in screen does not load it.
const loadShell = () => import('./shell-chunk');
const ShellLayout = lazy(() => loadShell().then((chunk) => ({ default: chunk.ShellLayout })));
const NotFound = lazy(() => loadShell().then((chunk) => ({ default: chunk.NotFound })));

/**
 * A plugin route: the router loads the screen's chunk (and the shell's) before it shows the screen, so the
 * last screen stays until the next is ready. Not React.lazy: in Chromium a reload right after a save could
 * leave a lazy screen's Suspense spinning although its chunk had loaded (the fresh-install browser test).
 */
function screenRoute(route: RegisteredRoute): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const shell = await loadShell();
      let Screen: ComponentType;
      try {
        Screen = (await route.screen()).default;
      } catch (error) {
        // A chunk that cannot load shows the screen's error panel (ScreenBoundary), not the router's.
        Screen = function ScreenFailedToLoad(): never {
          throw error;
        };
      }
      return { element: <shell.ScreenFrame route={route} Screen={Screen} /> };
    },
  };
}

/** The route table: `/` (sign-in or redirect) and every plugin route inside the guarded shell. */
export function buildRoutes(app: BootedApp): RouteObject[] {
  return [
    { path: '/', element: <RootRoute signIn={<SignInScreen />} /> },
    {
      element: (
        <RequireSession>
          <Suspense fallback={<ScreenSpinner fullScreen />}>
            <ShellLayout />
          </Suspense>
        </RequireSession>
      ),
      // Shown while the first screen's chunk loads on a fresh page load.
      hydrateFallbackElement: <ScreenSpinner fullScreen />,
      children: [...app.registry.routes.map(screenRoute), { path: '*', element: <NotFound /> }],
    },
  ];
}

export function BackofficeApp({ app, initialPath }: BackofficeAppProps) {
  const router = useMemo(() => {
    const routes = buildRoutes(app);
    return initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes);
  }, [app, initialPath]);

  const navigator = app.container.get(asIdentifier(Navigator));
  useEffect(() => {
    navigator.attach(router);
    return () => navigator.attach(null);
  }, [navigator, router]);

  return (
    <ServicesProvider container={app.container}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
