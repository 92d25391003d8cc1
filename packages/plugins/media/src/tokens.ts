import { createToken } from '@backoffice/kernel';
import type { MediaLibraryApi } from './api';
import type { MediaLibraryStore } from './stores/media-library-store';

export const MediaApiToken = createToken<MediaLibraryApi>('media/MediaLibraryApi');
export const MediaLibraryStoreToken = createToken<MediaLibraryStore>('media/MediaLibraryStore');
