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
const ScreenFrame = lazy(() => loadShell().then((chunk) => ({ default: chunk.ScreenFrame })));
const NotFound = lazy(() => loadShell().then((chunk) => ({ default: chunk.NotFound })));

function screenRoute(route: RegisteredRoute): RouteObject {
  const Screen: ComponentType = lazy(route.screen);
  return { path: route.path, element: <ScreenFrame route={route} Screen={Screen} /> };
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
