import { reaction } from 'mobx';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { BootedApp } from '../core/boot';
import type { RegisteredRoute } from '../core/registry';
import { ServicesProvider } from '../core/services-context';
import { asIdentifier } from '../core/token';
import { Navigator } from '../core/tokens';
import { RequireSession, RootRoute, RoutedSignInScreen } from './guards';
import { ScreenSpinner } from './ScreenSpinner';
import { loadShell } from './next-screen-loader';

export interface BackofficeAppProps {
  app: BootedApp;
  /** Tests render in memory at a given path; the real app uses the browser's history. */
  initialPath?: string;
}

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
      // The shell's chunk and the screen's load side by side, not one after the other.
      const [shell, screen] = await Promise.all([
        loadShell(),
        route.screen().then(
          (module) => ({ module }),
          (error: unknown) => ({ error }),
        ),
      ]);
      let Screen: ComponentType;
      if ('module' in screen) {
        Screen = screen.module.default;
      } else {
        const { error } = screen;
        // A chunk that cannot load shows the screen's error panel (ScreenBoundary), not the router's.
        Screen = function ScreenFailedToLoad(): never {
          throw error;
        };
      }
      return { element: <shell.ScreenFrame route={route} Screen={Screen} /> };
    },
  };
}

/** The guarded shell's route: plugins that start late add their screens under it. */
const SHELL_ROUTE_ID = 'shell';

/** The route table: `/` (sign-in or redirect) and every plugin route inside the guarded shell. */
export function buildRoutes(app: BootedApp): RouteObject[] {
  return [
    { path: '/', element: <RootRoute signIn={<RoutedSignInScreen />} /> },
    {
      id: SHELL_ROUTE_ID,
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
  // The routes the router was built with: plugins loading after boot may add more before the effect below runs.
  const { router, built } = useMemo(() => {
    const built = new Set(app.registry.routes);
    const routes = buildRoutes(app);
    return {
      router: initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes),
      built,
    };
  }, [app, initialPath]);

  const navigator = app.container.get(asIdentifier(Navigator));
  useEffect(() => {
    navigator.attach(router);
    return () => navigator.attach(null);
  }, [navigator, router]);

  // A plugin whose bundle arrived after the first render: its screens join the route table, and the address
  // shown is matched again (it may be one of them, shown as loading until now).
  // Checked at once too: routes registered between the router's making and this effect were missed otherwise
  // (the address then showed "Page not found" for a screen that exists).
  useEffect(() => {
    const known = new Set(built);
    return reaction(
      () => app.registry.revision,
      () => {
        const added = app.registry.routes.filter((route) => !known.has(route));
        if (added.length === 0) return;
        added.forEach((route) => known.add(route));
        router.patchRoutes(SHELL_ROUTE_ID, added.map(screenRoute));
        const { pathname, search, hash } = router.state.location;
        void router.navigate(pathname + search + hash, { replace: true });
      },
      { fireImmediately: true },
    );
  }, [app, router, built]);

  return (
    <ServicesProvider container={app.container}>
      <I18nextProvider i18n={app.i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ServicesProvider>
  );
}
