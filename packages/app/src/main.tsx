import { boot, mount } from '@backoffice/kernel/app';
import { availablePlugins } from './plugins';

const root = document.getElementById('root')!;

boot({ plugins: availablePlugins, configUrl: '/config.json' })
  .then((app) => mount(app, root))
  .catch((error: unknown) => {
    console.error('Backoffice failed to start', error);
    root.textContent = 'Backoffice failed to start. Reload the page; if it keeps failing, check the server log.';
  });
