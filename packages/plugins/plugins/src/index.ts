import { ContainerModule, definePlugin } from '@backoffice/kernel';
import { PluginCatalogStore } from './plugin-catalog-store';
import { PluginCatalogToken } from './tokens';
import { pluginsMessages } from './messages';

/**
 * The Plugins screen (super admins): the boot report in the product. Every plugin, built-in or external, with
 * its version, plugin API range, status and reason, what it adds to the app and to the server, and its records.
 */
export default definePlugin({
  id: 'plugins',
  title: 'Plugins',
  nav: [{ group: 'General', label: 'Plugins', path: '/plugins-status', order: 90 }],
  routes: [
    {
      path: '/plugins-status',
      title: 'Plugins',
      permission: 'users:manage',
      screen: () => import('./screens/PluginsScreen'),
    },
  ],
  messages: pluginsMessages,
  services: new ContainerModule(({ bind }) => {
    bind(PluginCatalogToken).to(PluginCatalogStore).inSingletonScope();
  }),
  stores: [PluginCatalogToken],
});
