import { createToken } from '@backoffice/kernel';
import type { PodcastsApi } from './api';
import type { PodcastsStore } from './stores/podcasts-store';

export const PodcastsApiToken = createToken<PodcastsApi>('podcasts/PodcastsApi');
export const PodcastsStoreToken = createToken<PodcastsStore>('podcasts/PodcastsStore');
