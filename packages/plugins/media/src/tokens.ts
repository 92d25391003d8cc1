import { createToken } from '@backoffice/kernel';
import type { MediaLibraryApi } from './api';

export const MediaApiToken = createToken<MediaLibraryApi>('media/MediaLibraryApi');
