import { podcastFiles } from './files';
import { defineModule } from '../module';
import { countPodcasts, podcastsDemo } from './demo-seed';
import { podcastsMigration } from './migrations/710-podcasts';
import { podcastPublishingMigration } from './migrations/711-podcast-publishing';
import { podcastsRoutes } from './routes';
import { podcastsSearch } from './search';

/** Podcasts and the podcasts page's hero cover. */
export const podcastsModule = defineModule({
  name: 'podcasts',
  migrations: { '710-podcasts': podcastsMigration, '711-podcast-publishing': podcastPublishingMigration },
  demoSeed: podcastsDemo,
  search: podcastsSearch,
  dashboard: [{ group: 'general', key: 'podcasts', title: 'Podcasts', count: countPodcasts }],
  files: podcastFiles,
  routes: podcastsRoutes,
});
