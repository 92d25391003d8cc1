import { start } from '@backoffice/kernel/start';

const root = document.getElementById('root')!;

// The plugins' definitions (and their API classes) load after the sign-in screen, not before it: a chunk of their own.
start(root, {
  plugins: () => import('./plugins').then((chunk) => chunk.availablePlugins),
  configUrl: '/config.json',
}).catch((error: unknown) => {
  console.error('Backoffice failed to start', error);
  // The reason too (e.g. the configuration could not be read): an operator can act on it.
  const reason = error instanceof Error ? ` (${error.message})` : '';
  // index.html's static sign-in form (inert until the app starts) would only mislead.
  document.getElementById('bo-static-signin')?.remove();
  root.textContent = `Backoffice failed to start${reason}. Reload the page; if it keeps failing, check the server log.`;
});
