import { ContainerModule, definePlugin } from '@backoffice/plugin-sdk';
import { ItemsApi } from './api';
import { ItemsApiToken } from './tokens';

/** __TITLE__: a sidebar entry, the list of its items and their add/edit form (records in manifest.json's type). */
export default definePlugin({
  id: '__ID__',
  title: '__TITLE__',
  pluginApi: '^1.2',
  nav: [{ group: 'Pages', label: '__TITLE__', path: '/__ID__', order: 95 }],
  routes: [
    { path: '/__ID__', screen: () => import('./ItemsList') },
    { path: '/__ID__/edit', permission: 'content:write', screen: () => import('./ItemForm') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(ItemsApiToken).to(ItemsApi).inSingletonScope();
  }),
});
