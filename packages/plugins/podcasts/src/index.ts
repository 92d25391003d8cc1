import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { PodcastsApi } from './api';
import { PodcastsStore } from './stores/podcasts-store';
import { PodcastsApiToken, PodcastsStoreToken } from './tokens';
import { podcastsMessages } from './messages';

/** Podcasts and their hero cover. */
export default definePlugin({
  id: 'podcasts',
  title: 'Podcasts',
  nav: [{ group: 'Resources', label: 'Podcasts', path: '/resources/podcasts', order: 2 }],
  routes: [
    { path: '/resources/podcasts', screen: () => import('./screens/PodcastsPage') },
    { path: '/resources/podcasts/update', permission: 'content:write', screen: () => import('./screens/PodcastForm') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(PodcastsApiToken).to(PodcastsApi).inSingletonScope();
    bind(PodcastsStoreToken).to(PodcastsStore).inSingletonScope();
  }),
  stores: [PodcastsStoreToken],
  messages: podcastsMessages,
  contributes: [
    contribute(DashboardCards, {
      key: 'podcasts',
      group: 'general',
      title: 'Podcasts',
      path: '/resources/podcasts',
      order: 21,
    }),
  ],
});
