/**
 * @backoffice/kernel/start: the app's page load. The sign-in screen runs on the kernel's services alone (the session,
 * the HTTP client, the catalogs): the container, the plugins, the router and the shell load in a chunk of their own
 * (shell/full-app.ts) once the admin is signed in, or about to be. A page load with a session goes straight to it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { BootOptions, BootedApp } from './core/boot';
import { loadConfig } from './core/config';
import { giveNonceToCreatedStyles } from './core/csp-nonce';
import {
  backFromSingleSignOn,
  createKernelServices,
  kernelBindings,
  type KernelServices,
} from './core/kernel-services';
import { ServicesProvider, type ServiceResolver } from './core/services-context';
import { loadLanguage } from './i18n/i18n';
import type { AdminLanguage } from './i18n/languages';
import { SignInScreen } from './shell/SignInScreen';
import { staticSignInShown } from './shell/static-sign-in';
import { applyTheme } from './shell/theme-mode';

type FullApp = typeof import('./shell/full-app');

/**
 * Starts the app in `element`; resolves once the first screen (the sign-in screen, or the app) is mounted, with a
 * function that unmounts whichever is there.
 */
export async function start(element: HTMLElement, options: BootOptions): Promise<() => void> {
  const config = options.config ?? (await loadConfig(options.configUrl));
  const services = createKernelServices(config, options);
  let assembled: Promise<{ chunk: FullApp; app: BootedApp }> | null = null;
  const full = () =>
    (assembled ??= import('./shell/full-app')
      .then(async (chunk) => ({ chunk, app: await chunk.assemble(services, options) }))
      .catch((error: unknown) => {
        // A chunk that could not load (the network) is asked for again next time.
        assembled = null;
        throw error;
      }));
  // The server leaves the static sign-in screen out of a page asked for with a session cookie: the app is needed,
  // and loads beside the session check rather than after it.
  // A chunk that fails here is asked for again below, and that failure is the one reported.
  if (!staticSignInShown()) void full().catch(() => undefined);
  await Promise.all([
    loadLanguage(services.i18n, services.i18n.language as AdminLanguage),
    services.session.check({ afterSingleSignOn: backFromSingleSignOn() }),
  ]);
  if (services.session.isAuthenticated) {
    const { chunk, app } = await full();
    return chunk.mount(app, element);
  }
  return signInFirst(element, services, full);
}

/**
 * The sign-in screen, mounted without the app. The page asked for (a deep link) is remembered and the address set
 * to `/`, as the app's own guard does; signed in, the app mounts at that page, or at the first screen.
 */
function signInFirst(
  element: HTMLElement,
  services: KernelServices,
  full: () => Promise<{ chunk: FullApp; app: BootedApp }>,
): () => void {
  const { pathname, search, hash } = window.location;
  const from = pathname === '/' ? null : pathname + search + hash;
  if (from) window.history.replaceState(null, '', '/');
  giveNonceToCreatedStyles();
  applyTheme();
  const root = createRoot(element);
  let unmount = () => root.unmount();
  const enter = async () => {
    const { chunk, app } = await full();
    const path = await chunk.pathAfterSignIn(app.registry, from);
    window.history.replaceState(null, '', path);
    root.unmount();
    unmount = chunk.mount(app, element);
  };
  const preload = () => void full().then(({ chunk, app }) => chunk.preloadFirstScreen(app.registry), console.error);
  root.render(
    <StrictMode>
      <ServicesProvider container={kernelResolver(services)}>
        <I18nextProvider i18n={services.i18n}>
          <SignInScreen search={from ? '' : search} onSignedIn={enter} onIntent={preload} />
        </I18nextProvider>
      </ServicesProvider>
    </StrictMode>,
  );
  return () => unmount();
}

/** The kernel's services by token, for `useService` before the container exists. */
function kernelResolver(services: KernelServices): ServiceResolver {
  const bound = new Map(kernelBindings(services));
  const get = (identifier: unknown) => {
    if (!bound.has(identifier as never)) throw new Error(`${String(identifier)} is not available before sign-in`);
    return bound.get(identifier as never);
  };
  return { get } as ServiceResolver;
}
