import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { MediaLibraryApi } from './api';
import { MediaLibraryStore } from './stores/media-library-store';
import { MediaApiToken, MediaLibraryStoreToken } from './tokens';
import { mediaMessages } from './messages';

/** The media library (issue 37): every uploaded image, its alt text, where it is used, replace everywhere. */
export default definePlugin({
  id: 'media',
  title: 'Media',
  nav: [{ group: 'General', label: 'Media', path: '/media', order: 7 }],
  routes: [
    { path: '/media', screen: () => import('./screens/MediaLibrary') },
    { path: '/media/file', title: 'Media file', screen: () => import('./screens/MediaFile') },
  ],
  messages: mediaMessages,
  services: new ContainerModule(({ bind }) => {
    bind(MediaApiToken).to(MediaLibraryApi).inSingletonScope();
    bind(MediaLibraryStoreToken).to(MediaLibraryStore).inSingletonScope();
  }),
  stores: [MediaLibraryStoreToken],
  contributes: [
    contribute(DashboardCards, { key: 'media', group: 'general', title: 'Media', path: '/media', order: 45 }),
  ],
});
